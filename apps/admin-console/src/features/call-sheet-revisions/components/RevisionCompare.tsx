import { useNavigate, type To } from "react-router-dom";
import { REVISION_EDITOR_TEXTS as TEXTS } from "@repo/contracts/adminConsole/revisionEditorTexts";
import { CONSOLE_SERVER_FALLBACK } from "@repo/contracts/adminConsole/serverMessages";
import { serverMessageIn } from "shell/apiClient";
import { useRevisionChangesQuery, useRevisionsQuery } from "../api/revisions.ts";
import type { RevisionView } from "../lib/revisionView.ts";
import { ChangesBySection } from "./ChangesBySection.tsx";
import { ComparePicker } from "./ComparePicker.tsx";

/**
 * What changed from REV `from` to REV `to` (`GET .../revisions/{to}/changes?from={from}`), grouped by
 * section. The pickers change the address, so the comparison is a link like the others.
 */
export function RevisionCompare({ callSheetId, from, to, linkTo }: { callSheetId: number; from: number; to: number; linkTo: (view: RevisionView) => To }) {
  const navigate = useNavigate();
  const revisions = useRevisionsQuery(callSheetId);
  const changes = useRevisionChangesQuery(callSheetId, from, to);
  const numbers = revisions.data?.map((revision) => revision.number) ?? [];
  return (
    <>
      {numbers.length > 1 ? (
        <ComparePicker
          numbers={numbers}
          from={from}
          to={to}
          onChange={(picked) => navigate(linkTo({ kind: "compare", ...picked }), { replace: true })}
          onCompare={() => void changes.refetch()}
        />
      ) : null}
      {changes.isPending ? (
        <p role="status">{TEXTS.changesLoading}</p>
      ) : changes.isError ? (
        <p role="alert">{TEXTS.loadFailed(serverMessageIn("en", changes.error, CONSOLE_SERVER_FALLBACK) ?? changes.error.message)}</p>
      ) : from === to ? (
        <p>{TEXTS.sameRevision}</p>
      ) : changes.data.changes.length === 0 ? (
        <p>{TEXTS.noChanges}</p>
      ) : (
        <section aria-label={TEXTS.compareTitle(from, to)}>
          <p role="status">{TEXTS.changesCount(changes.data.changes.length)}</p>
          <ChangesBySection changes={changes.data.changes} />
        </section>
      )}
    </>
  );
}
