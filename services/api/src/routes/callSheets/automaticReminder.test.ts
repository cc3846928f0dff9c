import { describe, expect, it } from "vitest";
import { callSheetRevisionsUrl, callSheetUrl } from "@repo/contracts/callSheets/urls";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { CONFIRMATION_MESSAGES, CONFIRMATION_URLS } from "@repo/contracts/sharing/confirmations";
import { shareListSchema } from "@repo/contracts/sharing/schemas";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { reminderDueAt, runAutomaticReminder } from "../../commands/reminders.ts";
import { connectDatabase } from "../../db/connect.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet, TEST_PASSWORD } from "../../test/factories.ts";
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

  it("should read the call time on the producer's clock when no location's place is known, and on the place's when one is", () => {
    const sheet = (city: string) => ({ shootingDate: "2026-12-01", shootingTime: "07:00", locationsList: JSON.stringify([location(1, city)]), sceneSchedule: "[]" });
    // 07:00 in Tokyo (UTC+9) is 22:00 UTC the day before; two hours earlier, 20:00.
    expect(reminderDueAt(sheet("Nowhere at all"), 2, "Asia/Tokyo")?.toISOString()).toBe("2026-11-30T20:00:00.000Z");
    expect(reminderDueAt(sheet("Belgrade"), 2, "Asia/Tokyo")?.toISOString()).toBe("2026-12-01T04:00:00.000Z");
  });
});

describe.each(dialects)("the automatic reminder (issue 25) on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const harness = useSharingHarness(database);
  const db = () => database().db;
  let sequence = 0;
  const email = (name: string) => `${name}${Date.now()}${++sequence}@example.com`;
  const list = async (id: number, client = harness().admin) => shareListSchema.parse(await (await client.get(SHARING_URLS.sharesOf(id))).json());
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
    expect((await list(id)).automaticReminder).toEqual({ hoursBefore: null, dueAt: null, sentAt: null, remindedCount: null });

    for (const hoursBefore of [0, 169, 1.5, "2"]) expect(await put(id, { hoursBefore })).toMatchObject({ status: 400, body: { message: CONFIRMATION_MESSAGES.hoursInvalid } });
    expect(await put(id, { hoursBefore: 2 })).toEqual({ status: 200, body: { hoursBefore: 2, dueAt: "2026-12-01T04:00:00.000Z", sentAt: null, remindedCount: null } });
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
    expect((await list(id)).automaticReminder).toEqual({ hoursBefore: 2, dueAt: "2026-12-01T04:00:00.000Z", sentAt: "2026-12-01T04:00:30.000Z", remindedCount: 1 });
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

  /** The latest revision's number (null: none): what an up-to-date editor publishes after. */
  const latestNumber = async (id: number) => {
    const row = (await db()("call_sheet_revisions").where({ callSheetId: id }).max({ number: "number" }))[0] as { number: number | string | null } | undefined;
    return row?.number === null || row?.number === undefined ? null : Number(row.number);
  };
  /** A draft edit by `client` (the admin's), published or not. */
  const edit = async (client: TestClient, id: number, fields: Record<string, unknown>) => {
    const { version } = (await (await client.get(callSheetUrl(id))).json()) as CallSheet;
    expect((await client.request("PATCH", callSheetUrl(id), { baseVersion: version, ...fields })).status).toBe(200);
  };
  const publish = async (client: TestClient, id: number) => {
    const response = await client.request("POST", callSheetRevisionsUrl(id), { afterRevision: await latestNumber(id) });
    expect(response.status).toBe(201);
  };
  /** The admin signed in again at the clock's time (the harness's session would have ended by the shoot's clock). */
  const adminNow = async () => {
    const client = new TestClient(harness().server.url);
    expect((await client.post("/api/admin/login", { username: harness().adminUser.username, password: TEST_PASSWORD })).status).toBe(200);
    return client;
  };

  it("should count from the producer's clock sent with the hours when no place is known, keep it for a PUT without one and for a publish, and refuse a zone that is not one", async () => {
    const { admin, clock } = harness();
    clock.now = new Date("2026-11-25T09:00:00Z");
    const id = (await createCallSheet(db(), { shootingDate: "2026-12-01", shootingTime: "07:00", locationsList: JSON.stringify([location(1, "Studio 4, back entrance")]) })).id;
    await harness().share(id, email("tokyo"));
    await harness().deliver();
    for (const timeZone of ["Mars/Olympus_Mons", "", "Europe/Belgrade".padEnd(65, "x"), 9, null]) {
      expect(await put(id, { hoursBefore: 2, timeZone })).toMatchObject({ status: 400, body: { message: CONFIRMATION_MESSAGES.timeZoneInvalid } });
    }
    expect((await list(id)).automaticReminder).toEqual({ hoursBefore: null, dueAt: null, sentAt: null, remindedCount: null });
    // 07:00 in Tokyo is 22:00 UTC the day before.
    expect(await put(id, { hoursBefore: 2, timeZone: "Asia/Tokyo" })).toEqual({ status: 200, body: { hoursBefore: 2, dueAt: "2026-11-30T20:00:00.000Z", sentAt: null, remindedCount: null } });
    expect((await put(id, { hoursBefore: 3 })).body).toMatchObject({ dueAt: "2026-11-30T19:00:00.000Z" });
    // A publish moving the call re-arms it on the same clock.
    await edit(admin, id, { shootingTime: "08:00" });
    await publish(admin, id);
    expect((await list(id)).automaticReminder.dueAt).toBe("2026-11-30T20:00:00.000Z");
    // Without a zone ever sent (an older client): UTC, as before.
    const other = (await createCallSheet(db(), { shootingDate: "2026-12-01", shootingTime: "07:00", locationsList: JSON.stringify([location(1, "Studio 4, back entrance")]) })).id;
    await harness().share(other, email("older"));
    expect((await put(other, { hoursBefore: 2 })).body).toMatchObject({ dueAt: "2026-12-01T05:00:00.000Z" });
  });

  it("should re-arm when the hours or the published shoot's date change, not on a draft edit, and do nothing once turned off", async () => {
    const { clock, admin } = harness();
    clock.now = new Date("2026-11-25T09:00:00Z");
    const id = (await createCallSheet(db(), { shootingDate: "2026-12-01", shootingTime: "07:00", locationsList: JSON.stringify([location(1, "Belgrade")]) })).id;
    const pending = email("pending");
    await harness().share(id, pending);
    await harness().deliver();
    const armOf = async () => ((await db()("call_sheet_reminders").where({ callSheetId: id }).first("arm")) as { arm: number }).arm;
    await put(id, { hoursBefore: 2 });
    const firstArm = await armOf();
    expect((await put(id, { hoursBefore: 5 })).body).toEqual({ hoursBefore: 5, dueAt: "2026-12-01T01:00:00.000Z", sentAt: null, remindedCount: null });
    expect(await armOf()).toBe(firstArm + 1);

    // The shoot moves a day later in the draft: the collaborators still confirm revision 1, so nothing moves.
    await edit(admin, id, { shootingDate: "2026-12-02" });
    expect((await list(id)).automaticReminder).toEqual({ hoursBefore: 5, dueAt: "2026-12-01T01:00:00.000Z", sentAt: null, remindedCount: null });
    expect(await armOf()).toBe(firstArm + 1);
    // New hours count from revision 1 too, not from the draft.
    expect((await put(id, { hoursBefore: 5 })).body).toEqual({ hoursBefore: 5, dueAt: "2026-12-01T01:00:00.000Z", sentAt: null, remindedCount: null });
    // Published: due a day later, armed again.
    await publish(admin, id);
    expect((await list(id)).automaticReminder).toEqual({ hoursBefore: 5, dueAt: "2026-12-02T01:00:00.000Z", sentAt: null, remindedCount: null });
    expect(await armOf()).toBe(firstArm + 3);
    // A publish that leaves the call time alone re-arms nothing.
    await edit(admin, id, { setNotes: "Bring coats" });
    await publish(admin, id);
    expect(await armOf()).toBe(firstArm + 3);

    // The old arms' jobs, due now, send nothing; the current one's neither once it is turned off.
    expect((await put(id, { hoursBefore: null })).body).toEqual({ hoursBefore: null, dueAt: null, sentAt: null, remindedCount: null });
    clock.now = new Date("2026-12-03T00:00:00Z");
    await harness().deliver();
    // The invitation and the notices of revisions 2 and 3: no reminder.
    expect(harness().smtp.to(pending).map((mail) => mail.subject.startsWith("Reminder"))).toEqual([false, false, false]);
    clock.now = new Date("2026-11-25T09:30:00Z");
  });

  it("should not remind again on the shoot's morning when the call moves in the draft, nor when a publish moves it to a time whose reminder is past; a later day's reminder runs again", async () => {
    const { clock, smtp } = harness();
    clock.now = new Date("2026-11-25T09:00:00Z");
    const id = (await createCallSheet(db(), { shootingTitle: "Dawn", shootingDate: "2026-12-01", shootingTime: "07:00", locationsList: JSON.stringify([location(1, "Belgrade")]) })).id;
    const pending = email("pending");
    await harness().share(id, pending);
    await harness().deliver();
    expect((await put(id, { hoursBefore: 24 })).body).toEqual({ hoursBefore: 24, dueAt: "2026-11-30T06:00:00.000Z", sentAt: null, remindedCount: null });

    // It runs the day before: the pending collaborator is reminded of revision 1.
    clock.now = new Date("2026-11-30T06:01:00Z");
    await harness().deliver();
    await harness().deliver();
    expect(smtp.to(pending).map((mail) => mail.subject)).toEqual([expect.stringContaining("Dawn") as string, "Reminder: please confirm the call sheet Dawn (revision 1)"]);

    // The shoot's morning, 05:00 in Belgrade: the call moves 07:00 -> 07:30 in the draft, not published.
    clock.now = new Date("2026-12-01T04:00:00Z");
    const producer = await adminNow();
    await edit(producer, id, { shootingTime: "07:30" });
    await harness().deliver();
    await harness().deliver();
    expect(smtp.to(pending)).toHaveLength(2);
    expect((await list(id, producer)).automaticReminder).toEqual({ hoursBefore: 24, dueAt: "2026-11-30T06:00:00.000Z", sentAt: "2026-11-30T06:01:00.000Z", remindedCount: 1 });

    // Published: revision 2's notice goes, but no reminder: 24 hours before 07:30 is past and the reminder went.
    await publish(producer, id);
    expect((await list(id, producer)).automaticReminder).toEqual({ hoursBefore: 24, dueAt: "2026-11-30T06:30:00.000Z", sentAt: "2026-11-30T06:01:00.000Z", remindedCount: 1 });
    await harness().deliver();
    await harness().deliver();
    expect(smtp.to(pending).slice(2).map((mail) => mail.subject)).toEqual(["Call sheet updated: Dawn (revision 2)"]);

    // The shoot moves to the next day and is published: its reminder is due later, so it runs again then.
    await edit(producer, id, { shootingDate: "2026-12-02" });
    await publish(producer, id);
    expect((await list(id, producer)).automaticReminder).toEqual({ hoursBefore: 24, dueAt: "2026-12-01T06:30:00.000Z", sentAt: null, remindedCount: null });
    await harness().deliver();
    clock.now = new Date("2026-12-01T06:31:00Z");
    await harness().deliver();
    await harness().deliver();
    expect(smtp.to(pending).slice(3).map((mail) => mail.subject)).toEqual(["Call sheet updated: Dawn (revision 3)", "Reminder: please confirm the call sheet Dawn (revision 3)"]);
    clock.now = new Date("2026-11-25T09:30:00Z");
  });

  it("should not remind again when turned off and on after it ran, whatever hours whose time is past; hours still ahead arm it again", async () => {
    const { clock, smtp } = harness();
    clock.now = new Date("2026-11-25T09:30:00Z");
    const id = (await createCallSheet(db(), { shootingTitle: "Dusk", shootingDate: "2026-12-01", shootingTime: "07:00", locationsList: JSON.stringify([location(1, "Belgrade")]) })).id;
    const pending = email("pending");
    const before = await adminNow();
    expect((await before.post(SHARING_URLS.shares, { callSheetId: id, email: pending, role: "viewer" })).status).toBe(201);
    await harness().deliver();
    expect((await before.request("PUT", CONFIRMATION_URLS.automaticReminder(id), { hoursBefore: 24 })).status).toBe(200);
    clock.now = new Date("2026-11-30T06:01:00Z");
    await harness().deliver();
    await harness().deliver();
    const reminders = () => smtp.to(pending).filter((mail) => mail.subject.startsWith("Reminder")).length;
    expect(reminders()).toBe(1);

    // The producer turns it off, then on again that evening, with the same hours and with more.
    clock.now = new Date("2026-11-30T18:00:00Z");
    const producer = await adminNow();
    const toggle = async (hoursBefore: number | null) => (await producer.request("PUT", CONFIRMATION_URLS.automaticReminder(id), { hoursBefore })).json();
    expect(await toggle(null)).toEqual({ hoursBefore: null, dueAt: null, sentAt: null, remindedCount: null });
    expect(await toggle(24)).toEqual({ hoursBefore: 24, dueAt: "2026-11-30T06:00:00.000Z", sentAt: "2026-11-30T06:01:00.000Z", remindedCount: 1 });
    await toggle(null);
    expect(await toggle(48)).toEqual({ hoursBefore: 48, dueAt: "2026-11-29T06:00:00.000Z", sentAt: "2026-11-30T06:01:00.000Z", remindedCount: 1 });
    await harness().deliver();
    await harness().deliver();
    expect(reminders()).toBe(1);

    // Two hours before the call is still ahead: that is a reminder of its own, and it runs then.
    expect(await toggle(2)).toEqual({ hoursBefore: 2, dueAt: "2026-12-01T04:00:00.000Z", sentAt: null, remindedCount: null });
    clock.now = new Date("2026-12-01T04:00:30Z");
    await harness().deliver();
    await harness().deliver();
    expect(reminders()).toBe(2);
    clock.now = new Date("2026-11-25T09:30:00Z");
  });

  it("should not follow the invitation with a reminder when sharing publishes and makes a reminder due at once", async () => {
    const { clock, smtp } = harness();
    clock.now = new Date("2026-11-25T09:00:00Z");
    // Tomorrow 07:00 in Belgrade (06:00 UTC); 24 hours before is already past. Set before anything is published.
    const id = (await createCallSheet(db(), { shootingTitle: "Tomorrow", shootingDate: "2026-11-26", shootingTime: "07:00", locationsList: JSON.stringify([location(1, "Belgrade")]) })).id;
    const producer = await adminNow();
    expect((await producer.request("PUT", CONFIRMATION_URLS.automaticReminder(id), { hoursBefore: 24 })).status).toBe(200);
    const ana = email("ana");
    expect((await producer.post(SHARING_URLS.shares, { callSheetId: id, email: ana, role: "viewer" })).status).toBe(201);
    // The invitation goes first (the order two runners may take them in), then the reminder due since 06:00.
    await harness().sendInvitationsWhile(async () => undefined);
    await harness().deliver();
    await harness().deliver();
    expect(smtp.to(ana).map((mail) => mail.subject)).toEqual([expect.stringContaining("Tomorrow") as string]);
    expect((await list(id, producer)).automaticReminder).toEqual({ hoursBefore: 24, dueAt: "2026-11-25T06:00:00.000Z", sentAt: "2026-11-25T09:00:00.000Z", remindedCount: 0 });
    clock.now = new Date("2026-11-25T09:30:00Z");
  });

  it("should remind nobody once the call has begun: turned on after the shoot, or its runner down across the call", async () => {
    const { clock, smtp } = harness();
    clock.now = new Date("2026-11-20T09:00:00Z");
    const shoot = async (title: string) => {
      const id = (await createCallSheet(db(), { shootingTitle: title, shootingDate: "2026-11-22", shootingTime: "07:00", locationsList: JSON.stringify([location(1, "Belgrade")]) })).id;
      const pending = email("pending");
      const producer = await adminNow();
      expect((await producer.post(SHARING_URLS.shares, { callSheetId: id, email: pending, role: "viewer" })).status).toBe(201);
      await harness().deliver();
      return { id, pending, producer };
    };
    const reminders = (address: string) => smtp.to(address).filter((mail) => mail.subject.startsWith("Reminder")).length;
    const late = await shoot("Over");
    const armed = await shoot("Runner down");
    expect((await armed.producer.request("PUT", CONFIRMATION_URLS.automaticReminder(armed.id), { hoursBefore: 2 })).status).toBe(200);

    // Two days after the 07:00 call (06:00 UTC in Belgrade): turned on, it says when it would have run, and sends nothing.
    clock.now = new Date("2026-11-24T09:00:00Z");
    const producer = await adminNow();
    expect(await (await producer.request("PUT", CONFIRMATION_URLS.automaticReminder(late.id), { hoursBefore: 24 })).json()).toEqual({ hoursBefore: 24, dueAt: "2026-11-21T06:00:00.000Z", sentAt: null, remindedCount: null });
    // The other's job, due 04:00 UTC on the 22nd, runs only now (no runner since): past the call, it reminds nobody.
    await harness().deliver();
    await harness().deliver();
    expect([reminders(late.pending), reminders(armed.pending)]).toEqual([0, 0]);
    expect((await list(armed.id, producer)).automaticReminder).toEqual({ hoursBefore: 2, dueAt: "2026-11-22T04:00:00.000Z", sentAt: null, remindedCount: null });
    clock.now = new Date("2026-11-25T09:30:00Z");
  });

  it("should remind about a call moved and published while it was off, when turned on again past the new call's due time", async () => {
    const { clock, smtp } = harness();
    clock.now = new Date("2026-11-25T09:30:00Z");
    const id = (await createCallSheet(db(), { shootingTitle: "Moved", shootingDate: "2026-12-01", shootingTime: "07:00", locationsList: JSON.stringify([location(1, "Belgrade")]) })).id;
    const pending = email("pending");
    const before = await adminNow();
    expect((await before.post(SHARING_URLS.shares, { callSheetId: id, email: pending, role: "viewer" })).status).toBe(201);
    await harness().deliver();
    expect((await before.request("PUT", CONFIRMATION_URLS.automaticReminder(id), { hoursBefore: 24 })).status).toBe(200);
    clock.now = new Date("2026-11-30T06:01:00Z");
    await harness().deliver();
    await harness().deliver();
    const reminders = () => smtp.to(pending).flatMap((mail) => (mail.subject.startsWith("Reminder") ? [mail.subject] : []));
    expect(reminders()).toEqual(["Reminder: please confirm the call sheet Moved (revision 1)"]);

    // Off; the shoot moves a day later and is published while off (REV 2); a publish that keeps the call changes nothing.
    clock.now = new Date("2026-11-30T07:00:00Z");
    const producer = await adminNow();
    await producer.request("PUT", CONFIRMATION_URLS.automaticReminder(id), { hoursBefore: null });
    await edit(producer, id, { shootingDate: "2026-12-02" });
    await publish(producer, id);
    await edit(producer, id, { setNotes: "Bring coats" });
    await publish(producer, id);
    await harness().deliver();
    // The next morning, past 24 hours before the new call (due Dec 1 06:00Z), it is turned on: REV 3's call was never reminded of.
    clock.now = new Date("2026-12-01T07:00:00Z");
    const late = await adminNow();
    expect(await (await late.request("PUT", CONFIRMATION_URLS.automaticReminder(id), { hoursBefore: 24 })).json()).toEqual({ hoursBefore: 24, dueAt: "2026-12-01T06:00:00.000Z", sentAt: null, remindedCount: null });
    await harness().deliver();
    await harness().deliver();
    expect(reminders()).toEqual(["Reminder: please confirm the call sheet Moved (revision 1)", "Reminder: please confirm the call sheet Moved (revision 3)"]);
    clock.now = new Date("2026-11-25T09:30:00Z");
  });
});
