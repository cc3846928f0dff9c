import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import styled from "styled-components";
import { REVISION_EDITOR_TEXTS as TEXTS } from "@repo/contracts/adminConsole/revisionEditorTexts";
import { CONSOLE_SERVER_FALLBACK } from "@repo/contracts/adminConsole/serverMessages";
import { DASHBOARD } from "@repo/contracts/adminConsole/texts";
import { REVISION_NOTE_MAX_CHARS } from "@repo/contracts/callSheets/revisionConstants";
import { revisionPublishSchema, type RevisionPublished } from "@repo/contracts/callSheets/schemas/revisions";
import { ApiError, serverMessageIn } from "shell/apiClient";
import { Button } from "shell/Button";
import { Dialog, DialogActions } from "shell/Dialog";
import { errorProps } from "shell/Field";
import { FieldError, Label, TextArea } from "shell/Input";
import { type PublishRecipients, usePublishRevision, useRecipientsQuery } from "../api/revisions.ts";

const Recipients = styled.div`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.9375rem;
  p { color: ${({ theme }) => theme.colors.text}; }
  ul { margin: ${({ theme }) => theme.space(2)} 0 0; padding-left: ${({ theme }) => theme.space(5)}; max-height: 8.5rem; overflow-y: auto; }
  li { overflow-wrap: anywhere; }
`;

const Unchanged = styled.p`
  && {
    margin: ${({ theme }) => theme.space(4)} 0 0;
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid #f59e0b;
    background: #fffbeb;
    color: #78350f;
    font-size: 0.9375rem;
  }
`;

/** Kept focusable (its reason is read with it) while it cannot publish yet. */
const PublishButton = styled(Button)`
  &[aria-disabled="true"] { opacity: 0.55; cursor: not-allowed; }
`;

const Count = styled.p<{ $over: boolean }>`
  && { margin-top: ${({ theme }) => theme.space(1)}; font-size: 0.8125rem; text-align: right; color: ${({ theme, $over }) => ($over ? theme.colors.destructive : theme.colors.mutedText)}; }
`;

function EmailList({ label, emails }: { label: string; emails: string[] }) {
  return (
    <ul aria-label={label}>
      {emails.map((email) => (
        <li key={email}>{email}</li>
      ))}
    </ul>
  );
}

/** Who is e-mailed, and apart from them those the API skips (their invitation never arrived). */
function RecipientLists({ notified, undelivered }: PublishRecipients) {
  if (notified.length === 0 && undelivered.length === 0) return <p>{TEXTS.noRecipients}</p>;
  const told = undelivered.length ? TEXTS.someRecipients(notified.length, notified.length + undelivered.length) : TEXTS.recipients(notified.length);
  return (
    <>
      {notified.length ? (
        <>
          <p>{told}</p>
          <EmailList label={told} emails={notified} />
        </>
      ) : null}
      {undelivered.length ? (
        <>
          <p>{TEXTS.undelivered(undelivered.length)}</p>
          <EmailList label={TEXTS.undelivered(undelivered.length)} emails={undelivered} />
        </>
      ) : null}
    </>
  );
}

/**
 * The API's refusal of the note (a 400 names the field `note`); a 409's words as they are (a newer revision
 * was published meanwhile, or nothing changed since the latest: nothing was published); else its message.
 */
function refusal(error: unknown): { note?: string; other?: string } {
  const message = serverMessageIn("en", error, CONSOLE_SERVER_FALLBACK) ?? (error instanceof Error ? error.message : String(error));
  if (error instanceof ApiError && error.status === 409) return { other: message };
  if (error instanceof ApiError && error.status === 400) {
    try {
      const body = JSON.parse(error.body) as { errors?: { path?: unknown; message?: unknown }[] };
      const note = body.errors?.find((entry) => entry.path === "note");
      if (typeof note?.message === "string") return { note: note.message };
    } catch {
      // not JSON: the message below
    }
    return { note: message };
  }
  return { other: TEXTS.failed(message) };
}

/**
 * Which revision a publish follows, as the revisions list says: read (its latest, null: none published yet),
 * still loading, or failed (its message and a way to read it again). Only a read list lets the dialog publish.
 */
export type PublishAfter = { state: "ready"; latest: number | null } | { state: "loading" } | { state: "failed"; message: string; retry: () => void };

/**
 * 'Publish revision': the sheet as it is now becomes revision `next` (published after the latest revision
 * this screen knows, `after`: a 409 when another tab or producer published since), with an optional note.
 * Until the revisions list is read it does not publish and says why (loading, or the failure with a retry):
 * a publish naming no revision on a sheet that has one would only be refused. Says who is
 * e-mailed (the sheet's active collaborators whose invitation arrived or is on its way; apart, those whose
 * invitation never arrived, whom it does not tell) and, when nothing changed since the latest revision, that there is nothing to publish; saves what is on screen first (`beforePublish`: false when
 * that failed, which it has already said), then posts. The note is checked with the API's own schema, and
 * the API's refusal is shown under it; anything else stays in the dialog, which stays open.
 */
export function PublishRevisionDialog({
  callSheetId,
  after,
  unchangedSince = null,
  open,
  onOpenChange,
  beforePublish,
  onPublished,
}: {
  callSheetId: number;
  after: PublishAfter;
  /** The latest revision's number when the sheet has not changed since it (null: it has, or unknown). */
  unchangedSince?: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  beforePublish: () => boolean | Promise<boolean>;
  onPublished: (published: RevisionPublished) => void;
}) {
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | undefined>();
  const [otherError, setOtherError] = useState<string | undefined>();
  const [busy, setBusy] = useState<"saving" | "publishing" | null>(null);
  const recipients = useRecipientsQuery(callSheetId, open);
  const publish = usePublishRevision(callSheetId);
  const noteId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const reasonId = `${noteId}-not-yet`;
  // The number this publish would get; null until the list is read.
  const next = after.state === "ready" ? (after.latest ?? 0) + 1 : null;

  // The dialog opens on its note (the kit's Dialog has shown itself by now: its effect runs before this one).
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);
  // Closed (Cancel, Escape, published): the next opening starts without the last one's messages.
  const change = (next: boolean) => {
    if (!next) {
      setNoteError(undefined);
      setOtherError(undefined);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || after.state !== "ready") return;
    const checked = revisionPublishSchema.safeParse({ note, afterRevision: after.latest });
    if (!checked.success) {
      setNoteError(checked.error.issues[0]?.message);
      field.current?.focus();
      return;
    }
    setNoteError(undefined);
    setOtherError(undefined);
    try {
      setBusy("saving");
      if (!(await beforePublish())) return;
      setBusy("publishing");
      const published = await publish.mutateAsync(checked.data);
      setNote("");
      change(false);
      onPublished(published);
    } catch (error) {
      const { note: refused, other } = refusal(error);
      setNoteError(refused);
      setOtherError(other);
      if (refused) field.current?.focus();
    } finally {
      setBusy(null);
    }
  };

  // Counted as the schema's maxLength counts: code points (an emoji is one, not two UTF-16 units).
  const length = Array.from(note).length;
  const over = length > REVISION_NOTE_MAX_CHARS;
  const countId = `${noteId}-count`;
  return (
    <Dialog open={open} onOpenChange={change} title={next === null ? TEXTS.publish : TEXTS.dialogTitle(next)} description={next === null ? undefined : TEXTS.dialogIntro(next)}>
      {unchangedSince !== null ? <Unchanged role="note">{TEXTS.unchangedSince(unchangedSince)}</Unchanged> : null}
      <Recipients aria-live="polite">
        {recipients.isPending ? (
          <p>{TEXTS.recipientsLoading}</p>
        ) : recipients.isError ? (
          <p>{TEXTS.recipientsFailed}</p>
        ) : (
          <RecipientLists {...recipients.data} />
        )}
      </Recipients>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Label htmlFor={noteId}>{TEXTS.noteLabel}</Label>
        <TextArea
          id={noteId}
          ref={field}
          value={note}
          placeholder={TEXTS.notePlaceholder}
          onChange={(event) => {
            setNote(event.target.value);
            if (noteError) setNoteError(undefined);
          }}
          disabled={busy !== null}
          {...errorProps(noteId, noteError)}
          aria-describedby={[noteError ? `${noteId}-error` : null, countId].filter(Boolean).join(" ")}
        />
        <Count id={countId} $over={over}>
          {TEXTS.noteCount(length, REVISION_NOTE_MAX_CHARS)}
        </Count>
        {noteError ? <FieldError id={`${noteId}-error`}>{noteError}</FieldError> : null}
        {otherError ? <FieldError>{otherError}</FieldError> : null}
        {after.state === "loading" ? (
          <p id={reasonId} aria-live="polite">
            {TEXTS.loading}
          </p>
        ) : after.state === "failed" ? (
          <div id={reasonId} role="alert">
            <p>{TEXTS.loadFailed(after.message)}</p>
            <Button $variant="outline" onClick={after.retry}>
              {DASHBOARD.retry}
            </Button>
          </div>
        ) : null}
        <DialogActions>
          <Button $variant="outline" onClick={() => change(false)} disabled={busy !== null}>
            {TEXTS.cancel}
          </Button>
          <PublishButton
            type="submit"
            $variant="primary"
            aria-busy={busy !== null}
            aria-disabled={next === null ? true : undefined}
            aria-describedby={next === null ? reasonId : undefined}
          >
            {busy === "saving" ? TEXTS.savingFirst : busy === "publishing" ? TEXTS.publishing : next === null ? TEXTS.publish : TEXTS.dialogTitle(next)}
          </PublishButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
