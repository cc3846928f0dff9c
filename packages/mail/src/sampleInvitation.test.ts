import { describe, expect, it } from "vitest";
import { renderInvitation } from "./invitation.ts";
import { SAMPLE_COMMENTER_INVITATION, SAMPLE_VIEWER_INVITATION, sampleInvitation } from "./sampleInvitation.ts";

describe("sample invitations", () => {
  it("render as a viewer's and a commenter's invitation", () => {
    expect(renderInvitation(SAMPLE_VIEWER_INVITATION).text).toContain("Your access: Viewer");
    expect(renderInvitation(SAMPLE_COMMENTER_INVITATION).text).toContain("Your access: Commenter");
  });

  it("point the link at the given origin's access gate", () => {
    const sample = sampleInvitation("viewer", "http://localhost:8080/");
    expect(sample.link).toMatch(/^http:\/\/localhost:8080\/call-sheet\/sample-token-[0-9a-f]+\?email=ana.petrovic%40example.com&id=42$/);
  });
});
