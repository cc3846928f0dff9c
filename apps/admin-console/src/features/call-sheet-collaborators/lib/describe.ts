import { COLLABORATORS_TEXTS as TEXTS } from "@repo/contracts/adminConsole/collaboratorsTexts";
import type { Invitation, Share } from "@repo/contracts/sharing/schemas";

// The panel's three fixed English patterns, written out: date-fns' format parses its pattern and builds a
// locale on every call, and a 200-person panel formats about 600 moments per render (most of the rows'
// own script time in a CPU profile of bench:collaborators-panel). describe.test.ts pins each one to date-fns.
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));
const clock = (date: Date) => `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
const monthDayYear = (date: Date) => `${MONTHS[date.getMonth()]} ${date.getDate()}, ${String(date.getFullYear()).padStart(4, "0")}`;

/** A moment as the panel shows it, in the producer's own time zone: "Nov 26, 2026 14:05" (date-fns' "MMM d, yyyy HH:mm"). */
export const formatMoment = (iso: string) => {
  const date = new Date(iso);
  return `${monthDayYear(date)} ${clock(date)}`;
};
/** A day (the invitation's end): "Apr 22, 2026" (date-fns' "MMM d, yyyy"). */
export const formatDay = (iso: string) => monthDayYear(new Date(iso));
/** A moment in a row, short: "27 Nov 09:14" (date-fns' "d MMM HH:mm"; the producer's clock, as the rest of the panel). */
export const formatShort = (iso: string) => {
  const date = new Date(iso);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${clock(date)}`;
};

/**
 * The invitation's state in words: Queued (trying again after a temporary refusal, with its reply), Sent
 * {time}, Failed: {the mail server's reply}; a resend that failed while the invitation delivered before
 * still opens the sheet says so.
 */
export function invitationLabel(invitation: Invitation): string {
  if (invitation.state === "queued") return invitation.failure ? TEXTS.queuedRetrying(invitation.attempts, invitation.failure) : TEXTS.queued;
  if (invitation.state === "sent") return TEXTS.sent(invitation.sentAt ? formatMoment(invitation.sentAt) : "");
  if (invitation.deliveredAt) return TEXTS.resendFailedStillOpens(invitation.failure ?? "", formatMoment(invitation.deliveredAt));
  return invitation.failure ? TEXTS.failed(invitation.failure) : TEXTS.failedWithoutReason;
}

/** When the collaborator opened the sheet: first and last, or 'Not opened yet'. */
export function openedLabel(share: Pick<Share, "firstAccessed" | "lastAccessed">): string {
  const last = share.lastAccessed ?? share.firstAccessed;
  if (!last) return TEXTS.notOpened;
  return TEXTS.openedRange(formatMoment(share.firstAccessed ?? last), formatMoment(last));
}

/** The line over the list: "5 collaborators · 1 failed" (an invitation, or the latest revision's notice). */
export function summaryLine(shares: readonly Share[]): string {
  return TEXTS.summary(shares.length, shares.filter((share) => share.invitation.state === "failed" || share.latestRevision?.notice?.state === "failed").length);
}
