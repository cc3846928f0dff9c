import type { CallSheetSectionId } from "@repo/contracts/callSheets/constants";
import { SECTION_TITLES } from "@repo/contracts/callSheets/texts/document";

/** One comment of a digest: where, who (the collaborator's e-mail, or 'admin'), what and when (ISO). */
export type DigestComment = { sectionId: CallSheetSectionId; author: string; text: string; createdAt: string };

export type CommentDigestInput = {
  /** COMPANY_NAME: the header and the footer. */
  companyName: string;
  shootingTitle: string;
  /** The editor's Comments view of the sheet (absolute http(s) URL). */
  link: string;
  /** Oldest first. */
  comments: readonly DigestComment[];
  recipientEmail: string;
};

/** The digest's own words (the sections' names are the call sheet document's). */
export const COMMENT_DIGEST_TEXTS = {
  untitledShoot: "Untitled shoot",
  subject: (count: number, title: string) => `${count === 1 ? "1 new comment" : `${count} new comments`} on ${title}`,
  intro: (count: number) => (count === 1 ? "A collaborator commented on your call sheet:" : `Collaborators left ${count} comments on your call sheet:`),
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
  comments: { section: string; author: string; text: string; time: string }[];
};

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

export function commentDigestFacts(input: CommentDigestInput): CommentDigestFacts {
  if (!/^https?:\/\/[^\s]+$/i.test(input.link)) throw new RangeError("The digest's link must be an absolute http(s) URL");
  return {
    companyName: oneLine(input.companyName),
    title: oneLine(input.shootingTitle) || COMMENT_DIGEST_TEXTS.untitledShoot,
    link: input.link,
    recipientEmail: input.recipientEmail,
    comments: input.comments.map((comment) => ({
      section: SECTION_TITLES[comment.sectionId] ?? comment.sectionId,
      author: comment.author,
      text: comment.text,
      time: `${TIME.format(new Date(comment.createdAt))} UTC`,
    })),
  };
}
