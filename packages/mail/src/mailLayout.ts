import { escapeHtml, escapeHtmlLines } from "./escapeHtml.ts";

// The one look of every e-mail we send (invitation, revision notice and reminder, comment digest).
// Mail clients drop <style> blocks and external resources unevenly (Gmail apps, Outlook), so the layout is
// tables with inline styles, system fonts and no images; the one <style> rule only tightens padding on phones.
export const COLORS = {
  page: "#f8fafc",
  card: "#ffffff",
  brand: "#1f2937",
  brandText: "#ffffff",
  text: "#0f172a",
  muted: "#475569",
  border: "#cbd5e1",
  box: "#f1f5f9",
} as const;
export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
export const MONO = "'SFMono-Regular', Consolas, 'Liberation Mono', Menlo, Courier, monospace";
/** A paragraph of body text. */
export const TEXT_STYLE = `margin:0 0 16px 0;font-family:${FONT};font-size:16px;line-height:24px;color:${COLORS.text};`;
/** Someone else's words (a message, a note, a comment), set apart by a bar; the caller adds the margin. */
export const QUOTE_STYLE = `padding:12px 16px;border-left:4px solid ${COLORS.border};background:${COLORS.box};font-family:${FONT};font-size:16px;line-height:24px;color:${COLORS.text};word-break:break-word;`;
const LABEL_STYLE = `padding:4px 12px 4px 0;font-family:${FONT};font-size:14px;line-height:20px;color:${COLORS.muted};vertical-align:top;white-space:nowrap;`;
const VALUE_STYLE = `padding:4px 0;font-family:${FONT};font-size:16px;line-height:22px;color:${COLORS.text};vertical-align:top;`;

/** The shoot's facts as label/value rows ("Date", "Location"...). */
export function detailTable(rows: readonly (readonly [label: string, value: string])[]): string {
  const cells = rows.map(([label, value]) => `<tr><td style="${LABEL_STYLE}">${escapeHtml(label)}</td><td style="${VALUE_STYLE}">${escapeHtml(value)}</td></tr>`);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;">
${cells.join("\n")}
</table>`;
}

/** The message's heading (the shoot's title). */
export const titleHeading = (title: string) =>
  `<h1 style="margin:0 0 8px 0;font-family:${FONT};font-size:22px;line-height:30px;color:${COLORS.text};word-break:break-word;">${escapeHtml(title)}</h1>`;

/** A headed quote of multi-line text; `margin` is the quote box's CSS margin. */
export function headedQuote(heading: string, text: string, margin: string): string {
  return `<p style="margin:0 0 8px 0;font-family:${FONT};font-size:14px;line-height:20px;font-weight:600;color:${COLORS.muted};">${escapeHtml(heading)}</p>
<div style="margin:${margin};${QUOTE_STYLE}">${escapeHtmlLines(text)}</div>`;
}

// A "bulletproof" button: the coloured cell carries the background where a client ignores the link's padding.
export function button(link: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 auto;"><tr>
<td align="center" bgcolor="${COLORS.brand}" style="border-radius:8px;background:${COLORS.brand};">
<a href="${escapeHtml(link)}" target="_blank" rel="noopener" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;line-height:20px;font-weight:600;color:${COLORS.brandText};text-decoration:none;border-radius:8px;">${escapeHtml(label)}</a>
</td></tr></table>`;
}

/** The button's link written out, for clients that break the button; `margin` is the address line's CSS margin. */
export function fallbackLink(label: string, link: string, margin: string): string {
  return `<p style="margin:0 0 4px 0;font-family:${FONT};font-size:13px;line-height:18px;color:${COLORS.muted};">${escapeHtml(label)}</p>
<p style="margin:${margin};font-family:${MONO};font-size:13px;line-height:18px;word-break:break-all;"><a href="${escapeHtml(link)}" target="_blank" rel="noopener" style="color:${COLORS.brand};">${escapeHtml(link)}</a></p>`;
}

export type SenderFacts = { companyName: string; companyWebsite: string; companyEmail: string };

/** The last row: whom the message was sent to and who sent it (website, and e-mail when there is one). */
export function senderFooterRow(sentTo: string, sender: SenderFacts): string {
  const muted = `color:${COLORS.muted};`;
  const email = sender.companyEmail
    ? ` &middot; <a href="mailto:${escapeHtml(sender.companyEmail)}" style="${muted}">${escapeHtml(sender.companyEmail)}</a>`
    : "";
  return `<tr><td class="pad" style="padding:16px 32px;border-top:1px solid ${COLORS.border};font-family:${FONT};font-size:12px;line-height:18px;color:${COLORS.muted};">
${escapeHtml(sentTo)}<br>
${escapeHtml(sender.companyName)} &middot; <a href="${escapeHtml(sender.companyWebsite)}" style="${muted}">${escapeHtml(sender.companyWebsite.replace(/^https?:\/\//, ""))}</a>${email}
</td></tr>`;
}

export type MailDocument = {
  subject: string;
  /** The preview line inboxes show after the subject (hidden in the message); none: the client picks the first text. */
  preheader?: string;
  /** The card's header bar. */
  companyName: string;
  /** The card's rows below the header (`<tr>`s), footer included. */
  rows: string;
};

/** A complete HTML document: the page, the card and its header bar around `rows`. Escapes what it is given. */
export function mailDocument({ subject, preheader, companyName, rows }: MailDocument): string {
  const preheaderDiv = preheader === undefined ? "" : `<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(preheader)}</div>\n`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${escapeHtml(subject)}</title>
<style>@media (max-width: 620px) { .pad { padding-left: 16px !important; padding-right: 16px !important; } }</style>
</head>
<body style="margin:0;padding:0;background:${COLORS.page};">
${preheaderDiv}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLORS.page};">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background:${COLORS.card};border:1px solid ${COLORS.border};border-radius:12px;">
<tr><td class="pad" style="padding:20px 32px;background:${COLORS.brand};border-radius:12px 12px 0 0;font-family:${FONT};font-size:18px;line-height:24px;font-weight:700;color:${COLORS.brandText};">${escapeHtml(companyName)}</td></tr>
${rows}
</table>
</td></tr>
</table>
</body>
</html>
`;
}
