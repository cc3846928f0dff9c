import styled from "styled-components";

/** The admin console's top bar, in the brand colour the shell's theme provides. */
export const ConsoleBar = styled.header`
  display: flex;
  align-items: center;
  min-height: 56px;
  padding: 0 ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
`;
