import { format } from "date-fns";
import { COLLABORATORS_TEXTS as TEXTS } from "@repo/contracts/adminConsole/collaboratorsTexts";
import type { Invitation, Share } from "@repo/contracts/sharing/schemas";

/** A moment as the panel shows it, in the producer's own time zone: "Nov 26, 2026 14:05". */
export const formatMoment = (iso: string) => format(new Date(iso), "MMM d, yyyy HH:mm");
/** A day (the invitation's end): "Apr 22, 2026". */
export const formatDay = (iso: string) => format(new Date(iso), "MMM d, yyyy");

/** The invitation's state in words: Queued, Sent {time}, or Failed: {the mail server's reply}. */
export function invitationLabel(invitation: Invitation): string {
  if (invitation.state === "queued") return TEXTS.queued;
  if (invitation.state === "sent") return TEXTS.sent(invitation.sentAt ? formatMoment(invitation.sentAt) : "");
  return invitation.failure ? TEXTS.failed(invitation.failure) : TEXTS.failedWithoutReason;
}

/** When the collaborator opened the sheet: first and last, or 'Not opened yet'. */
export function openedLabel(share: Pick<Share, "firstAccessed" | "lastAccessed">): string {
  const last = share.lastAccessed ?? share.firstAccessed;
  if (!last) return TEXTS.notOpened;
  return TEXTS.openedRange(formatMoment(share.firstAccessed ?? last), formatMoment(last));
}

/** The line over the list: "5 collaborators · 1 failed". */
export function summaryLine(shares: readonly Share[]): string {
  return TEXTS.summary(shares.length, shares.filter((share) => share.invitation.state === "failed").length);
}
