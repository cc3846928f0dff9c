import { escapeHtml } from "./escapeHtml.ts";
import { INVITATION_TEXTS, type InvitationFacts } from "./invitationFacts.ts";
import { button, COLORS, detailTable, fallbackLink, FONT, headedQuote, mailDocument, MONO, senderFooterRow, TEXT_STYLE, titleHeading } from "./mailLayout.ts";

function messageBlock(message: string): string {
  if (!message) return "";
  return `<tr><td class="pad" style="padding:0 32px 24px 32px;">
${headedQuote(INVITATION_TEXTS.messageHeading, message, "0")}
</td></tr>`;
}

/** The invitation as a complete HTML document; every fact is escaped here, at the point it meets markup. */
export function invitationHtml(facts: InvitationFacts, subject: string): string {
  const rows = `<tr><td class="pad" style="padding:28px 32px 8px 32px;">
${titleHeading(facts.title)}
<p style="${TEXT_STYLE}">${escapeHtml(INVITATION_TEXTS.intro(facts.companyName))}</p>
${detailTable([
  [INVITATION_TEXTS.date, facts.date],
  [INVITATION_TEXTS.location, facts.location],
])}
<p style="${TEXT_STYLE}">${escapeHtml(INVITATION_TEXTS.roleHeading)}: <strong>${escapeHtml(facts.roleName)}</strong> &ndash; ${escapeHtml(facts.roleAllows)}</p>
</td></tr>
${messageBlock(facts.message)}
<tr><td class="pad" align="center" style="padding:0 32px 16px 32px;">${button(facts.link, INVITATION_TEXTS.openButton)}</td></tr>
<tr><td class="pad" style="padding:0 32px 24px 32px;">
${fallbackLink(INVITATION_TEXTS.linkFallback, facts.link, "0")}
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
${senderFooterRow(INVITATION_TEXTS.sentTo(facts.recipientEmail), facts)}`;
  const preheader = `${INVITATION_TEXTS.intro(facts.companyName)} ${facts.title}, ${facts.date}.`;
  return mailDocument({ subject, preheader, companyName: facts.companyName, rows });
}
