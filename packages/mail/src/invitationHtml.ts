import { escapeHtml, escapeHtmlLines } from "./escapeHtml.ts";
import { INVITATION_TEXTS, type InvitationFacts } from "./invitationFacts.ts";

// Mail clients drop <style> blocks and external resources unevenly (Gmail apps, Outlook), so the layout is
// tables with inline styles, system fonts and no images; the one <style> rule only tightens padding on phones.
const COLORS = {
  page: "#f8fafc",
  card: "#ffffff",
  brand: "#1f2937",
  brandText: "#ffffff",
  text: "#0f172a",
  muted: "#475569",
  border: "#cbd5e1",
  box: "#f1f5f9",
} as const;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const MONO = "'SFMono-Regular', Consolas, 'Liberation Mono', Menlo, Courier, monospace";
const TEXT_STYLE = `margin:0 0 16px 0;font-family:${FONT};font-size:16px;line-height:24px;color:${COLORS.text};`;
const LABEL_STYLE = `padding:4px 12px 4px 0;font-family:${FONT};font-size:14px;line-height:20px;color:${COLORS.muted};vertical-align:top;white-space:nowrap;`;
const VALUE_STYLE = `padding:4px 0;font-family:${FONT};font-size:16px;line-height:22px;color:${COLORS.text};vertical-align:top;`;

const detailRow = (label: string, value: string) =>
  `<tr><td style="${LABEL_STYLE}">${escapeHtml(label)}</td><td style="${VALUE_STYLE}">${escapeHtml(value)}</td></tr>`;

function messageBlock(message: string): string {
  if (!message) return "";
  return `<tr><td class="pad" style="padding:0 32px 24px 32px;">
<p style="margin:0 0 8px 0;font-family:${FONT};font-size:14px;line-height:20px;font-weight:600;color:${COLORS.muted};">${escapeHtml(INVITATION_TEXTS.messageHeading)}</p>
<div style="margin:0;padding:12px 16px;border-left:4px solid ${COLORS.border};background:${COLORS.box};font-family:${FONT};font-size:16px;line-height:24px;color:${COLORS.text};word-break:break-word;">${escapeHtmlLines(message)}</div>
</td></tr>`;
}

// A "bulletproof" button: the coloured cell carries the background where a client ignores the link's padding.
function button(link: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 auto;"><tr>
<td align="center" bgcolor="${COLORS.brand}" style="border-radius:8px;background:${COLORS.brand};">
<a href="${escapeHtml(link)}" target="_blank" rel="noopener" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;line-height:20px;font-weight:600;color:${COLORS.brandText};text-decoration:none;border-radius:8px;">${escapeHtml(label)}</a>
</td></tr></table>`;
}

/** The invitation as a complete HTML document; every fact is escaped here, at the point it meets markup. */
export function invitationHtml(facts: InvitationFacts, subject: string): string {
  const preheader = `${INVITATION_TEXTS.intro(facts.companyName)} ${facts.title}, ${facts.date}.`;
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
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLORS.page};">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background:${COLORS.card};border:1px solid ${COLORS.border};border-radius:12px;">
<tr><td class="pad" style="padding:20px 32px;background:${COLORS.brand};border-radius:12px 12px 0 0;font-family:${FONT};font-size:18px;line-height:24px;font-weight:700;color:${COLORS.brandText};">${escapeHtml(facts.companyName)}</td></tr>
<tr><td class="pad" style="padding:28px 32px 8px 32px;">
<h1 style="margin:0 0 8px 0;font-family:${FONT};font-size:22px;line-height:30px;color:${COLORS.text};word-break:break-word;">${escapeHtml(facts.title)}</h1>
<p style="${TEXT_STYLE}">${escapeHtml(INVITATION_TEXTS.intro(facts.companyName))}</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;">
${detailRow(INVITATION_TEXTS.date, facts.date)}
${detailRow(INVITATION_TEXTS.location, facts.location)}
</table>
<p style="${TEXT_STYLE}">${escapeHtml(INVITATION_TEXTS.roleHeading)}: <strong>${escapeHtml(facts.roleName)}</strong> &ndash; ${escapeHtml(facts.roleAllows)}</p>
</td></tr>
${messageBlock(facts.message)}
<tr><td class="pad" align="center" style="padding:0 32px 16px 32px;">${button(facts.link, INVITATION_TEXTS.openButton)}</td></tr>
<tr><td class="pad" style="padding:0 32px 24px 32px;">
<p style="margin:0 0 4px 0;font-family:${FONT};font-size:13px;line-height:18px;color:${COLORS.muted};">${escapeHtml(INVITATION_TEXTS.linkFallback)}</p>
<p style="margin:0;font-family:${MONO};font-size:13px;line-height:18px;word-break:break-all;"><a href="${escapeHtml(facts.link)}" target="_blank" rel="noopener" style="color:${COLORS.brand};">${escapeHtml(facts.link)}</a></p>
</td></tr>
<tr><td class="pad" style="padding:0 32px 24px 32px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLORS.box};border:1px solid ${COLORS.border};border-radius:8px;">
<tr><td style="padding:16px 20px;">
<p style="margin:0 0 4px 0;font-family:${FONT};font-size:13px;line-height:18px;color:${COLORS.muted};">${escapeHtml(INVITATION_TEXTS.emailLabel)}</p>
<p style="margin:0 0 12px 0;font-family:${FONT};font-size:16px;line-height:22px;color:${COLORS.text};word-break:break-all;">${escapeHtml(facts.recipientEmail)}</p>
<p style="margin:0 0 4px 0;font-family:${FONT};font-size:13px;line-height:18px;color:${COLORS.muted};">${escapeHtml(INVITATION_TEXTS.passwordLabel)}</p>
<p style="margin:0;font-family:${MONO};font-size:20px;line-height:28px;letter-spacing:2px;color:${COLORS.text};word-break:break-all;"><code style="font-family:${MONO};">${escapeHtml(facts.password)}</code></p>
</td></tr></table>
<p style="margin:12px 0 0 0;font-family:${FONT};font-size:14px;line-height:20px;color:${COLORS.muted};">${escapeHtml(INVITATION_TEXTS.passwordNote)}</p>
</td></tr>
<tr><td class="pad" style="padding:0 32px 28px 32px;">
<p style="margin:0;font-family:${FONT};font-size:14px;line-height:20px;color:${COLORS.text};"><strong>${escapeHtml(INVITATION_TEXTS.expiry(facts.expires))}</strong></p>
</td></tr>
<tr><td class="pad" style="padding:16px 32px;border-top:1px solid ${COLORS.border};font-family:${FONT};font-size:12px;line-height:18px;color:${COLORS.muted};">
${escapeHtml(INVITATION_TEXTS.sentTo(facts.recipientEmail))}<br>
${escapeHtml(facts.companyName)} &middot; <a href="${escapeHtml(facts.companyWebsite)}" style="color:${COLORS.muted};">${escapeHtml(facts.companyWebsite.replace(/^https?:\/\//, ""))}</a>${facts.companyEmail ? ` &middot; <a href="mailto:${escapeHtml(facts.companyEmail)}" style="color:${COLORS.muted};">${escapeHtml(facts.companyEmail)}</a>` : ""}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
