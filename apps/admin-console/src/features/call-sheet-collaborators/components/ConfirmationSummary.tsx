import { useId, useRef, useState } from "react";
import styled from "styled-components";
import { CONFIRMATION_PANEL_TEXTS as TEXTS } from "@repo/contracts/adminConsole/confirmationPanelTexts";
import { CONSOLE_SERVER_FALLBACK } from "@repo/contracts/adminConsole/serverMessages";
import type { RemindersQueued } from "@repo/contracts/sharing/confirmations";
import type { ShareList } from "@repo/contracts/sharing/schemas";
import { serverMessageIn } from "shell/apiClient";
import { Button } from "shell/Button";
import { Dialog, DialogActions } from "shell/Dialog";
import { toast } from "shell/toast";
import { useReminderActions } from "../api/confirmations.ts";
import { AutomaticReminder } from "./AutomaticReminder.tsx";

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 { margin: 0; font-size: 1rem; }
  [data-count] { margin: 0; font-size: 1.25rem; font-weight: 700; }
  [data-count] span { font-size: 0.875rem; font-weight: 600; color: ${({ theme }) => theme.colors.mutedText}; }
  [data-reason] { margin: ${({ theme }) => theme.space(1)} 0 0; font-size: 0.8125rem; color: ${({ theme }) => theme.colors.mutedText}; }
  [aria-disabled="true"] { opacity: 0.55; cursor: not-allowed; }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(2)};
  label { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space(2)}; min-height: 40px; font-weight: 600; }
  input[type="checkbox"] { width: 18px; height: 18px; margin: 0; accent-color: ${({ theme }) => theme.colors.primary}; }
`;

const twoDigits = (value: number) => String(value).padStart(2, "0");
/** 'HH:mm' on the producer's clock; `up` rounds a moment inside a minute up to the next (remind again *after* it). */
function clockTime(iso: string, up = false): string {
  const date = new Date(iso);
  if (up && date.getTime() % 60_000 !== 0) date.setTime(date.getTime() - (date.getTime() % 60_000) + 60_000);
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/**
 * What 'Remind' says: how many the server queued; that those pending were already reminded minutes ago
 * (at when, and when again) instead of 'nobody needed a reminder'; both when it queued some and left others out.
 */
export function reminderToast({ queued, alreadyReminded, lastRemindedAt, remindAgainAt }: RemindersQueued): { title: string; description?: string } {
  const already = alreadyReminded > 0 && lastRemindedAt ? TEXTS.reminderAlready(clockTime(lastRemindedAt), remindAgainAt ? clockTime(remindAgainAt, true) : null) : null;
  if (queued === 0) return { title: already ?? TEXTS.reminderNobody };
  return already ? { title: TEXTS.reminderQueued(queued), description: `${TEXTS.reminderSkippedRecent(alreadyReminded)} ${already}` } : { title: TEXTS.reminderQueued(queued) };
}

type Props = {
  callSheetId: number;
  summary: Pick<ShareList, "latestRevision" | "confirmed" | "total" | "automaticReminder">;
  /** Active collaborators who have not confirmed the latest revision, as the list shows them. */
  pending: number;
  /** Of those, the ones a reminder reaches (their invitation was delivered). */
  remindable: number;
  pendingOnly: boolean;
  onPendingOnlyChange: (pendingOnly: boolean) => void;
};

/**
 * Who has read the latest revision (issue 25), over the list: '12/15 confirmed REV 2', 'Pending only',
 * 'Send reminder' (asks first, naming how many; disabled with its reason when nobody is pending or nothing
 * is published) and the automatic reminder.
 */
export function ConfirmationSummary({ callSheetId, summary, pending, remindable, pendingOnly, onPendingOnlyChange }: Props) {
  const { sendReminder, setAutomaticReminder } = useReminderActions(callSheetId);
  const [asking, setAsking] = useState(false);
  const headingId = useId();
  const reasonId = useId();
  const revision = summary.latestRevision?.number ?? null;
  const reason =
    revision === null
      ? TEXTS.reminderDisabledNothingPublished
      : pending === 0
        ? TEXTS.reminderDisabledNobodyPending(revision)
        : remindable === 0
          ? TEXTS.reminderDisabledUndelivered
          : null;
  const skipped = pending - remindable;
  const busy = sendReminder.isPending;
  // Set at the first press, before React renders `busy`: a double click sent two POSTs (46 e-mails for 23 people).
  const sending = useRef(false);
  const remind = () => {
    if (busy || sending.current) return;
    sending.current = true;
    sendReminder.mutate(undefined, {
      onSuccess: (answer) => toast(reminderToast(answer)),
      onError: (error) =>
        toast({ variant: "destructive", title: TEXTS.reminderFailed, description: serverMessageIn("en", error, CONSOLE_SERVER_FALLBACK) ?? CONSOLE_SERVER_FALLBACK }),
      onSettled: () => {
        sending.current = false;
        setAsking(false);
      },
    });
  };

  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{TEXTS.region}</h3>
      {revision === null ? (
        <p data-reason="">{TEXTS.nothingPublished}</p>
      ) : (
        <p data-count="" aria-live="polite">
          {TEXTS.count(summary.confirmed, summary.total)} <span>{TEXTS.revision(revision)}</span>
        </p>
      )}
      <Controls>
        {revision !== null ? (
          <label>
            <input type="checkbox" checked={pendingOnly} onChange={(event) => onPendingOnlyChange(event.target.checked)} />
            {TEXTS.pendingOnlyCount(pending)}
          </label>
        ) : null}
        <Button
          $variant="outline"
          aria-disabled={reason !== null || busy}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => reason === null && !busy && setAsking(true)}
        >
          {TEXTS.sendReminder}
        </Button>
      </Controls>
      {reason && revision !== null ? (
        <p data-reason="" id={reasonId}>
          {reason}
        </p>
      ) : reason ? (
        // Nothing published: the line above says so; the button still needs its reason read out.
        <span id={reasonId} hidden>
          {reason}
        </span>
      ) : null}
      <AutomaticReminder callSheetId={callSheetId} reminder={summary.automaticReminder} latestRevision={summary.latestRevision} saving={setAutomaticReminder.isPending} onSave={setAutomaticReminder.mutateAsync} />
      <Dialog
        open={asking}
        onOpenChange={(open) => !open && setAsking(false)}
        title={TEXTS.reminderTitle}
        description={revision !== null ? `${TEXTS.reminderQuestion(remindable, revision)}${skipped > 0 ? ` ${TEXTS.reminderSkipsUndelivered(skipped)}` : ""}` : undefined}
      >
        <DialogActions>
          <Button $variant="outline" onClick={() => setAsking(false)}>
            {TEXTS.cancel}
          </Button>
          <Button aria-disabled={busy} onClick={remind}>
            {TEXTS.reminderConfirm(remindable)}
          </Button>
        </DialogActions>
      </Dialog>
    </Section>
  );
}
