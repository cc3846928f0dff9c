import type { CallSheetSectionId } from "@repo/contracts/callSheets/constants";
import { SECTION_TITLES } from "@repo/contracts/callSheets/texts/document";
import { withThousands } from "@repo/contracts/common/numbers";

/** One comment of a digest: where, who (the collaborator's e-mail, or 'admin'), what and when (ISO). */
export type DigestComment = { sectionId: CallSheetSectionId; author: string; text: string; createdAt: string };

export type CommentDigestInput = {
  /** COMPANY_NAME: the header and the footer. */
  companyName: string;
  shootingTitle: string;
  /** The editor's Comments view of the sheet (absolute http(s) URL). */
  link: string;
  /** Oldest first. More than COMMENT_DIGEST_LIMITS.comments: the oldest of them are counted, not listed. */
  comments: readonly DigestComment[];
  /** Comments older than `comments` that this digest counts but does not list (0 if left out). */
  earlierCount?: number;
  recipientEmail: string;
};

/**
 * A digest lists at most `comments` comments (the newest; the rest are counted) and shows at most `chars`
 * characters of each, so a backlog of a full sheet (2,000 comments of 2,000 characters) stays a mail of a
 * hundred-odd KB rather than ~21 MB that mail servers refuse (Postfix: 10 MB).
 */
export const COMMENT_DIGEST_LIMITS = { comments: 50, chars: 500 } as const;

/** The digest's own words (the sections' names are the call sheet document's). */
export const COMMENT_DIGEST_TEXTS = {
  untitledShoot: "Untitled shoot",
  subject: (count: number, title: string) => `${count === 1 ? "1 new comment" : `${withThousands(count)} new comments`} on ${title}`,
  /** `listed`: how many of the `count` the digest lists (the latest; the rest get `more`). */
  intro: (count: number, listed = count) =>
    count === 1
      ? "A collaborator commented on your call sheet:"
      : listed < count
        ? `Collaborators left ${withThousands(count)} comments on your call sheet; ${listed === 1 ? "the latest is" : `the latest ${withThousands(listed)} are`} below.`
        : `Collaborators left ${withThousands(count)} comments on your call sheet:`,
  /** Under the intro when the digest lists only the latest comments: the others, counted. */
  more: (count: number) =>
    count === 1
      ? "1 more, written before these, is not shown here: open the Comments view to read it."
      : `${withThousands(count)} more, written before these, are not shown here: open the Comments view to read them.`,
  /** Ends a comment cut at COMMENT_DIGEST_LIMITS.chars. */
  shortened: "…",
  openButton: "Open the comments",
  sentTo: (email: string) => `You receive this because you own this call sheet (${email}). Comments arriving together are sent in one e-mail.`,
} as const;

/** The sender's display name of every message about a company's sheets (MAIL_FROM's address stays). */
export const viaCallSheets = (companyName: string) => `${companyName} via Call Sheets`;

// Mail is read anywhere: the time says its zone rather than guessing the reader's.
const TIME = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** What both parts show, each value as plain text (the HTML part escapes it). */
export type CommentDigestFacts = {
  companyName: string;
  title: string;
  link: string;
  recipientEmail: string;
  /** Every comment the digest accounts for: the listed ones and the earlier ones. */
  total: number;
  /** Counted, not listed. */
  earlierCount: number;
  comments: { section: string; author: string; text: string; time: string }[];
};

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/** At most COMMENT_DIGEST_LIMITS.chars characters (code points: a cut never splits one), then the mark. */
function shown(text: string): string {
  const characters = Array.from(text);
  if (characters.length <= COMMENT_DIGEST_LIMITS.chars) return text;
  return `${characters.slice(0, COMMENT_DIGEST_LIMITS.chars).join("").trimEnd()}${COMMENT_DIGEST_TEXTS.shortened}`;
}

export function commentDigestFacts(input: CommentDigestInput): CommentDigestFacts {
  if (!/^https?:\/\/[^\s]+$/i.test(input.link)) throw new RangeError("The digest's link must be an absolute http(s) URL");
  const listed = input.comments.slice(-COMMENT_DIGEST_LIMITS.comments);
  const earlierCount = (input.earlierCount ?? 0) + input.comments.length - listed.length;
  return {
    companyName: oneLine(input.companyName),
    title: oneLine(input.shootingTitle) || COMMENT_DIGEST_TEXTS.untitledShoot,
    link: input.link,
    recipientEmail: input.recipientEmail,
    total: earlierCount + listed.length,
    earlierCount,
    comments: listed.map((comment) => ({
      section: SECTION_TITLES[comment.sectionId] ?? comment.sectionId,
      author: comment.author,
      text: shown(comment.text),
      time: `${TIME.format(new Date(comment.createdAt))} UTC`,
    })),
  };
}
