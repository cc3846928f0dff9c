import { useId, useState } from "react";
import styled from "styled-components";
import { CONFIRMATION_PANEL_TEXTS as TEXTS } from "@repo/contracts/adminConsole/confirmationPanelTexts";
import { CONSOLE_SERVER_FALLBACK } from "@repo/contracts/adminConsole/serverMessages";
import { type AutomaticReminderRequest, automaticReminderRequestSchema, CONFIRMATION_MESSAGES, type ConfirmationSummary } from "@repo/contracts/sharing/confirmations";
import { serverMessage, serverMessageIn } from "shell/apiClient";
import { Button } from "shell/Button";
import { FieldError, Input } from "shell/Input";
import { toast } from "shell/toast";
import { useShootTimeZone } from "../api/confirmations.ts";
import { formatWhen, producerOffsetZone, producerTimeZone } from "../lib/confirmations.ts";

type Reminder = ConfirmationSummary["automaticReminder"];

const Fieldset = styled.fieldset`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: ${({ theme }) => theme.space(3)} 0 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  legend { padding: 0; font-weight: 600; }
  p { margin: ${({ theme }) => theme.space(1)} 0 0; font-size: 0.875rem; }
  [data-hint] { color: ${({ theme }) => theme.colors.mutedText}; font-size: 0.8125rem; }
  label { display: block; margin-top: ${({ theme }) => theme.space(2)}; font-size: 0.875rem; }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(1)};
  input { width: 7em; }
`;

type LatestRevision = ConfirmationSummary["latestRevision"];

/**
 * The reminder's state in words, as the API keeps it (services/api commands/reminders.ts): off; when it
 * sends, counted from the latest PUBLISHED revision's call time (the draft's never moves it); that it was
 * sent, and for which revision (sent before the latest was published: that publish did not arm it again);
 * or that it waits for a published revision with a date and a call time.
 */
export function automaticReminderLine(reminder: Reminder, latest: LatestRevision, timeZone: string | null): string {
  if (reminder.sentAt) {
    const when = formatWhen(reminder.sentAt, timeZone);
    return latest && Date.parse(reminder.sentAt) < Date.parse(latest.publishedAt)
      ? TEXTS.automaticSentBefore(when, latest.number, reminder.remindedCount)
      : TEXTS.automaticSent(when, latest?.number ?? null, reminder.remindedCount);
  }
  if (reminder.hoursBefore === null) return TEXTS.automaticOff;
  // A due time exists only once a revision is published (the API counts from it).
  if (reminder.dueAt && latest) {
    return callPassed(reminder) ? TEXTS.automaticCallPassed(latest.number) : TEXTS.automaticDue(formatWhen(reminder.dueAt, timeZone), reminder.hoursBefore, latest.number);
  }
  return TEXTS.automaticWaiting(reminder.hoursBefore);
}

/**
 * Whether the call it reminds of has begun (due time plus the hours): the API queues nothing then
 * (services/api commands/reminders.ts callPassed); not sent, it will not be.
 */
const callPassed = (reminder: Reminder, now = Date.now()) => reminder.dueAt !== null && reminder.hoursBefore !== null && Date.parse(reminder.dueAt) + reminder.hoursBefore * 3_600_000 <= now;

/** The toast after a save, from the API's answer: off, sends at, already sent or the call passed (nothing queued), or waiting for a published call time. */
function savedToast(saved: Reminder, timeZone: string | null): string {
  if (saved.hoursBefore === null) return TEXTS.automaticSavedOff;
  if (saved.sentAt) return TEXTS.automaticSavedSent(formatWhen(saved.sentAt, timeZone));
  if (callPassed(saved)) return TEXTS.automaticSavedCallPassed;
  if (saved.dueAt) return TEXTS.automaticSavedDue(formatWhen(saved.dueAt, timeZone));
  return TEXTS.automaticSavedWaiting(saved.hoursBefore);
}

type Props = { callSheetId: number; reminder: Reminder; latestRevision: LatestRevision; saving: boolean; onSave: (body: AutomaticReminderRequest) => Promise<Reminder> };

/**
 * The automatic reminder (off by default): N hours before the call time (1..168), once, to those pending.
 * The contract's schema checks the hours before anything is sent, with the API's own message; whatever
 * the API refuses is said under the field too.
 */
export function AutomaticReminder({ callSheetId, reminder, latestRevision, saving, onSave }: Props) {
  const [hours, setHours] = useState(String(reminder.hoursBefore ?? 24));
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const on = reminder.hoursBefore !== null;
  const timeZone = useShootTimeZone(callSheetId, Boolean(reminder.dueAt ?? reminder.sentAt));

  const save = async (body: AutomaticReminderRequest) => {
    if (saving) return;
    const zone = producerTimeZone();
    const checked = automaticReminderRequestSchema.safeParse(zone ? { ...body, timeZone: zone } : body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? CONSOLE_SERVER_FALLBACK);
      return;
    }
    setError(null);
    try {
      const saved = await onSave(checked.data).catch(async (failure: unknown) => {
        // A zone this browser knows and the server's time zone data does not (a newer one) must not keep the
        // producer from saving: sent again with the same clock as a fixed offset (this season's), or without
        // one when it has none by that name (the server then keeps the zone it has, else UTC).
        if (checked.data.timeZone === undefined || serverMessage(failure) !== CONFIRMATION_MESSAGES.timeZoneInvalid) throw failure;
        const { timeZone: unknown, ...withoutZone } = checked.data;
        const offset = producerOffsetZone();
        return await onSave(offset && offset !== unknown ? { ...withoutZone, timeZone: offset } : withoutZone);
      });
      if (saved.hoursBefore !== null) setHours(String(saved.hoursBefore));
      toast({ title: savedToast(saved, timeZone) });
    } catch (failure) {
      setError(serverMessageIn("en", failure, CONSOLE_SERVER_FALLBACK) ?? CONSOLE_SERVER_FALLBACK);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save({ hoursBefore: hours.trim() === "" ? Number.NaN : Number(hours) });
      }}
    >
      <Fieldset>
        <legend>{TEXTS.automatic}</legend>
        <p aria-live="polite" data-automatic-reminder="">
          {automaticReminderLine(reminder, latestRevision, timeZone)}
        </p>
        <label htmlFor={inputId}>{TEXTS.automaticHours}</label>
        <Line>
          <Input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={1}
            max={168}
            step={1}
            value={hours}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => setHours(event.target.value)}
          />
          <Button type="submit" $variant="outline" aria-disabled={saving}>
            {on ? TEXTS.automaticSave : TEXTS.automaticTurnOn}
          </Button>
          {on ? (
            <Button $variant="ghost" aria-disabled={saving} onClick={() => void save({ hoursBefore: null })}>
              {TEXTS.automaticTurnOff}
            </Button>
          ) : null}
        </Line>
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
        <p data-hint="" id={hintId}>
          {TEXTS.automaticHint}
        </p>
      </Fieldset>
    </form>
  );
}
