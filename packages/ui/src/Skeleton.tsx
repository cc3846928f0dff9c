import styled, { keyframes } from "styled-components";

const pulse = keyframes`50% { opacity: 0.5; }`;

/** A grey placeholder block with the size of what is loading. */
export const Skeleton = styled.div.attrs({ "aria-hidden": true })<{ $width?: string; $height?: string }>`
  width: ${({ $width = "100%" }) => $width};
  height: ${({ $height = "1rem" }) => $height};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.skeleton};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;
