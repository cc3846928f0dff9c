import styled from "styled-components";
import { EDITOR_TEXTS, SAVE_STATE_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import type { EditorSnapshot } from "../lib/editorStore.ts";

const Status = styled.div<{ $tone: "ok" | "busy" | "bad" }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === "bad" ? theme.colors.destructive : $tone === "ok" ? theme.colors.success : theme.colors.mutedText)};
  &::before { content: ""; width: 8px; height: 8px; border-radius: 50%; background: currentColor; flex: none; }
`;

const Retry = styled.button`
  font: inherit;
  color: inherit;
  background: none;
  border: 0;
  padding: 2px 4px;
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * Where the producer looks to know nothing was lost: saving, all saved, or what went wrong, with the
 * way out (Retry). A live region, so a screen reader hears it change. `draftUnsaved`: the scene agenda
 * holds a draft, which waits for 'Save Changes', not for a field to be left.
 */
export function SaveStatus({ snapshot, draftUnsaved, onRetry }: { snapshot: EditorSnapshot; draftUnsaved: boolean; onRetry: () => void }) {
  if (snapshot.failures.length)
    return (
      <Status $tone="bad" role="status">
        {SAVE_STATE_TEXTS.failed} —<Retry onClick={onRetry}>{SAVE_STATE_TEXTS.retry}</Retry>
      </Status>
    );
  if (snapshot.conflicts.length)
    return (
      <Status $tone="bad" role="status">
        {SAVE_STATE_TEXTS.conflict}
      </Status>
    );
  const text =
    snapshot.pending.size > 0 ? SAVE_STATE_TEXTS.saving : draftUnsaved ? EDITOR_TEXTS.unsavedChanges : snapshot.unsaved ? SAVE_STATE_TEXTS.editing : SAVE_STATE_TEXTS.saved;
  return (
    <Status $tone={text === SAVE_STATE_TEXTS.saved ? "ok" : "busy"} role="status">
      {text}
    </Status>
  );
}
