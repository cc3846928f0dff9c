import styled from "styled-components";

/** The centred column every page of the three apps sits in. */
export const PageLayout = styled.main`
  max-width: 880px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(12)};
`;
