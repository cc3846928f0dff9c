import { describe, expect, it } from "vitest";
import type { CollaboratorRevisionState } from "@repo/contracts/sharing/confirmations";
import { producerOffsetZone, revisionStanding } from "./confirmations.ts";

const at = (offsetMinutes: number) => ({ getTimezoneOffset: () => offsetMinutes }) as Date;

describe("the producer's clock as a fixed offset", () => {
  it("should name whole-hour offsets as every zone database does (Etc/GMT's sign the other way round), and none for half hours", () => {
    expect(producerOffsetZone(at(-540))).toBe("Etc/GMT-9");
    expect(producerOffsetZone(at(300))).toBe("Etc/GMT+5");
    expect(producerOffsetZone(at(0))).toBe("UTC");
    expect(producerOffsetZone(at(-330))).toBeUndefined();
    // Etc/GMT-9 is UTC+9: 07:00 there is 22:00 UTC the day before.
    const tokyoMorning = new Intl.DateTimeFormat("en-GB", { timeZone: "Etc/GMT-9", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date("2026-11-30T22:00:00Z"));
    expect(tokyoMorning).toBe("07:00");
  });
});

describe("a collaborator's standing with the latest revision", () => {
  const state = (patch: Partial<CollaboratorRevisionState>): CollaboratorRevisionState => ({
    revision: 3,
    notice: { state: "sent", at: "2026-11-27T08:00:00.000Z", failure: null },
    firstOpenedAt: null,
    confirmedAt: null,
    reminder: null,
    ...patch,
  });
  const failedReminder = { state: "failed", at: "2026-11-27T11:00:09.000Z", failure: "550 5.1.1 No such mailbox" } as const;

  it("should end a pending row with its latest reminder: queued, when it was sent, or the mail server's reply", () => {
    expect(revisionStanding(state({ reminder: { state: "queued", at: "2026-11-27T11:00:00.000Z", failure: null } })).detail).toBe("notice sent 27 Nov 08:00 · reminder queued");
    expect(revisionStanding(state({ firstOpenedAt: "2026-11-27T09:30:00.000Z", reminder: { state: "sent", at: "2026-11-27T11:00:04.000Z", failure: null } }))).toEqual({
      marker: "opened",
      label: "Opened, not confirmed",
      detail: "first opened 27 Nov 09:30 · reminded 27 Nov 11:00",
    });
    expect(revisionStanding(state({ notice: { state: "failed", at: null, failure: "550" }, reminder: failedReminder }))).toEqual({
      marker: "failed",
      label: "Notice failed: 550",
      detail: "Reminder failed: 550 5.1.1 No such mailbox",
    });
    expect(revisionStanding(state({ reminder: { ...failedReminder, failure: null } })).detail).toBe("notice sent 27 Nov 08:00 · Reminder failed");
  });

  it("should say nothing of reminders on a confirmed row, nor on a pending one never reminded", () => {
    expect(revisionStanding(state({ confirmedAt: "2026-11-27T12:00:00.000Z", reminder: { state: "sent", at: "2026-11-27T11:00:04.000Z", failure: null } })).detail).toBeNull();
    expect(revisionStanding(state({})).detail).toBe("notice sent 27 Nov 08:00");
    expect(revisionStanding(state({ notice: { state: "failed", at: null, failure: "550" } })).detail).toBeNull();
  });
});
