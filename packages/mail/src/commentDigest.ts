import { COMMENT_DIGEST_TEXTS, commentDigestFacts, type CommentDigestFacts, type CommentDigestInput } from "./commentDigestFacts.ts";
import { commentDigestHtml } from "./commentDigestHtml.ts";

export { COMMENT_DIGEST_LIMITS, COMMENT_DIGEST_TEXTS, viaCallSheets, type CommentDigestInput, type DigestComment } from "./commentDigestFacts.ts";
export type RenderedCommentDigest = { subject: string; html: string; text: string };

function commentDigestText(facts: CommentDigestFacts): string {
  const lines = [facts.companyName, "", `${facts.title}`, COMMENT_DIGEST_TEXTS.intro(facts.total, facts.comments.length), ""];
  if (facts.earlierCount > 0) lines.push(COMMENT_DIGEST_TEXTS.more(facts.earlierCount), "");
  for (const comment of facts.comments) {
    // Quoted like a reply, so the collaborator's words stand apart from ours.
    lines.push(`${comment.section} · ${comment.author} · ${comment.time}`, ...comment.text.split(/\r\n|\r|\n/).map((line) => `> ${line}`), "");
  }
  lines.push(`${COMMENT_DIGEST_TEXTS.openButton}:`, facts.link, "", "-- ", COMMENT_DIGEST_TEXTS.sentTo(facts.recipientEmail), facts.companyName, "");
  return lines.join("\n");
}

/**
 * The owner's digest of new comments on one call sheet: subject, HTML and plain text with the same facts.
 * Pure, like the invitation. Lists at most COMMENT_DIGEST_LIMITS.comments, the latest (subject and intro
 * count them all). Throws a RangeError for a link that is not http(s) (a caller bug).
 */
export function renderCommentDigest(input: CommentDigestInput): RenderedCommentDigest {
  const facts = commentDigestFacts(input);
  const subject = COMMENT_DIGEST_TEXTS.subject(facts.total, facts.title);
  return { subject, html: commentDigestHtml(facts, subject), text: commentDigestText(facts) };
}
