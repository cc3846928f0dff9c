import { COMPANY } from "@repo/contracts/common/constants";
import { formatShootingDate } from "./invitationDates.ts";

/**
 * What a revision notice (a revision was published) or a reminder (the collaborator has not confirmed the
 * latest revision) says (issue 25). Every string is as stored (the renderers escape for their format).
 */
export type RevisionNoticeInput = {
  shootingTitle: string;
  /** YYYY-MM-DD, or null when the shoot has no date yet. */
  shootingDate: string | null;
  /** HH:mm, or null. */
  callTime: string | null;
  locationSummary: string;
  /** The revision the collaborator is asked to read and confirm (the latest). */
  revision: number;
  /** The producer's note on that revision; empty for none. */
  note: string;
  /** The revision the changes are counted from (the one they were last told about or opened); null: none. */
  changedSince: number | null;
  /** What changed for them since then, one line each (revisions/describeChanges.ts's texts). */
  changes: readonly string[];
  /** Absolute http(s) URL of the shared view (never a password in it). */
  link: string;
  recipientEmail: string;
  company?: { name: string; website: string; email?: string };
};

/** At most this many change lines in an e-mail; the rest are counted ("and 12 more"), the shared view lists them all. */
export const NOTICE_CHANGES_SHOWN = 25;

export const REVISION_NOTICE_TEXTS = {
  untitledShoot: "Untitled shoot",
  toBeConfirmed: "To be confirmed",
  noticeSubject: (title: string, revision: number) => `Call sheet updated: ${title} (revision ${revision})`,
  reminderSubject: (title: string, revision: number) => `Reminder: please confirm the call sheet ${title} (revision ${revision})`,
  noticeIntro: (company: string, revision: number) => `${company} has published revision ${revision} of the call sheet.`,
  reminderIntro: (revision: number) => `You have not confirmed revision ${revision} of the call sheet yet.`,
  changesHeading: (since: number) => `What changed since revision ${since}`,
  noChangesListed: "The latest revision is ready for you to read.",
  moreChanges: (count: number) => `and ${count} more (all of them are shown when you open the call sheet)`,
  noteHeading: "Note from the production team",
  date: "Date",
  callTime: "Call time",
  location: "Location",
  askToConfirm: (revision: number) => `Please open the call sheet and confirm that you have read revision ${revision}.`,
  openButton: "Open and confirm",
  linkFallback: "If the button does not work, copy this address into your browser:",
  passwordHint: "Sign in with your e-mail and the password from your invitation.",
  sentTo: (email: string) => `This message was sent to ${email}.`,
} as const;

export type RevisionNoticeFacts = {
  companyName: string;
  companyWebsite: string;
  companyEmail: string;
  title: string;
  date: string;
  callTime: string;
  location: string;
  revision: number;
  note: string;
  changedSince: number | null;
  changes: string[];
  moreChanges: number;
  link: string;
  recipientEmail: string;
};

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

export function revisionNoticeFacts(input: RevisionNoticeInput): RevisionNoticeFacts {
  if (!/^https?:\/\/[^\s]+$/i.test(input.link)) throw new RangeError("The link must be an absolute http(s) URL");
  return {
    companyName: oneLine(input.company?.name ?? COMPANY.name),
    companyWebsite: input.company?.website ?? COMPANY.website,
    companyEmail: input.company ? (input.company.email ?? "") : COMPANY.productionContact.email,
    title: oneLine(input.shootingTitle) || REVISION_NOTICE_TEXTS.untitledShoot,
    date: formatShootingDate(input.shootingDate) ?? REVISION_NOTICE_TEXTS.toBeConfirmed,
    callTime: input.callTime?.trim() || REVISION_NOTICE_TEXTS.toBeConfirmed,
    location: oneLine(input.locationSummary) || REVISION_NOTICE_TEXTS.toBeConfirmed,
    revision: input.revision,
    note: input.note.trim(),
    changedSince: input.changedSince,
    changes: input.changes.slice(0, NOTICE_CHANGES_SHOWN).map(oneLine),
    moreChanges: Math.max(0, input.changes.length - NOTICE_CHANGES_SHOWN),
    link: input.link,
    recipientEmail: input.recipientEmail,
  };
}

/** Cut by code points so the subject keeps its revision number visible. */
export const subjectTitle = (title: string) => {
  const characters = Array.from(title);
  return characters.length > 100 ? `${characters.slice(0, 99).join("")}…` : title;
};
