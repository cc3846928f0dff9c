import styled from "styled-components";

/** The share portal's top bar, in the brand colour the shell's theme provides. */
export const PortalBar = styled.header`
  min-height: 8px;
  background: ${({ theme }) => theme.colors.primary};
`;
