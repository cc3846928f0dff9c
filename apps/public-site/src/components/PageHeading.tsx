import styled from "styled-components";

/**
 * Defined here, in the host, yet coloured by the theme the shell's ThemeProvider sets: it only renders in
 * the brand colour when the page has one styled-components instance (the browser tests check that).
 */
export const PageHeading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: 2rem;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.primary};
`;
