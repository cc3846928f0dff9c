import { escapeHtml, escapeHtmlLines } from "./escapeHtml.ts";
import { REVISION_NOTICE_TEXTS as T, revisionNoticeFacts, type RevisionNoticeFacts, type RevisionNoticeInput, subjectTitle } from "./revisionNoticeFacts.ts";

export { NOTICE_CHANGES_SHOWN, REVISION_NOTICE_TEXTS, type RevisionNoticeInput } from "./revisionNoticeFacts.ts";
export type RenderedNotice = { subject: string; html: string; text: string };
export type NoticeKind = "notice" | "reminder";

// The invitation's look (invitationHtml.ts): tables, inline styles, system fonts, no images.
const COLORS = { page: "#f8fafc", card: "#ffffff", brand: "#1f2937", brandText: "#ffffff", text: "#0f172a", muted: "#475569", border: "#cbd5e1", box: "#f1f5f9" } as const;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const MONO = "'SFMono-Regular', Consolas, 'Liberation Mono', Menlo, Courier, monospace";
const TEXT_STYLE = `margin:0 0 16px 0;font-family:${FONT};font-size:16px;line-height:24px;color:${COLORS.text};`;
const LABEL_STYLE = `padding:4px 12px 4px 0;font-family:${FONT};font-size:14px;line-height:20px;color:${COLORS.muted};vertical-align:top;white-space:nowrap;`;
const VALUE_STYLE = `padding:4px 0;font-family:${FONT};font-size:16px;line-height:22px;color:${COLORS.text};vertical-align:top;`;
const detailRow = (label: string, value: string) => `<tr><td style="${LABEL_STYLE}">${escapeHtml(label)}</td><td style="${VALUE_STYLE}">${escapeHtml(value)}</td></tr>`;

function changesBlock(facts: RevisionNoticeFacts): string {
  if (facts.changedSince === null || facts.changes.length === 0) return `<p style="${TEXT_STYLE}">${escapeHtml(T.noChangesListed)}</p>`;
  const items = facts.changes.map((line) => `<li style="margin:0 0 6px 0;">${escapeHtml(line)}</li>`).join("");
  const more = facts.moreChanges ? `<li style="margin:0;color:${COLORS.muted};">${escapeHtml(T.moreChanges(facts.moreChanges))}</li>` : "";
  return `<p style="margin:0 0 8px 0;font-family:${FONT};font-size:16px;line-height:22px;font-weight:700;color:${COLORS.text};">${escapeHtml(T.changesHeading(facts.changedSince))}</p>
<ul style="margin:0 0 16px 0;padding:12px 16px 12px 32px;background:${COLORS.box};border-left:4px solid ${COLORS.brand};font-family:${FONT};font-size:15px;line-height:22px;color:${COLORS.text};">${items}${more}</ul>`;
}

function html(kind: NoticeKind, facts: RevisionNoticeFacts, subject: string): string {
  const intro = kind === "notice" ? T.noticeIntro(facts.companyName, facts.revision) : T.reminderIntro(facts.revision);
  const note = facts.note
    ? `<p style="margin:0 0 8px 0;font-family:${FONT};font-size:14px;line-height:20px;font-weight:600;color:${COLORS.muted};">${escapeHtml(T.noteHeading)}</p>
<div style="margin:0 0 16px 0;padding:12px 16px;border-left:4px solid ${COLORS.border};background:${COLORS.box};font-family:${FONT};font-size:16px;line-height:24px;color:${COLORS.text};word-break:break-word;">${escapeHtmlLines(facts.note)}</div>`
    : "";
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
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(`${intro} ${facts.title}`)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLORS.page};">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background:${COLORS.card};border:1px solid ${COLORS.border};border-radius:12px;">
<tr><td class="pad" style="padding:20px 32px;background:${COLORS.brand};border-radius:12px 12px 0 0;font-family:${FONT};font-size:18px;line-height:24px;font-weight:700;color:${COLORS.brandText};">${escapeHtml(facts.companyName)}</td></tr>
<tr><td class="pad" style="padding:28px 32px 8px 32px;">
<h1 style="margin:0 0 8px 0;font-family:${FONT};font-size:22px;line-height:30px;color:${COLORS.text};word-break:break-word;">${escapeHtml(facts.title)}</h1>
<p style="${TEXT_STYLE}">${escapeHtml(intro)}</p>
${changesBlock(facts)}
${note}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;">
${detailRow(T.date, facts.date)}
${detailRow(T.callTime, facts.callTime)}
${detailRow(T.location, facts.location)}
</table>
<p style="${TEXT_STYLE}"><strong>${escapeHtml(T.askToConfirm(facts.revision))}</strong></p>
</td></tr>
<tr><td class="pad" align="center" style="padding:0 32px 16px 32px;"><table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 auto;"><tr>
<td align="center" bgcolor="${COLORS.brand}" style="border-radius:8px;background:${COLORS.brand};">
<a href="${escapeHtml(facts.link)}" target="_blank" rel="noopener" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;line-height:20px;font-weight:600;color:${COLORS.brandText};text-decoration:none;border-radius:8px;">${escapeHtml(T.openButton)}</a>
</td></tr></table></td></tr>
<tr><td class="pad" style="padding:0 32px 24px 32px;">
<p style="margin:0 0 4px 0;font-family:${FONT};font-size:13px;line-height:18px;color:${COLORS.muted};">${escapeHtml(T.linkFallback)}</p>
<p style="margin:0 0 12px 0;font-family:${MONO};font-size:13px;line-height:18px;word-break:break-all;"><a href="${escapeHtml(facts.link)}" target="_blank" rel="noopener" style="color:${COLORS.brand};">${escapeHtml(facts.link)}</a></p>
<p style="margin:0;font-family:${FONT};font-size:14px;line-height:20px;color:${COLORS.muted};">${escapeHtml(T.passwordHint)}</p>
</td></tr>
<tr><td class="pad" style="padding:16px 32px;border-top:1px solid ${COLORS.border};font-family:${FONT};font-size:12px;line-height:18px;color:${COLORS.muted};">
${escapeHtml(T.sentTo(facts.recipientEmail))}<br>
${escapeHtml(facts.companyName)} &middot; <a href="${escapeHtml(facts.companyWebsite)}" style="color:${COLORS.muted};">${escapeHtml(facts.companyWebsite.replace(/^https?:\/\//, ""))}</a>${facts.companyEmail ? ` &middot; <a href="mailto:${escapeHtml(facts.companyEmail)}" style="color:${COLORS.muted};">${escapeHtml(facts.companyEmail)}</a>` : ""}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function text(kind: NoticeKind, facts: RevisionNoticeFacts): string {
  const lines = [facts.companyName, "", kind === "notice" ? T.noticeIntro(facts.companyName, facts.revision) : T.reminderIntro(facts.revision), ""];
  if (facts.changedSince !== null && facts.changes.length > 0) {
    lines.push(`${T.changesHeading(facts.changedSince)}:`, ...facts.changes.map((line) => `- ${line}`));
    if (facts.moreChanges) lines.push(`- ${T.moreChanges(facts.moreChanges)}`);
    lines.push("");
  } else lines.push(T.noChangesListed, "");
  if (facts.note) lines.push(`${T.noteHeading}:`, ...facts.note.split(/\r\n|\r|\n/).map((line) => `> ${line}`), "");
  lines.push(
    `Shoot: ${facts.title}`,
    `${T.date}: ${facts.date}`,
    `${T.callTime}: ${facts.callTime}`,
    `${T.location}: ${facts.location}`,
    "",
    T.askToConfirm(facts.revision),
    "",
    `${T.openButton}:`,
    facts.link,
    T.passwordHint,
    "",
    "-- ",
    T.sentTo(facts.recipientEmail),
    [facts.companyName, facts.companyWebsite, facts.companyEmail].filter(Boolean).join(" · "),
    "",
  );
  return lines.join("\n");
}

/**
 * The e-mail a collaborator gets when a revision is published (`notice`): it leads with what changed for
 * them, then asks them to confirm; or when they are reminded to confirm the latest (`reminder`). Pure, like
 * renderInvitation, in the invitation's look. Never carries a password.
 */
export function renderRevisionNotice(kind: NoticeKind, input: RevisionNoticeInput): RenderedNotice {
  const facts = revisionNoticeFacts(input);
  const title = subjectTitle(facts.title);
  const subject = kind === "notice" ? T.noticeSubject(title, facts.revision) : T.reminderSubject(title, facts.revision);
  return { subject, html: html(kind, facts, subject), text: text(kind, facts) };
}
