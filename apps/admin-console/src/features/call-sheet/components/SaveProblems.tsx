import { Fragment } from "react";
import styled from "styled-components";
import { EDITOR_TRUST_TEXTS as TRUST } from "@repo/contracts/adminConsole/editorTrustTexts";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { EDITOR_TEXTS, SAVE_STATE_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { Button } from "shell/Button";
import { conflictPreview } from "../lib/conflictPreview.ts";
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

/** The user's refused version, field by field, under the conflict's line (the section shows the stored one). */
const Mine = styled.dl`
  flex-basis: 100%;
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  font-size: 0.875rem;
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; color: ${({ theme }) => theme.colors.mutedText}; }
`;

/**
 * The edits the server does not have, each with its way out: a failed save can be sent again; a section
 * changed elsewhere shows the stored version in its card, and here the user's refused version, which can
 * be kept (saved over theirs) or dropped ('Reload section'). Stays until solved, unlike the toast that
 * first told about it.
 */
export function SaveProblems({ snapshot, store }: { snapshot: EditorSnapshot; store: EditorStore }) {
  if (!snapshot.failures.length && !snapshot.conflicts.length) return null;
  return (
    <Banner role="alert">
      {snapshot.conflicts.map((conflict) => (
        <Problem key={`conflict-${conflict.key}`}>
          <p>
            <strong>{EDITOR_TEXTS.conflictTitle}: </strong>
            {TRUST.conflictShown(sectionNames(conflict.fields))}
          </p>
          <Mine aria-label={TRUST.yourVersion}>
            {conflictPreview(conflict.fields, { ...conflict.current, ...conflict.mine } as CallSheet).map(({ field, label, value }) => (
              <Fragment key={field}>
                <dt>{TRUST.yourValue(label)}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </Mine>
          <Button $variant="outline" onClick={() => void store.reload(conflict.key)}>
            {TRUST.dropMine}
          </Button>
          <Button onClick={() => void store.keepMine(conflict.key)}>{SAVE_STATE_TEXTS.keepMine}</Button>
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
