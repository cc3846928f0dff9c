import { COMMENT_DIGEST_TEXTS, type CommentDigestFacts } from "./commentDigestFacts.ts";
import { escapeHtml, escapeHtmlLines } from "./escapeHtml.ts";

// The invitation's look (invitationHtml.ts): tables, inline styles, system fonts, no images.
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const COLORS = { page: "#f8fafc", card: "#ffffff", brand: "#1f2937", brandText: "#ffffff", text: "#0f172a", muted: "#475569", border: "#cbd5e1", box: "#f1f5f9" } as const;
const TEXT = `font-family:${FONT};font-size:16px;line-height:24px;color:${COLORS.text};`;
const MUTED = `font-family:${FONT};font-size:14px;line-height:20px;color:${COLORS.muted};`;

function commentBlock(comment: CommentDigestFacts["comments"][number]): string {
  return `<tr><td class="pad" style="padding:0 32px 16px 32px;">
<p style="margin:0 0 6px 0;${MUTED}"><strong style="color:${COLORS.text};">${escapeHtml(comment.section)}</strong> · ${escapeHtml(comment.author)} · ${escapeHtml(comment.time)}</p>
<div style="margin:0;padding:12px 16px;border-left:4px solid ${COLORS.border};background:${COLORS.box};${TEXT}word-break:break-word;">${escapeHtmlLines(comment.text)}</div>
</td></tr>`;
}

/** The digest as a complete HTML document; every fact is escaped here, where it meets markup. */
export function commentDigestHtml(facts: CommentDigestFacts, subject: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
<style>@media (max-width: 620px) { .pad { padding-left: 16px !important; padding-right: 16px !important; } }</style>
</head>
<body style="margin:0;padding:0;background:${COLORS.page};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLORS.page};">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background:${COLORS.card};border:1px solid ${COLORS.border};border-radius:12px;">
<tr><td class="pad" style="padding:20px 32px;background:${COLORS.brand};border-radius:12px 12px 0 0;font-family:${FONT};font-size:18px;line-height:24px;font-weight:700;color:${COLORS.brandText};">${escapeHtml(facts.companyName)}</td></tr>
<tr><td class="pad" style="padding:28px 32px 8px 32px;">
<h1 style="margin:0 0 8px 0;font-family:${FONT};font-size:22px;line-height:30px;color:${COLORS.text};word-break:break-word;">${escapeHtml(facts.title)}</h1>
<p style="margin:0 0 16px 0;${TEXT}">${escapeHtml(COMMENT_DIGEST_TEXTS.intro(facts.comments.length))}</p>
</td></tr>
${facts.comments.map(commentBlock).join("\n")}
<tr><td class="pad" align="center" style="padding:8px 32px 28px 32px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 auto;"><tr>
<td align="center" bgcolor="${COLORS.brand}" style="border-radius:8px;background:${COLORS.brand};">
<a href="${escapeHtml(facts.link)}" target="_blank" rel="noopener" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;line-height:20px;font-weight:600;color:${COLORS.brandText};text-decoration:none;border-radius:8px;">${escapeHtml(COMMENT_DIGEST_TEXTS.openButton)}</a>
</td></tr></table>
</td></tr>
<tr><td class="pad" style="padding:16px 32px 24px 32px;border-top:1px solid ${COLORS.border};${MUTED}">${escapeHtml(COMMENT_DIGEST_TEXTS.sentTo(facts.recipientEmail))}<br>${escapeHtml(facts.companyName)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
