import { CALENDAR_TEXTS } from "@repo/contracts/sharing/calendar";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

export type CancelMailInput = { shootingTitle: string; companyName: string; recipientEmail: string };

/**
 * The short e-mail that carries a revoked collaborator's METHOD:CANCEL (jobs/kinds/calendarCancel.ts):
 * subject, HTML and text with the same facts; every user value escaped. No link: the access it would open
 * is gone.
 */
export function renderCancelMail(input: CancelMailInput): { subject: string; html: string; text: string } {
  const title = input.shootingTitle.replace(/\s+/g, " ").trim();
  const subject = CALENDAR_TEXTS.cancelSubject(title);
  const text = [
    input.companyName,
    "",
    CALENDAR_TEXTS.cancelIntro(input.companyName),
    "",
    `${CALENDAR_TEXTS.shoot}: ${title}`,
    "",
    CALENDAR_TEXTS.cancelBody,
    "",
    "-- ",
    CALENDAR_TEXTS.sentTo(input.recipientEmail),
    input.companyName,
    "",
  ].join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f9fafb">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:bold">${escapeHtml(input.companyName)}</p>
<p style="margin:0 0 16px">${escapeHtml(CALENDAR_TEXTS.cancelIntro(input.companyName))}</p>
<p style="margin:0 0 16px"><strong>${escapeHtml(CALENDAR_TEXTS.shoot)}:</strong> ${escapeHtml(title)}</p>
<p style="margin:0 0 16px">${escapeHtml(CALENDAR_TEXTS.cancelBody)}</p>
<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(CALENDAR_TEXTS.sentTo(input.recipientEmail))}</p>
</div>
</body></html>
`;
  return { subject, html, text };
}
