import { Link } from "react-router-dom";
import styled from "styled-components";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { PRINT_VIEW_TEXTS } from "@repo/contracts/callSheets/texts/cards";
import { EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { Card } from "shell/Card";
import { PageLayout } from "shell/PageLayout";

// The shell does not publish MessageScreen (apps/shell/exposes.ts): the same look from what it does publish.
const Panel = styled(Card)`
  max-width: 480px;
  margin: 10vh auto 0;
  h1 { margin: 0 0 ${({ theme }) => theme.space(2)}; font-size: 1.5rem; }
  p { margin: 0 0 ${({ theme }) => theme.space(4)}; color: ${({ theme }) => theme.colors.mutedText}; }
`;

/** 'Call sheet not found' (spec §2), with the way back to the dashboard. */
export function PrintNotFound() {
  return (
    <PageLayout>
      <Panel>
        <h1>{CALL_SHEET_MESSAGES.notFound}</h1>
        <p>{PRINT_VIEW_TEXTS.notFoundHint}</p>
        <Link to="/admin/dashboard">{EDITOR_TEXTS.backToDashboard}</Link>
      </Panel>
    </PageLayout>
  );
}
