import { useRef, useState, type FormEvent } from "react";
import styled from "styled-components";
import type { CallSheetSectionId } from "@repo/contracts/callSheets/constants";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { ON_SET_TEXTS } from "@repo/contracts/sharing/onSetTexts";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { ApiError, Button, TextArea as BaseTextArea, Label, toast } from "shell/portalKit";
import { invitationEndedOf } from "../../../lib/deadEnds.ts";
import { newCommentKey, useAddComment } from "../api/comments.ts";
import { keepComment, pageAuthor } from "../lib/commentOutbox.ts";
import { isOffline } from "../lib/isOffline.ts";

const TextArea = styled(BaseTextArea)`
  min-height: ${SHARING_CONSTANTS.commentMinHeightPx}px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

/**
 * The server's own words when it refused the comment for a reason trying again at once will not change: too
 * many a minute (429, with when to try again), the sheet is full (409), or the text itself (400).
 */
function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || ![400, 409, 429].includes(error.status)) return undefined;
  return error.serverMessage;
}

type Props = { callSheetId: string; sectionId: CallSheetSectionId; onDone: () => void };

/**
 * The comment box (spec §4, §5, §8): blank text is refused; success clears it and closes the panel. Written
 * without a network, or sent and never answered (docs/on-set.md), the comment is kept on this device
 * (lib/commentOutbox.ts) and the box is cleared: the panel lists it as 'Waiting to send' and the sheet sends
 * it when the network is back, after a reload too. A device that would not keep it leaves the text in the box.
 */
export function CommentForm({ callSheetId, sectionId, onDone }: Props) {
  const [text, setText] = useState("");
  // One idempotency key per comment: every try of this text carries it (a press again after a failure, the
  // outbox after an unanswered try), so the server writes it once; a changed text is another comment.
  const key = useRef<string | null>(null);
  // Whom the text is written as: the page's reader when its writing began, not when it is sent (another tab
  // may sign someone else in meanwhile; the server then refuses to post it as them, 409 otherReader).
  const writtenAs = useRef<string | undefined>(undefined);
  const add = useAddComment(callSheetId);
  const clear = () => {
    setText("");
    key.current = null;
    writtenAs.current = undefined;
  };
  const fieldId = `comment-${sectionId}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      toast({ title: SHARING_TEXTS.commentEmptyTitle, description: SHARING_TEXTS.commentEmpty, variant: "destructive" });
      return;
    }
    const idempotencyKey = (key.current ??= newCommentKey());
    const asAuthor = (writtenAs.current ??= pageAuthor(callSheetId));
    const keep = async () => {
      if (await keepComment(callSheetId, sectionId, text, idempotencyKey, asAuthor)) clear();
      else toast({ title: ON_SET_TEXTS.notKeptTitle, description: ON_SET_TEXTS.notKept, variant: "destructive" });
    };
    if (isOffline()) {
      void keep();
      return;
    }
    add.mutate(
      { sectionId, text, idempotencyKey, asAuthor },
      {
        onSuccess: () => {
          toast({ title: SHARING_TEXTS.commentAddedTitle, description: SHARING_TEXTS.commentAdded });
          clear();
          onDone();
        },
        onError: (error) => {
          // An ended invitation is no failure to try again: the page shows the ended screen instead.
          if (invitationEndedOf(error)) return;
          // No answer (the network went on the way): kept and sent later rather than lost.
          if (error instanceof ApiError && error.status === 0) {
            void keep();
            return;
          }
          toast({ title: SHARING_TEXTS.commentFailedTitle, description: refusalOf(error) ?? SHARING_TEXTS.commentFailed, variant: "destructive" });
        },
      },
    );
  }

  return (
    <form onSubmit={submit}>
      <Label htmlFor={fieldId}>{SHARE_PORTAL_TEXTS.commentLabel}</Label>
      <TextArea
        id={fieldId}
        value={text}
        maxLength={SHARING_CONSTANTS.commentMaxChars}
        placeholder={SHARING_TEXTS.commentPlaceholder}
        onChange={(event) => {
          setText(event.target.value);
          key.current = null;
          if (event.target.value === "") writtenAs.current = undefined;
          else writtenAs.current ??= pageAuthor(callSheetId);
        }}
      />
      <Actions>
        <Button $variant="outline" onClick={onDone}>
          {SHARING_TEXTS.cancel}
        </Button>
        <Button type="submit" disabled={!text.trim() || add.isPending}>
          {add.isPending ? SHARING_TEXTS.submitting : SHARING_TEXTS.addComment}
        </Button>
      </Actions>
    </form>
  );
}
