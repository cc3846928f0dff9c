import { useSyncExternalStore } from "react";
import styled from "styled-components";
import type { CallSheetSectionId } from "@repo/contracts/callSheets/constants";
import { SECTION_TITLES } from "@repo/contracts/callSheets/texts/document";
import { ON_SET_TEXTS } from "@repo/contracts/sharing/onSetTexts";
import { Button, Label, TextArea } from "shell/portalKit";
import { dismissNotSent, draftOf, type NotSentDraft, notSentOf, saveDraft, subscribeDrafts } from "../../../offline/commentDrafts.ts";

/**
 * Comments that waited on this device and could not be posted (refused for their text, the sheet full, the
 * writer a viewer now): their text is back in their section's box (offline/commentDrafts.ts returnDraft),
 * and these say so, with why, in the page's notice and in an open panel, until dismissed or the box is sent.
 * Not a toast: a toast lasts 5 s and the next one ('Comment added') replaces it, with the phone in a pocket.
 */

const NONE: readonly NotSentDraft[] = [];

/** The sheet's drafts of `reader` that came back not sent. */
export function useNotSentDrafts(callSheetId: string, reader: string): readonly NotSentDraft[] {
  return useSyncExternalStore(
    subscribeDrafts,
    () => notSentOf(callSheetId, reader),
    () => NONE,
  );
}

const sectionTitle = (sectionId: string) => SECTION_TITLES[sectionId as CallSheetSectionId] ?? sectionId;

/** `$raised`: over the page (the fixed notice), not in a panel's flow. */
export const NotSentBox = styled.div<{ $raised?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.destructive};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;
  box-shadow: ${({ theme, $raised }) => ($raised ? theme.shadows.card : "none")};
  p { margin: 0; overflow-wrap: anywhere; }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The notices' lines, laid out by the box around them (its grid and gap). */
const Group = styled.div`
  display: contents;
`;

const Small = styled(Button)`
  min-height: 32px;
`;

type Props = { callSheetId: string; reader: string; canComment: boolean; drafts: readonly NotSentDraft[] };

/**
 * Where the keyboard goes when a Dismiss removes itself (focus on a removed button falls to the page's
 * start): the next notice's Dismiss, else the previous one's, else the open panel's comment box.
 */
function focusAfterDismiss(button: HTMLElement): void {
  const buttons = [...(button.closest("[data-not-sent]")?.querySelectorAll<HTMLElement>("button") ?? [])];
  const index = buttons.indexOf(button);
  const next = buttons[index + 1] ?? buttons[index - 1] ?? button.closest("section")?.querySelector<HTMLElement>("textarea:not([readonly])") ?? null;
  requestAnimationFrame(() => {
    if (next?.isConnected) next.focus();
  });
}

/** One line per section: 'Not sent: {why}. Your text is back in the comment box of {section}.', with Dismiss. */
export function NotSentNotices({ callSheetId, reader, canComment, drafts }: Props) {
  return (
    <Group data-not-sent="">
      {drafts.map((draft) => {
        const section = sectionTitle(draft.sectionId);
        return (
          <Line key={draft.sectionId}>
            <p>{(canComment ? ON_SET_TEXTS.notSent : ON_SET_TEXTS.notSentToCopy)(draft.notSent, section)}</p>
            <Small
              $variant="outline"
              aria-label={ON_SET_TEXTS.dismissNotSent(section)}
              onClick={(event) => {
                focusAfterDismiss(event.currentTarget);
                dismissNotSent(callSheetId, draft.sectionId, reader);
              }}
            >
              {ON_SET_TEXTS.dismiss}
            </Small>
          </Line>
        );
      })}
    </Group>
  );
}

/**
 * A reader who may not comment (a viewer now) has no comment box: the text of theirs kept for the section
 * (one that came back not sent, or one being written when the role changed) is shown read-only, to copy,
 * until they let it go.
 */
export function NotSentTextToCopy({ callSheetId, sectionId, reader }: { callSheetId: string; sectionId: CallSheetSectionId; reader: string }) {
  const draft = useSyncExternalStore(
    subscribeDrafts,
    () => draftOf(callSheetId, sectionId, reader),
    () => undefined,
  );
  if (!draft?.text) return null;
  const id = `not-sent-${sectionId}`;
  return (
    <div>
      <Label htmlFor={id}>{ON_SET_TEXTS.notSentText(SECTION_TITLES[sectionId])}</Label>
      <TextArea id={id} readOnly value={draft.text} onFocus={(event) => event.currentTarget.select()} />
      <Small $variant="outline" onClick={() => saveDraft(callSheetId, sectionId, reader, { text: "", idempotencyKey: null })}>
        {ON_SET_TEXTS.discardNotSent}
      </Small>
    </div>
  );
}
