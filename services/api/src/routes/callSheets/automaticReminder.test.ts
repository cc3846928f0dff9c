import { describe, expect, it } from "vitest";
import { callSheetUrl } from "@repo/contracts/callSheets/urls";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { CONFIRMATION_MESSAGES, CONFIRMATION_URLS } from "@repo/contracts/sharing/confirmations";
import { shareListSchema } from "@repo/contracts/sharing/schemas";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { reminderDueAt, runAutomaticReminder } from "../../commands/reminders.ts";
import { connectDatabase } from "../../db/connect.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet } from "../../test/factories.ts";
import { credentialsOf, useSharingHarness } from "../shares/invitationHarness.ts";

const dialects = await testDialects();

const location = (id: number, city: string) => ({ id, country: "RS", city, address: "Kalemegdan", date: "", time: "" });

describe("the automatic reminder's due time", () => {
  it("should count N hours back from the call time on the clocks of the shoot's place (Belgrade: UTC+1 in December, UTC+2 in July), UTC when the place is unknown, none without a time", () => {
    const sheet = (shootingDate: string, city: string, shootingTime: string | null = "07:00") => ({ shootingDate, shootingTime, locationsList: JSON.stringify([location(1, city)]), sceneSchedule: "[]" });
    expect(reminderDueAt(sheet("2026-12-01", "Belgrade"), 2)?.toISOString()).toBe("2026-12-01T04:00:00.000Z");
    expect(reminderDueAt(sheet("2026-07-01", "Belgrade"), 2)?.toISOString()).toBe("2026-07-01T03:00:00.000Z");
    expect(reminderDueAt(sheet("2026-12-01", "Nowhere at all"), 24)?.toISOString()).toBe("2026-11-30T07:00:00.000Z");
    expect(reminderDueAt(sheet("2026-12-01", "Belgrade", null), 2)).toBeNull();
  });
});

describe.each(dialects)("the automatic reminder (issue 25) on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const harness = useSharingHarness(database);
  const db = () => database().db;
  let sequence = 0;
  const email = (name: string) => `${name}${Date.now()}${++sequence}@example.com`;
  const list = async (id: number) => shareListSchema.parse(await (await harness().admin.get(SHARING_URLS.sharesOf(id))).json());
  const put = async (id: number, body: unknown) => {
    const response = await harness().admin.request("PUT", CONFIRMATION_URLS.automaticReminder(id), body);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it("should be off by default, refuse bad hours, and run once at call time minus N hours, across two runners on one database, only to those pending then", async () => {
    const { smtp, clock } = harness();
    const id = (await createCallSheet(db(), { shootingTitle: "Night shoot", shootingDate: "2026-12-01", shootingTime: "07:00", locationsList: JSON.stringify([location(1, "Belgrade")]) })).id;
    const [confirmer, pending] = [email("confirmer"), email("pending")];
    await harness().share(id, confirmer);
    await harness().share(id, pending);
    await harness().deliver();
    expect((await list(id)).automaticReminder).toEqual({ hoursBefore: null, dueAt: null, sentAt: null });

    for (const hoursBefore of [0, 169, 1.5, "2"]) expect(await put(id, { hoursBefore })).toMatchObject({ status: 400, body: { message: CONFIRMATION_MESSAGES.hoursInvalid } });
    expect(await put(id, { hoursBefore: 2 })).toEqual({ status: 200, body: { hoursBefore: 2, dueAt: "2026-12-01T04:00:00.000Z", sentAt: null } });
    expect((await list(id)).automaticReminder.dueAt).toBe("2026-12-01T04:00:00.000Z");

    // The confirmer confirms revision 1 through their own grant.
    const invitation = smtp.to(confirmer)[0]!;
    const { token, password } = credentialsOf(invitation);
    const client = new TestClient(harness().server.url);
    expect((await client.post(SHARING_URLS.access, { token, email: confirmer, password })).status).toBe(200);
    expect((await client.post(CONFIRMATION_URLS.confirmations, { callSheetId: id, revision: 1 })).status).toBe(201);

    // Not before it is due.
    clock.now = new Date("2026-12-01T03:59:00Z");
    await harness().deliver();
    expect(smtp.to(pending)).toHaveLength(1);

    // Due: two runners on one database at once (as two API processes), then the reminders they queued.
    clock.now = new Date("2026-12-01T04:00:30Z");
    const [first, second] = [harness().runner(), harness().runner()];
    await Promise.all([first.runDue(), second.runDue()]);
    await harness().deliver();
    expect(smtp.to(pending)).toHaveLength(2);
    expect(smtp.to(pending)[1]!.subject).toBe("Reminder: please confirm the call sheet Night shoot (revision 1)");
    expect(smtp.to(confirmer)).toHaveLength(1);
    // Back to the admin's day (its session would have ended by the shoot's clock).
    const shootClock = clock.now;
    clock.now = new Date("2026-11-25T09:30:00Z");
    expect((await list(id)).automaticReminder).toEqual({ hoursBefore: 2, dueAt: "2026-12-01T04:00:00.000Z", sentAt: "2026-12-01T04:00:30.000Z" });
    const { arm } = (await db()("call_sheet_reminders").where({ callSheetId: id }).first("arm")) as { arm: number };

    // Its arm ran: run again at once, on MySQL from two connections (a job run again after a lost lease), nothing more.
    // (SQLite is one API process on one file: its one connection.)
    const other = dialect === "mysql" ? connectDatabase(database().database) : db();
    try {
      expect(await Promise.all([runAutomaticReminder(db(), id, arm, shootClock), runAutomaticReminder(other, id, arm, shootClock)])).toEqual([null, null]);
    } finally {
      if (other !== db()) await other.destroy();
    }
    clock.now = shootClock;
    await harness().deliver();
    expect(smtp.to(pending)).toHaveLength(2);
    clock.now = new Date("2026-11-25T09:30:00Z");
  });

  it("should re-arm when the hours or the shoot's date change, and do nothing once turned off", async () => {
    const { clock, admin } = harness();
    clock.now = new Date("2026-11-25T09:00:00Z");
    const id = (await createCallSheet(db(), { shootingDate: "2026-12-01", shootingTime: "07:00", locationsList: JSON.stringify([location(1, "Belgrade")]) })).id;
    const pending = email("pending");
    await harness().share(id, pending);
    await harness().deliver();
    const armOf = async () => ((await db()("call_sheet_reminders").where({ callSheetId: id }).first("arm")) as { arm: number }).arm;
    await put(id, { hoursBefore: 2 });
    const firstArm = await armOf();
    expect((await put(id, { hoursBefore: 5 })).body).toEqual({ hoursBefore: 5, dueAt: "2026-12-01T01:00:00.000Z", sentAt: null });
    expect(await armOf()).toBe(firstArm + 1);

    // The shoot moves a day later: due a day later, armed again.
    const { version } = (await (await admin.get(callSheetUrl(id))).json()) as CallSheet;
    expect((await admin.request("PATCH", callSheetUrl(id), { baseVersion: version, shootingDate: "2026-12-02" })).status).toBe(200);
    expect((await list(id)).automaticReminder).toEqual({ hoursBefore: 5, dueAt: "2026-12-02T01:00:00.000Z", sentAt: null });
    expect(await armOf()).toBe(firstArm + 2);

    // The old arms' jobs, due now, send nothing; the current one's neither once it is turned off.
    expect((await put(id, { hoursBefore: null })).body).toEqual({ hoursBefore: null, dueAt: null, sentAt: null });
    clock.now = new Date("2026-12-03T00:00:00Z");
    await harness().deliver();
    expect(harness().smtp.to(pending)).toHaveLength(1);
    clock.now = new Date("2026-11-25T09:30:00Z");
  });
});
