import { renderInvitation } from "@repo/mail/invitation";
import { sampleInvitation } from "@repo/mail/sampleInvitation";
import { SHARE_PORTAL_TEXTS } from "@repo/contracts/sharing/texts";

/** Both invitations, rendered by the mailer's own code, with links pointing at this site. */
export function sampleMessages() {
  const origin = window.location.origin;
  return [
    { label: SHARE_PORTAL_TEXTS.previewViewer, ...renderInvitation(sampleInvitation("viewer", origin)) },
    { label: SHARE_PORTAL_TEXTS.previewCommenter, ...renderInvitation(sampleInvitation("commenter", origin)) },
  ];
}
