import styled from "styled-components";
import { PageLayout } from "shell/PageLayout";

/** The console's form pages: one card in a column narrow enough to read on a phone and on a desktop. */
export const NarrowPage = styled(PageLayout)`
  max-width: 480px;
`;

export const FullWidthButton = styled.div`
  display: grid;
  margin-top: ${({ theme }) => theme.space(4)};
`;
