import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import type { Invitation, Share } from "@repo/contracts/sharing/schemas";
import { formatDay, formatMoment, formatShort, invitationLabel, openedLabel, summaryLine } from "./describe.ts";

const invitation = (patch: Partial<Invitation>): Invitation => ({
  state: "queued", queuedAt: "2026-11-26T10:00:00.000Z", sentAt: null, deliveredAt: null, failedAt: null, failure: null, attempts: 0, outboxPath: null, ...patch,
});
const share = (state: Invitation["state"]) => ({ invitation: invitation({ state }) }) as Share;

describe("the panel's words", () => {
  it("should name each invitation state, a failure with the mail server's reply", () => {
    expect(invitationLabel(invitation({}))).toBe("Queued");
    expect(invitationLabel(invitation({ state: "sent", sentAt: "2026-11-26T10:00:05.000Z" }))).toMatch(/^Sent Nov 26, 2026 \d\d:00$/);
    expect(invitationLabel(invitation({ state: "failed", failure: "550 5.1.1 No such user" }))).toBe("Failed: 550 5.1.1 No such user");
    expect(invitationLabel(invitation({ state: "failed" }))).toBe("Failed");
  });

  it("should say a queued invitation is being tried again with the last reply, and that a failed resend leaves the delivered invitation working", () => {
    expect(invitationLabel(invitation({ attempts: 3, failure: "451 4.3.0 Try again later" }))).toBe("Queued, trying again (attempt 3: 451 4.3.0 Try again later)");
    expect(invitationLabel(invitation({ state: "failed", failure: "552 Mailbox full", deliveredAt: "2026-11-20T09:00:00.000Z" }))).toMatch(
      /^Resend failed: 552 Mailbox full\. The invitation of Nov 20, 2026 \d\d:00 still opens the sheet\.$/,
    );
  });

  it("should say 'Not opened yet', one time for one opening, first and last for several", () => {
    expect(openedLabel({ firstAccessed: null, lastAccessed: null })).toBe("Not opened yet");
    expect(openedLabel({ firstAccessed: "2026-11-26T10:00:00.000Z", lastAccessed: "2026-11-26T10:00:00.000Z" })).toMatch(/^Nov 26, 2026 \d\d:00$/);
    expect(openedLabel({ firstAccessed: "2026-11-26T10:00:00.000Z", lastAccessed: "2026-11-27T10:00:00.000Z" })).toMatch(/^first Nov 26, 2026 .+, last Nov 27, 2026 /);
  });

  it("should count collaborators and the failed ones, leaving out '0 failed'", () => {
    expect(summaryLine([share("sent"), share("failed"), share("queued"), share("sent"), share("sent")])).toBe("5 collaborators · 1 failed");
    expect(summaryLine([share("sent")])).toBe("1 collaborator");
    // A notice of the latest revision that failed counts too.
    const noticeFailed = { ...share("sent"), latestRevision: { revision: 2, notice: { state: "failed", at: null, failure: "550" }, firstOpenedAt: null, confirmedAt: null, reminder: null } } as Share;
    expect(summaryLine([share("sent"), noticeFailed])).toBe("2 collaborators · 1 failed");
  });
});

describe("the panel's moments", () => {
  it("should write each moment as date-fns' pattern does, on the producer's clock", () => {
    // Every month, single- and two-digit days and hours, midnight, the clock changes, a leap day.
    const moments = ["2026-01-01T00:00:00.000Z", "2026-02-28T23:59:59.999Z", "2028-02-29T12:05:00.000Z", "2026-03-29T00:30:00.000Z", "2026-10-25T01:30:00.000Z"];
    for (let month = 0; month < 12; month++) moments.push(new Date(2026, month, 1 + month * 2, month * 2, month * 5).toISOString());
    for (const iso of moments) {
      expect(formatMoment(iso)).toBe(format(new Date(iso), "MMM d, yyyy HH:mm"));
      expect(formatDay(iso)).toBe(format(new Date(iso), "MMM d, yyyy"));
      expect(formatShort(iso)).toBe(format(new Date(iso), "d MMM HH:mm"));
    }
  });
});
