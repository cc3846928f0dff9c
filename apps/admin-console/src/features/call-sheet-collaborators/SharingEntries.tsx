import { createPortal } from "react-dom";
import { Link, useSearchParams } from "react-router-dom";
import styled from "styled-components";
import { COLLABORATORS_TEXTS as TEXTS } from "@repo/contracts/adminConsole/collaboratorsTexts";
import { ButtonLink } from "shell/Button";
import { useCommentSummaryQuery } from "./api/comments.ts";
import { CollaboratorsLink } from "./components/CollaboratorsLink.tsx";
import { CollaboratorsPanel } from "./components/CollaboratorsPanel.tsx";
import { CommentsView } from "./components/CommentsView.tsx";
import { ShareButton } from "./components/ShareButton.tsx";
import { SidePanel } from "../../components/SidePanel.tsx";


const Badge = styled.span`
  min-width: 1.5em;
  padding: 0 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.focus};
  color: #ffffff;
  font-size: 0.75rem;
  line-height: 1.5;
  text-align: center;
`;

/** Which panel the address asks for: `?view=collaborators` or `?view=comments` (the digest e-mail's link). */
export type SharingView = "collaborators" | "comments";
const viewOf = (value: string | null): SharingView | null => (value === "collaborators" || value === "comments" ? value : null);

/**
 * What the editor's bar and the print view's controls offer about sharing (issue 23): Share, Collaborators
 * with who confirmed the latest revision (issue 25: 'Collaborators 12/15') and Comments with the count of
 * new comments; the panel the address names opens over the page. The panel lives in the address so the
 * digest e-mail, the dashboard and Back all reach it. `beforeShare` (the editor's: save what is on screen
 * first) runs before either Share opens its dialog, the bar's and the panel's: a first share publishes REV 1
 * from the stored sheet, so what is on screen must be stored by then.
 */
export function SharingEntries({ callSheetId, share = true, beforeShare }: { callSheetId: number; share?: boolean; beforeShare?: () => boolean | Promise<boolean> }) {
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get("view"));
  const comments = useCommentSummaryQuery(callSheetId);
  const newCount = comments.data?.newCount ?? 0;
  const linkTo = (target: SharingView) => {
    const next = new URLSearchParams(params);
    next.set("view", target);
    return { search: `?${next}` };
  };
  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete("view");
      return next;
    });

  return (
    <>
      {share ? <ShareButton callSheetId={callSheetId} beforeOpen={beforeShare} /> : null}
      <CollaboratorsLink callSheetId={callSheetId} to={linkTo("collaborators")} current={view === "collaborators"} />
      <ButtonLink as={Link} $variant="outline" to={linkTo("comments")} aria-current={view === "comments" ? "page" : undefined} aria-label={newCount ? `${TEXTS.comments}, ${TEXTS.newCommentsBadge(newCount)}` : TEXTS.comments}>
        {TEXTS.comments}
        {newCount ? <Badge aria-hidden="true">{newCount}</Badge> : null}
      </ButtonLink>
      {/* In a portal: the bars' own layout rules (a phone's grid of buttons) must not reach the panel. */}
      {view
        ? createPortal(
            <SidePanel title={view === "collaborators" ? TEXTS.title : TEXTS.commentsTitle} onClose={close} closeLabel={TEXTS.close}>
              {view === "collaborators" ? <CollaboratorsPanel callSheetId={callSheetId} beforeShare={beforeShare} /> : <CommentsView callSheetId={callSheetId} />}
            </SidePanel>,
            document.body,
          )
        : null}
    </>
  );
}
