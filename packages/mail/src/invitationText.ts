import { INVITATION_TEXTS, type InvitationFacts } from "./invitationFacts.ts";

/** The plain-text part: the same facts as the HTML, for clients that show text only and for screen readers. */
export function invitationText(facts: InvitationFacts): string {
  const lines = [
    facts.companyName,
    "",
    INVITATION_TEXTS.intro(facts.companyName),
    "",
    `${INVITATION_TEXTS.shoot}: ${facts.title}`,
    `${INVITATION_TEXTS.date}: ${facts.date}`,
    `${INVITATION_TEXTS.location}: ${facts.location}`,
    "",
    `${INVITATION_TEXTS.roleHeading}: ${facts.roleName} – ${facts.roleAllows}`,
    "",
  ];
  if (facts.message) {
    // Quoted like a reply, so the admin's words stand apart from ours.
    lines.push(`${INVITATION_TEXTS.messageHeading}:`, ...facts.message.split(/\r\n|\r|\n/).map((line) => `> ${line}`), "");
  }
  lines.push(
    `${INVITATION_TEXTS.openButton}:`,
    facts.link,
    "",
    `${INVITATION_TEXTS.emailLabel}: ${facts.recipientEmail}`,
    `${INVITATION_TEXTS.passwordLabel}: ${facts.password}`,
    "",
    INVITATION_TEXTS.passwordNote,
    "",
    INVITATION_TEXTS.expiry(facts.expires),
    "",
    "-- ",
    INVITATION_TEXTS.sentTo(facts.recipientEmail),
    [facts.companyName, facts.companyWebsite, facts.companyEmail].filter(Boolean).join(" · "),
    "",
  );
  return lines.join("\n");
}
