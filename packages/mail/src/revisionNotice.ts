import { escapeHtml } from "./escapeHtml.ts";
import { button, COLORS, detailTable, fallbackLink, FONT, headedQuote, mailDocument, senderFooterRow, TEXT_STYLE, titleHeading } from "./mailLayout.ts";
import { REVISION_NOTICE_TEXTS as T, revisionNoticeFacts, type RevisionNoticeFacts, type RevisionNoticeInput, subjectTitle } from "./revisionNoticeFacts.ts";

export { NOTICE_CHANGES_SHOWN, REVISION_NOTICE_TEXTS, type RevisionNoticeInput } from "./revisionNoticeFacts.ts";
export type RenderedNotice = { subject: string; html: string; text: string };
export type NoticeKind = "notice" | "reminder";

function changesBlock(facts: RevisionNoticeFacts): string {
  if (facts.changedSince === null || facts.changes.length === 0) return `<p style="${TEXT_STYLE}">${escapeHtml(T.noChangesListed)}</p>`;
  const items = facts.changes.map((line) => `<li style="margin:0 0 6px 0;">${escapeHtml(line)}</li>`).join("");
  const more = facts.moreChanges ? `<li style="margin:0;color:${COLORS.muted};">${escapeHtml(T.moreChanges(facts.moreChanges))}</li>` : "";
  return `<p style="margin:0 0 8px 0;font-family:${FONT};font-size:16px;line-height:22px;font-weight:700;color:${COLORS.text};">${escapeHtml(T.changesHeading(facts.changedSince))}</p>
<ul style="margin:0 0 16px 0;padding:12px 16px 12px 32px;background:${COLORS.box};border-left:4px solid ${COLORS.brand};font-family:${FONT};font-size:15px;line-height:22px;color:${COLORS.text};">${items}${more}</ul>`;
}

function html(kind: NoticeKind, facts: RevisionNoticeFacts, subject: string): string {
  const intro = kind === "notice" ? T.noticeIntro(facts.companyName, facts.revision) : T.reminderIntro(facts.revision);
  const rows = `<tr><td class="pad" style="padding:28px 32px 8px 32px;">
${titleHeading(facts.title)}
<p style="${TEXT_STYLE}">${escapeHtml(intro)}</p>
${changesBlock(facts)}
${facts.note ? headedQuote(T.noteHeading, facts.note, "0 0 16px 0") : ""}
${detailTable([
  [T.date, facts.date],
  [T.callTime, facts.callTime],
  [T.location, facts.location],
])}
<p style="${TEXT_STYLE}"><strong>${escapeHtml(T.askToConfirm(facts.revision))}</strong></p>
</td></tr>
<tr><td class="pad" align="center" style="padding:0 32px 16px 32px;">${button(facts.link, T.openButton)}</td></tr>
<tr><td class="pad" style="padding:0 32px 24px 32px;">
${fallbackLink(T.linkFallback, facts.link, "0 0 12px 0")}
<p style="margin:0;font-family:${FONT};font-size:14px;line-height:20px;color:${COLORS.muted};">${escapeHtml(T.passwordHint)}</p>
</td></tr>
${senderFooterRow(T.sentTo(facts.recipientEmail), facts)}`;
  return mailDocument({ subject, preheader: `${intro} ${facts.title}`, companyName: facts.companyName, rows });
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
