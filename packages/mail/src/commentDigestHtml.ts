import { COMMENT_DIGEST_TEXTS, type CommentDigestFacts } from "./commentDigestFacts.ts";
import { escapeHtml, escapeHtmlLines } from "./escapeHtml.ts";
import { button, COLORS, FONT, mailDocument, QUOTE_STYLE, TEXT_STYLE, titleHeading } from "./mailLayout.ts";

const MUTED = `font-family:${FONT};font-size:14px;line-height:20px;color:${COLORS.muted};`;

function commentBlock(comment: CommentDigestFacts["comments"][number]): string {
  return `<tr><td class="pad" style="padding:0 32px 16px 32px;">
<p style="margin:0 0 6px 0;${MUTED}"><strong style="color:${COLORS.text};">${escapeHtml(comment.section)}</strong> · ${escapeHtml(comment.author)} · ${escapeHtml(comment.time)}</p>
<div style="margin:0;${QUOTE_STYLE}">${escapeHtmlLines(comment.text)}</div>
</td></tr>`;
}

/** The digest as a complete HTML document; every fact is escaped here, where it meets markup. */
export function commentDigestHtml(facts: CommentDigestFacts, subject: string): string {
  const rows = `<tr><td class="pad" style="padding:28px 32px 8px 32px;">
${titleHeading(facts.title)}
<p style="${TEXT_STYLE}">${escapeHtml(COMMENT_DIGEST_TEXTS.intro(facts.total, facts.comments.length))}</p>
${facts.earlierCount > 0 ? `<p style="${TEXT_STYLE}">${escapeHtml(COMMENT_DIGEST_TEXTS.more(facts.earlierCount))}</p>\n` : ""}</td></tr>
${facts.comments.map(commentBlock).join("\n")}
<tr><td class="pad" align="center" style="padding:8px 32px 28px 32px;">
${button(facts.link, COMMENT_DIGEST_TEXTS.openButton)}
</td></tr>
<tr><td class="pad" style="padding:16px 32px 24px 32px;border-top:1px solid ${COLORS.border};${MUTED}">${escapeHtml(COMMENT_DIGEST_TEXTS.sentTo(facts.recipientEmail))}<br>${escapeHtml(facts.companyName)}</td></tr>`;
  return mailDocument({ subject, companyName: facts.companyName, rows });
}
