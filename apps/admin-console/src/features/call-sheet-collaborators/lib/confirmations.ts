import { CONFIRMATION_PANEL_TEXTS as TEXTS } from "@repo/contracts/adminConsole/confirmationPanelTexts";
import type { CollaboratorRevisionState } from "@repo/contracts/sharing/confirmations";
import type { Share } from "@repo/contracts/sharing/schemas";
import { formatShort } from "./describe.ts";

/**
 * The producer's own clock (the browser's IANA zone), sent with the automatic reminder: the API reads the call
 * time on it when no location's place is known (services/api commands/reminders.ts reminderDueAt), the clock
 * this panel shows the time on then. Undefined when the browser names none.
 */
export function producerTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/**
 * The producer's clock as a fixed offset every time zone database knows ("Etc/GMT-9" is UTC+9: the IANA
 * names' sign is the other way round; "UTC"), for a server that does not know the browser's zone by name.
 * Undefined for an offset that is not whole hours (no such name).
 */
export function producerOffsetZone(now = new Date()): string | undefined {
  const hours = -now.getTimezoneOffset() / 60;
  if (!Number.isInteger(hours)) return undefined;
  return hours === 0 ? "UTC" : `Etc/GMT${hours > 0 ? "-" : "+"}${Math.abs(hours)}`;
}

const whenFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * The automatic reminder's time on the shoot's clock (`timeZone`, IANA; null: the producer's own), its zone
 * named: "Mon 14 Dec, 08:00 CET at the shoot".
 */
export function formatWhen(iso: string, timeZone: string | null): string {
  const key = timeZone ?? "";
  let whenFormat = whenFormats.get(key);
  if (!whenFormat) {
    whenFormat = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZoneName: "short", timeZone: timeZone ?? undefined });
    whenFormats.set(key, whenFormat);
  }
  return TEXTS.onClock(whenFormat.format(new Date(iso)), timeZone !== null);
}

/**
 * Where a collaborator stands with the latest revision, most advanced first: confirmed, opened, the notice
 * failed, not opened. `marker` names the look (and the data attribute the row's styles key on).
 */
export type RevisionStanding = { marker: "confirmed" | "opened" | "failed" | "pending"; label: string; detail: string | null };

function noticeWords(notice: CollaboratorRevisionState["notice"]): string {
  if (!notice) return TEXTS.notNotified;
  if (notice.state === "queued") return TEXTS.noticeQueued;
  if (notice.state === "sent") return TEXTS.noticeSent(notice.at ? formatShort(notice.at) : "");
  return notice.failure ? TEXTS.noticeFailed(notice.failure) : TEXTS.noticeFailedWithoutReason;
}

function reminderWords(reminder: CollaboratorRevisionState["reminder"]): string | null {
  if (!reminder) return null;
  if (reminder.state === "queued") return TEXTS.reminderQueuedRow;
  if (reminder.state === "sent") return TEXTS.reminderSentRow(reminder.at ? formatShort(reminder.at) : "");
  return TEXTS.reminderFailedRow(reminder.failure);
}

/** Words joined as the row shows them (' · '); null when there are none. */
const joined = (...words: Array<string | null>) => words.filter((word) => word !== null).join(" · ") || null;

export function revisionStanding(state: CollaboratorRevisionState): RevisionStanding {
  if (state.confirmedAt) return { marker: "confirmed", label: TEXTS.confirmed(state.revision, formatShort(state.confirmedAt)), detail: null };
  // Those pending: the latest reminder of this revision last, so the producer sees whether one went out.
  const reminder = reminderWords(state.reminder);
  if (state.firstOpenedAt) return { marker: "opened", label: TEXTS.openedNotConfirmed, detail: joined(TEXTS.openedAt(formatShort(state.firstOpenedAt)), reminder) };
  if (state.notice?.state === "failed") return { marker: "failed", label: noticeWords(state.notice), detail: reminder };
  return { marker: "pending", label: TEXTS.notOpened, detail: joined(noticeWords(state.notice), reminder) };
}

/** Whether the share's invitation is past its end (listed, to resend; nobody to wait for or remind). */
export const hasEnded = (share: Pick<Share, "expiresAt">, now = Date.now()) => Date.parse(share.expiresAt) <= now;

/**
 * Has not confirmed the latest revision (nobody is pending while nothing is published), and is still in the
 * loop: an invitation past its end is not waited for (the API counts it out of `total` alike).
 */
export const isPending = (share: Pick<Share, "latestRevision" | "expiresAt">) => Boolean(share.latestRevision && !share.latestRevision.confirmedAt) && !hasEnded(share);

/**
 * Would get a reminder: pending, and an invitation of theirs with live credentials was delivered (the API
 * reminds only shares whose credentials were sent): `deliveredAt`, kept while a resend is queued or after it
 * failed (the earlier invitation still opens the sheet). The toast says what the API really queued.
 */
export const isRemindable = (share: Pick<Share, "latestRevision" | "invitation" | "expiresAt">) => isPending(share) && share.invitation.deliveredAt !== null;
