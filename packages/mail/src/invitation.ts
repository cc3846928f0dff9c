import { invitationFacts, invitationSubject, type InvitationInput } from "./invitationFacts.ts";
import { invitationHtml } from "./invitationHtml.ts";
import { invitationText } from "./invitationText.ts";

export type { InvitationInput } from "./invitationFacts.ts";
export type RenderedInvitation = { subject: string; html: string; text: string };

/**
 * The call sheet invitation e-mail: subject, HTML and plain text with the same facts. Pure (no Node or DOM
 * APIs): the API's mailer sends it and the share portal's /email-preview pages show it, from one code.
 * Throws a RangeError for a link that is not http(s) or an expiry that is not a timestamp (caller bugs).
 */
export function renderInvitation(input: InvitationInput): RenderedInvitation {
  const facts = invitationFacts(input);
  const subject = invitationSubject(facts);
  return { subject, html: invitationHtml(facts, subject), text: invitationText(facts) };
}
