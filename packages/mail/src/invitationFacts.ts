import { COMPANY } from "@repo/contracts/common/constants";
import type { ShareRole } from "@repo/contracts/sharing/constants";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { formatExpiry, formatShootingDate } from "./invitationDates.ts";

/** What an invitation says; every string is as the user typed it (the renderers escape for their format). */
export type InvitationInput = {
  shootingTitle: string;
  /** YYYY-MM-DD, or null when the shoot has no date yet. */
  shootingDate: string | null;
  locationSummary: string;
  role: ShareRole;
  /** The admin's personal message; empty for none. */
  message: string;
  /** Absolute http(s) URL of the access gate (see invitationPath in contracts/sharing/urls). */
  link: string;
  password: string;
  /** ISO timestamp. */
  expiresAt: string;
  recipientEmail: string;
  /**
   * Who signs the e-mail (its header and footer). The API passes COMPANY_NAME and the site the link points
   * to, without an address of another domain, so the footer names the sender's domain only; unset (the
   * preview pages), the company of @repo/contracts' COMPANY.
   */
  company?: { name: string; website: string; email?: string };
};

/** The e-mail's own words; the role names come from the share dialog so both say the same. */
export const INVITATION_TEXTS = {
  untitledShoot: "Untitled shoot",
  toBeConfirmed: "To be confirmed",
  intro: (company: string) => `${company} has shared a call sheet with you.`,
  shoot: "Shoot",
  date: "Date",
  location: "Location",
  messageHeading: "Message from the production team",
  roleHeading: "Your access",
  roleAllows: {
    viewer: "you can read and print the call sheet.",
    commenter: "you can read and print the call sheet, and comment on each of its sections.",
  },
  openButton: "Open the call sheet",
  linkFallback: "If the button does not work, copy this address into your browser:",
  emailLabel: "Your e-mail",
  passwordLabel: "Your password",
  passwordNote:
    "You need this password together with the link. Both are personal to you: please do not forward this e-mail or share the password.",
  expiry: (when: string) => `This invitation expires on ${when}.`,
  sentTo: (email: string) => `This invitation was sent to ${email}.`,
} as const;

export type InvitationFacts = {
  companyName: string;
  companyWebsite: string;
  /** Empty: the footer names no address. */
  companyEmail: string;
  title: string;
  /** "Saturday, 12 December 2026", or "To be confirmed". */
  date: string;
  /** "12 December 2026" for the subject; null without a date. */
  shortDate: string | null;
  location: string;
  roleName: string;
  roleAllows: string;
  message: string;
  link: string;
  password: string;
  expires: string;
  recipientEmail: string;
};

/** One line of visible text: a title pasted with line breaks or tabs must not bend a subject or a heading. */
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/** The facts both renderings show, worked out once so the HTML and the plain text cannot drift apart. */
export function invitationFacts(input: InvitationInput): InvitationFacts {
  // The link lands in an href: anything but http(s) (javascript:, data:) is a caller's bug, not a mail to send.
  if (!/^https?:\/\/[^\s]+$/i.test(input.link)) throw new RangeError("The invitation link must be an absolute http(s) URL");
  const date = formatShootingDate(input.shootingDate);
  return {
    companyName: oneLine(input.company?.name ?? COMPANY.name),
    companyWebsite: input.company?.website ?? COMPANY.website,
    companyEmail: input.company ? (input.company.email ?? "") : COMPANY.productionContact.email,
    title: oneLine(input.shootingTitle) || INVITATION_TEXTS.untitledShoot,
    date: date ?? INVITATION_TEXTS.toBeConfirmed,
    shortDate: date ? date.slice(date.indexOf(", ") + 2) : null,
    location: oneLine(input.locationSummary) || INVITATION_TEXTS.toBeConfirmed,
    roleName: SHARING_TEXTS.roleNames[input.role],
    roleAllows: INVITATION_TEXTS.roleAllows[input.role],
    message: input.message.trim(),
    link: input.link,
    password: input.password,
    expires: formatExpiry(input.expiresAt),
    recipientEmail: input.recipientEmail,
  };
}

/** "Call sheet: Summer Campaign (12 December 2026)"; the subject names the shoot so the inbox shows which one. */
export function invitationSubject(facts: InvitationFacts): string {
  // Long titles are cut so the date stays visible; by code points, so no emoji is split in half.
  const characters = Array.from(facts.title);
  const title = characters.length > 120 ? `${characters.slice(0, 119).join("")}…` : facts.title;
  return facts.shortDate ? `Call sheet: ${title} (${facts.shortDate})` : `Call sheet: ${title}`;
}
