import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import styled from "styled-components";
import type { CallSheetSectionId } from "@repo/contracts/callSheets/constants";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { ON_SET_TEXTS } from "@repo/contracts/sharing/onSetTexts";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { ApiError, Button, TextArea as BaseTextArea, FieldError, Label, toast } from "shell/portalKit";
import { invitationEndedOf } from "../../../lib/deadEnds.ts";
import { draftOf, returnDraft, saveDraft, settleDraft, subscribeDrafts } from "../../../offline/commentDrafts.ts";
import { newCommentKey, noLongerCommenter, useAddComment } from "../api/comments.ts";
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

const Count = styled.p<{ $over: boolean }>`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  text-align: right;
  font-size: 0.8125rem;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? theme.colors.destructive : theme.colors.mutedText)};
  &:empty { display: none; }
`;

// Heard, not seen; always there (a live region must exist before what it announces).
const Spoken = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
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

const MAX = SHARING_CONSTANTS.commentMaxChars;
/** The count shows from here (1,800 of 2,000): early enough to shorten a thought, not over every comment. */
const COUNT_FROM = MAX - 200;
/** A screen reader hears how many are left once the typing pauses this long, not at every key. */
const SPEAK_AFTER_MS = 1000;

/** The length as the API measures it (commentCreateSchema: NFC, trimmed, UTF-16 units), so the count and the API agree. */
const commentLength = (text: string) => text.normalize("NFC").trim().length;

/**
 * The comment box (spec §4, §5, §8): blank text is refused; success clears it and closes the panel. Written
 * without a network, or sent and never answered (docs/on-set.md), the comment is kept on this device
 * (lib/commentOutbox.ts) and the box is cleared: the panel lists it as 'Waiting to send' and the sheet sends
 * it when the network is back, after a reload too. A device that would not keep it leaves the text in the box.
 * The text is the section's draft (offline/commentDrafts.ts), not the box's own: the panel closed (Esc, a tap
 * outside to hide the keyboard) and opened again shows it, after a reload of the tab too. A text over the
 * limit (a long paste) stays whole and is refused with the limit under the field: the box has no maxLength,
 * which cut a paste silently and let the cut comment be sent. A waiting comment that could not be posted comes
 * back in the box (its draft, with why: said in the panel until dismissed or sent). The session ended while
 * the page was open (401): said so, the text kept, and the page shows the sign-in form (api/sessionEnded.ts);
 * signed in again as the same reader, the box holds it. The producer made the writer a viewer meanwhile (403):
 * said so in the panel, as for a waiting comment (NotSentNotices), the text kept to copy, and the page asks
 * the role again (useAddComment), so the box goes and the panel shows the text read-only.
 */
export function CommentForm({ callSheetId, sectionId, onDone }: Props) {
  // Whom the text is written as: the page's reader when its writing began, not when it is sent (another tab
  // may sign someone else in meanwhile; the server then refuses to post it as them, 409 otherReader). The
  // box opens on the page's reader's own draft; an emptied box begins again as whom the page reads as then.
  const [writtenAs, setWrittenAs] = useState(() => pageAuthor(callSheetId));
  const draft = useSyncExternalStore(
    subscribeDrafts,
    () => draftOf(callSheetId, sectionId, writtenAs),
    () => undefined,
  );
  const text = draft?.text ?? "";
  const add = useAddComment(callSheetId);
  // The answer to a press may come after the panel closed: it still settles the draft (and keeps an
  // unanswered comment to send later), but only a form still shown closes its panel.
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => void (shown.current = false);
  }, []);
  const fieldId = `comment-${sectionId}`;
  const countId = `${fieldId}-count`;
  const errorId = `${fieldId}-error`;
  const length = commentLength(text);
  const over = length > MAX;
  const [spoken, setSpoken] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSpoken(length >= COUNT_FROM && length <= MAX ? SHARE_PORTAL_TEXTS.commentCharsLeft(MAX - length) : ""), SPEAK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [length]);

  function change(value: string) {
    // The writing begins (an empty box): as whom the page reads as now; it goes on as whom it began as.
    const as = draft ? writtenAs : pageAuthor(callSheetId);
    if (as !== writtenAs) setWrittenAs(as);
    // A changed text is another comment: its key goes (one idempotency key per comment, every try of it).
    // Why it came back not sent stays said while it is mended, until dismissed or sent.
    saveDraft(callSheetId, sectionId, as, { text: value, idempotencyKey: null, ...(draft?.notSent !== undefined ? { notSent: draft.notSent } : {}) });
  }

  // Cancel is the one close that means 'not this comment': its draft goes (Esc, a tap outside and × keep it).
  function cancel() {
    saveDraft(callSheetId, sectionId, writtenAs, { text: "", idempotencyKey: null });
    onDone();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      toast({ title: SHARING_TEXTS.commentEmptyTitle, description: SHARING_TEXTS.commentEmpty, variant: "destructive" });
      return;
    }
    if (over) return; // said under the field
    const asAuthor = writtenAs;
    // Kept with the draft: a press again after a failure, or after the panel closed before the answer and
    // opened again, sends the same comment, which the server writes once.
    const idempotencyKey = draft?.idempotencyKey ?? newCommentKey();
    saveDraft(callSheetId, sectionId, asAuthor, { ...draft, text, idempotencyKey });
    const settle = () => settleDraft(callSheetId, sectionId, asAuthor, idempotencyKey);
    const keep = async () => {
      if (await keepComment(callSheetId, sectionId, text, idempotencyKey, asAuthor)) settle();
      else toast({ title: ON_SET_TEXTS.notKeptTitle, description: ON_SET_TEXTS.notKept, variant: "destructive" });
    };
    if (isOffline()) {
      void keep();
      return;
    }
    // The outcome on the promise, not in mutate's callbacks: those run only while the form is mounted, and
    // a panel closed before the answer (a tap on the sheet) would lose an unanswered comment silently.
    void add.mutateAsync({ sectionId, text, idempotencyKey, asAuthor }).then(
      () => {
        toast({ title: SHARING_TEXTS.commentAddedTitle, description: SHARING_TEXTS.commentAdded });
        settle();
        if (shown.current) onDone();
      },
      (error: unknown) => {
        // An ended invitation is no failure to try again: the page shows the ended screen instead.
        if (invitationEndedOf(error)) return;
        // No answer (the network went on the way): kept and sent later rather than lost.
        if (error instanceof ApiError && error.status === 0) {
          void keep();
          return;
        }
        // The session ended meanwhile: not a refusal to try again here. The text stays (its draft, for the same
        // reader's next sign-in) and the page shows the sign-in form (useAddComment asks check-auth again).
        if (error instanceof ApiError && error.status === 401) {
          toast({ title: ON_SET_TEXTS.sessionEndedTitle, description: ON_SET_TEXTS.sessionEnded, variant: "destructive" });
          return;
        }
        // No longer a commenter: the text stays, as a text that came back not sent (said in the panel until
        // dismissed; to copy once the box goes with the role, which the page asks again: useAddComment).
        if (noLongerCommenter(error)) {
          returnDraft(callSheetId, sectionId, asAuthor, text, ON_SET_TEXTS.noLongerCommenter);
          return;
        }
        // Refused: the text stays, in the box and in its draft.
        toast({ title: SHARING_TEXTS.commentFailedTitle, description: refusalOf(error) ?? SHARING_TEXTS.commentFailed, variant: "destructive" });
      },
    );
  }

  return (
    <form onSubmit={submit}>
      <Label htmlFor={fieldId}>{SHARE_PORTAL_TEXTS.commentLabel}</Label>
      <TextArea
        id={fieldId}
        value={text}
        placeholder={SHARING_TEXTS.commentPlaceholder}
        aria-invalid={over || undefined}
        aria-describedby={over ? `${countId} ${errorId}` : countId}
        onChange={(event) => change(event.target.value)}
      />
      <Count id={countId} $over={over}>
        {length >= COUNT_FROM ? SHARE_PORTAL_TEXTS.commentLength(length, MAX) : null}
      </Count>
      {over ? <FieldError id={errorId}>{SHARE_PORTAL_TEXTS.commentTooLong(MAX)}</FieldError> : null}
      <Spoken aria-live="polite">{spoken}</Spoken>
      <Actions>
        <Button $variant="outline" onClick={cancel}>
          {SHARING_TEXTS.cancel}
        </Button>
        <Button type="submit" disabled={!text.trim() || over || add.isPending}>
          {add.isPending ? SHARING_TEXTS.submitting : SHARING_TEXTS.addComment}
        </Button>
      </Actions>
    </form>
  );
}
