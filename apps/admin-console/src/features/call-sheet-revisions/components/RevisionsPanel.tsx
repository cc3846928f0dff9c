import { Suspense, type ReactNode } from "react";
import { Link, type To } from "react-router-dom";
import { REVISION_EDITOR_TEXTS as TEXTS } from "@repo/contracts/adminConsole/revisionEditorTexts";
import { lazyPage } from "@repo/ui/lazyPage";
import { SidePanel } from "../../../components/SidePanel.tsx";
import type { RevisionView } from "../lib/revisionView.ts";
import { RevisionCompare } from "./RevisionCompare.tsx";
import { RevisionHistory } from "./RevisionHistory.tsx";

// The document (the @repo/call-sheet tree) loads when a revision is first opened, not with the editor.
const RevisionReadOnly = lazyPage(() => import("./RevisionReadOnly.tsx").then((module) => module.RevisionReadOnly));

const titleOf = (view: RevisionView) =>
  view.kind === "revision" ? TEXTS.readOnly(view.number) : view.kind === "compare" ? TEXTS.compareTitle(view.from, view.to) : TEXTS.historyTitle;

/**
 * The revisions view over the editor, not modal like the Collaborators panel (the editor stays usable beside
 * it): the history, one revision read-only, or the changes between two.
 */
export function RevisionsPanel({ callSheetId, view, linkTo, onClose }: { callSheetId: number; view: RevisionView; linkTo: (view: RevisionView) => To; onClose: () => void }) {
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
    <SidePanel
      title={titleOf(view)}
      onClose={onClose}
      closeLabel={TEXTS.close}
      // Wide enough for the document when it shows one.
      width={view.kind === "revision" ? 1100 : 560}
      headActions={view.kind === "history" ? null : <Link to={linkTo({ kind: "history" })}>{TEXTS.backToList}</Link>}
    >
      {content}
    </SidePanel>
  );
}
