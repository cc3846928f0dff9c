import { Suspense, useEffect, useId, useRef, type ReactNode } from "react";
import { Link, type To } from "react-router-dom";
import styled from "styled-components";
import { REVISION_EDITOR_TEXTS as TEXTS } from "@repo/contracts/adminConsole/revisionEditorTexts";
import { lazyPage } from "@repo/ui/lazyPage";
import { Button } from "shell/Button";
import { useKeepToastsOff } from "shell/toast";
import type { RevisionView } from "../lib/revisionView.ts";
import { RevisionCompare } from "./RevisionCompare.tsx";
import { RevisionHistory } from "./RevisionHistory.tsx";

// The document (the @repo/call-sheet tree) loads when a revision is first opened, not with the editor.
const RevisionReadOnly = lazyPage(() => import("./RevisionReadOnly.tsx").then((module) => module.RevisionReadOnly));

// A drawer on the right, the whole width on a phone; wide enough for the document when it shows one.
// Not modal, like the Collaborators panel: the editor stays usable beside the history.
const Panel = styled.aside<{ $wide: boolean }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 30;
  width: ${({ $wide }) => ($wide ? "min(100vw, 1100px)" : "min(100vw, 560px)")};
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  @media print { display: none; }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 { flex: 1 1 12rem; margin: 0; font-size: 1.125rem; }
  h2:focus { outline: none; }
  a { font-weight: 600; color: ${({ theme }) => theme.colors.focus}; }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space(4)};
  @media (max-width: 480px) { padding: ${({ theme }) => theme.space(3)}; }
`;

const titleOf = (view: RevisionView) =>
  view.kind === "revision" ? TEXTS.readOnly(view.number) : view.kind === "compare" ? TEXTS.compareTitle(view.from, view.to) : TEXTS.historyTitle;

/**
 * The revisions view over the editor: the history, one revision read-only, or the changes between two.
 * A titled region with Close (Escape too); its heading takes the focus when what it shows changes.
 */
export function RevisionsPanel({ callSheetId, view, linkTo, onClose }: { callSheetId: number; view: RevisionView; linkTo: (view: RevisionView) => To; onClose: () => void }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const head = useRef<HTMLDivElement>(null);
  const title = titleOf(view);
  useEffect(() => heading.current?.focus(), [title]);
  useKeepToastsOff(head);
  let content: ReactNode;
  if (view.kind === "revision")
    content = (
      <Suspense fallback={<p role="status">{TEXTS.revisionLoading(view.number)}</p>}>
        <RevisionReadOnly callSheetId={callSheetId} number={view.number} />
      </Suspense>
    );
  else if (view.kind === "compare") content = <RevisionCompare callSheetId={callSheetId} from={view.from} to={view.to} linkTo={linkTo} />;
  else content = <RevisionHistory callSheetId={callSheetId} linkTo={linkTo} />;
  return (
    <Panel
      $wide={view.kind === "revision"}
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key === "Escape" && !event.defaultPrevented && !(event.target instanceof HTMLElement && event.target.closest("dialog"))) onClose();
      }}
    >
      <Head ref={head}>
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {view.kind === "history" ? null : <Link to={linkTo({ kind: "history" })}>{TEXTS.backToList}</Link>}
        <Button $variant="outline" onClick={onClose}>
          {TEXTS.close}
        </Button>
      </Head>
      <Body>{content}</Body>
    </Panel>
  );
}
