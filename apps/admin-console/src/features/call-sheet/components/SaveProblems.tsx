import styled from "styled-components";
import { EDITOR_TEXTS } from "@repo/contracts/callSheetEditor";
import { SAVE_STATE_TEXTS } from "@repo/contracts/callSheetEditorTexts";
import { Button } from "shell/Button";
import type { EditorStore, EditorSnapshot } from "../lib/editorStore.ts";
import { sectionNames } from "../lib/useCallSheetEditor.ts";

const Banner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Problem = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.destructive};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  p { margin: 0; flex: 1 1 16rem; }
`;

/**
 * The edits the server does not have, each with its way out: a failed save can be sent again; a section
 * changed elsewhere can be reloaded (their version) or kept (ours, saved over theirs). Stays until solved,
 * unlike the toast that first told about it.
 */
export function SaveProblems({ snapshot, store }: { snapshot: EditorSnapshot; store: EditorStore }) {
  if (!snapshot.failures.length && !snapshot.conflicts.length) return null;
  return (
    <Banner role="alert">
      {snapshot.conflicts.map((conflict) => (
        <Problem key={`conflict-${conflict.key}`}>
          <p>
            <strong>{EDITOR_TEXTS.conflictTitle}: </strong>
            {SAVE_STATE_TEXTS.conflictSection(sectionNames(conflict.fields))}
          </p>
          <Button onClick={() => void store.reload(conflict.key)}>{SAVE_STATE_TEXTS.reloadSection}</Button>
          <Button $variant="outline" onClick={() => void store.keepMine(conflict.key)}>
            {SAVE_STATE_TEXTS.keepMine}
          </Button>
        </Problem>
      ))}
      {snapshot.failures.map((failure) => (
        <Problem key={`failure-${failure.key}`}>
          <p>{SAVE_STATE_TEXTS.failedSection(sectionNames(failure.fields), EDITOR_TEXTS.updateFailed(failure.message))}</p>
          <Button onClick={() => void store.retry(failure.key)}>{SAVE_STATE_TEXTS.retry}</Button>
        </Problem>
      ))}
    </Banner>
  );
}
