import { describe, expect, it } from "vitest";
import type { Invitation, Share } from "@repo/contracts/sharing/schemas";
import { invitationLabel, openedLabel, summaryLine } from "./describe.ts";

const invitation = (patch: Partial<Invitation>): Invitation => ({
  state: "queued", queuedAt: "2026-11-26T10:00:00.000Z", sentAt: null, failedAt: null, failure: null, attempts: 0, outboxPath: null, ...patch,
});
const share = (state: Invitation["state"]) => ({ invitation: invitation({ state }) }) as Share;

describe("the panel's words", () => {
  it("should name each invitation state, a failure with the mail server's reply", () => {
    expect(invitationLabel(invitation({}))).toBe("Queued");
    expect(invitationLabel(invitation({ state: "sent", sentAt: "2026-11-26T10:00:05.000Z" }))).toMatch(/^Sent Nov 26, 2026 \d\d:00$/);
    expect(invitationLabel(invitation({ state: "failed", failure: "550 5.1.1 No such user" }))).toBe("Failed: 550 5.1.1 No such user");
    expect(invitationLabel(invitation({ state: "failed" }))).toBe("Failed");
  });

  it("should say 'Not opened yet', one time for one opening, first and last for several", () => {
    expect(openedLabel({ firstAccessed: null, lastAccessed: null })).toBe("Not opened yet");
    expect(openedLabel({ firstAccessed: "2026-11-26T10:00:00.000Z", lastAccessed: "2026-11-26T10:00:00.000Z" })).toMatch(/^Nov 26, 2026 \d\d:00$/);
    expect(openedLabel({ firstAccessed: "2026-11-26T10:00:00.000Z", lastAccessed: "2026-11-27T10:00:00.000Z" })).toMatch(/^first Nov 26, 2026 .+, last Nov 27, 2026 /);
  });

  it("should count collaborators and the failed ones, leaving out '0 failed'", () => {
    expect(summaryLine([share("sent"), share("failed"), share("queued"), share("sent"), share("sent")])).toBe("5 collaborators · 1 failed");
    expect(summaryLine([share("sent")])).toBe("1 collaborator");
  });
});
