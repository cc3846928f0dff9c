import styled from "styled-components";

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space(6)};
`;

export const CardTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: 1.25rem;
`;
