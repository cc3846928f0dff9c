import { COMPANY } from "@repo/contracts/common/constants";
import type { ShareRole } from "@repo/contracts/sharing/constants";
import { invitationPath } from "@repo/contracts/sharing/urls";
import type { InvitationInput } from "./invitationFacts.ts";

// Made-up but realistic values: the /email-preview pages show what a collaborator receives, without a database.
const SAMPLE_TOKEN = "sample-token-9f86d081884c7d659a2feaa0c55ad015";
const SAMPLE_CALL_SHEET_ID = 42;

/**
 * A sample invitation for the preview pages (/email-preview: viewer, /email-preview2: commenter). `origin` is
 * where the link points (the portal passes window.location.origin); the rest is fixed so previews are stable.
 */
export function sampleInvitation(role: ShareRole, origin: string = COMPANY.website): InvitationInput {
  const recipientEmail = role === "viewer" ? "ana.petrovic@example.com" : "marko.jovanovic@example.com";
  return {
    shootingTitle: "Autumn Collection – Lookbook",
    shootingDate: "2026-12-12",
    locationSummary: "Studio 3, Bulevar Mihajla Pupina 10, Belgrade",
    role,
    message:
      role === "viewer"
        ? ""
        : "Hi Marko,\nplease check the scene agenda and leave a comment if the timing of the outdoor scenes works for your team.\nThanks!",
    link: `${origin.replace(/\/+$/, "")}${invitationPath(SAMPLE_TOKEN, recipientEmail, SAMPLE_CALL_SHEET_ID)}`,
    password: role === "viewer" ? "Hx7kP2mQ9wTz" : "Rb4nW8cLq3Vy",
    expiresAt: "2027-01-11T09:30:00.000Z",
    recipientEmail,
  };
}

export const SAMPLE_VIEWER_INVITATION: InvitationInput = sampleInvitation("viewer");
export const SAMPLE_COMMENTER_INVITATION: InvitationInput = sampleInvitation("commenter");
