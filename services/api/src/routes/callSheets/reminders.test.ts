import { describe, expect, it } from "vitest";
import { callSheetRevisionsUrl, callSheetUrl } from "@repo/contracts/callSheets/urls";
import { CONFIRMATION_URLS } from "@repo/contracts/sharing/confirmations";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { REMINDER_REPEAT_WINDOW_MS } from "../../commands/reminders.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet } from "../../test/factories.ts";
import { useSharingHarness } from "../shares/invitationHarness.ts";

const dialects = await testDialects();

const location = { id: 1, country: "RS", city: "Belgrade", address: "Kalemegdan", date: "", time: "" };

describe.each(dialects)("POST /api/call-sheets/{id}/reminders (issue 25) on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const harness = useSharingHarness(database);
  const db = () => database().db;
  let sequence = 0;
  const email = (name: string) => `${name}${Date.now()}${++sequence}@example.com`;
  const remind = async (id: number, body: unknown = {}) => {
    const response = await harness().admin.post(CONFIRMATION_URLS.reminders(id), body);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const reminders = (address: string) => harness().smtp.to(address).filter((mail) => mail.subject?.startsWith("Reminder:"));
  /** A sheet shared with two collaborators who got their invitations (revision 1, neither confirmed). */
  const sharedSheet = async () => {
    const id = (await createCallSheet(db(), { shootingTitle: "Stairs", shootingDate: "2026-11-25", shootingTime: "12:00", locationsList: JSON.stringify([location]) })).id;
    const people = [email("first"), email("second")];
    const shareIds: number[] = [];
    for (const person of people) shareIds.push((await harness().share(id, person)).id);
    await harness().deliver();
    return { id, people, shareIds };
  };

  it("should queue one reminder per pending collaborator for two POSTs at once (a double-click), the second answering queued 0, and again only after the window", async () => {
    const { clock } = harness();
    clock.now = new Date("2026-11-25T09:00:00Z");
    const { id, people } = await sharedSheet();

    const answers = await Promise.all([remind(id), remind(id)]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    expect(answers.map((answer) => answer.body.queued).sort()).toEqual([0, 2]);
    // The second says it left both out: reminded (asked for) at 09:00, not sent yet, so no time to try again.
    const asked = { queued: 0, alreadyReminded: 2, lastRemindedAt: "2026-11-25T09:00:00.000Z", remindAgainAt: null };
    expect(answers.find((answer) => answer.body.queued === 0)?.body).toEqual(asked);
    expect(answers.find((answer) => answer.body.queued === 2)?.body).toEqual({ queued: 2, alreadyReminded: 0, lastRemindedAt: null, remindAgainAt: null });
    // Still queued: a third click queues nothing either.
    expect(await remind(id)).toEqual({ status: 202, body: asked });
    await harness().deliver();
    expect(people.map((person) => reminders(person).length)).toEqual([1, 1]);

    // Sent a moment ago: nothing until the window has passed, then one each again.
    clock.now = new Date(clock.now.getTime() + REMINDER_REPEAT_WINDOW_MS - 1000);
    expect(await remind(id)).toEqual({ status: 202, body: { queued: 0, alreadyReminded: 2, lastRemindedAt: "2026-11-25T09:00:00.000Z", remindAgainAt: "2026-11-25T09:10:00.000Z" } });
    clock.now = new Date(clock.now.getTime() + 2000);
    expect(await remind(id)).toEqual({ status: 202, body: { queued: 2, alreadyReminded: 0, lastRemindedAt: null, remindAgainAt: null } });
    await harness().deliver();
    expect(people.map((person) => reminders(person).length)).toEqual([2, 2]);
    clock.now = new Date("2026-11-25T09:00:00Z");
  });

  it("should not send a reminder whose revision was followed by a publish before it went out: the newer revision's notice asks instead", async () => {
    const { clock, admin } = harness();
    clock.now = new Date("2026-11-25T09:00:00Z");
    const { id, people } = await sharedSheet();
    expect((await remind(id)).body.queued).toBe(2);
    // An edit published before the runner's next pass: REV 2's notice goes to both, the REV 1 reminder to nobody.
    const { version } = (await (await admin.get(callSheetUrl(id))).json()) as { version: number };
    expect((await admin.request("PATCH", callSheetUrl(id), { baseVersion: version, shootingTime: "11:00" })).status).toBe(200);
    const latest = (await (await admin.get(callSheetRevisionsUrl(id))).json()) as { number: number }[];
    expect((await admin.request("POST", callSheetRevisionsUrl(id), { afterRevision: latest[0]!.number })).status).toBe(201);
    await harness().deliver();
    expect(people.map((person) => reminders(person).length)).toEqual([0, 0]);
    expect(people.map((person) => harness().smtp.to(person).filter((mail) => mail.subject === "Call sheet updated: Stairs (revision 2)").length)).toEqual([1, 1]);
    clock.now = new Date("2026-11-25T09:00:00Z");
  });

  it("should count the latest revision's notice still on its way as the reminder; once it went out, 'Send reminder' sends one", async () => {
    const { clock, admin } = harness();
    clock.now = new Date("2026-11-25T09:00:00Z");
    const { id, people } = await sharedSheet();
    const { version } = (await (await admin.get(callSheetUrl(id))).json()) as { version: number };
    expect((await admin.request("PATCH", callSheetUrl(id), { baseVersion: version, shootingTime: "11:00" })).status).toBe(200);
    const latest = (await (await admin.get(callSheetRevisionsUrl(id))).json()) as { number: number }[];
    expect((await admin.request("POST", callSheetRevisionsUrl(id), { afterRevision: latest[0]!.number })).status).toBe(201);
    // 'Send reminder' while REV 2's notices (which ask to confirm it) are on their way: they are the reminder.
    expect(await remind(id)).toEqual({ status: 202, body: { queued: 0, alreadyReminded: 2, lastRemindedAt: "2026-11-25T09:00:00.000Z", remindAgainAt: null } });
    await harness().deliver();
    // Sent: the producer who asks again minutes later means it.
    clock.now = new Date("2026-11-25T09:02:00Z");
    expect((await remind(id)).body).toMatchObject({ queued: 2 });
    await harness().deliver();
    const subjects = (person: string) => harness().smtp.to(person).slice(1).map((mail) => mail.subject);
    expect(people.map(subjects)).toEqual(people.map(() => ["Call sheet updated: Stairs (revision 2)", "Reminder: please confirm the call sheet Stairs (revision 2)"]));
    clock.now = new Date("2026-11-25T09:00:00Z");
  });

  it("should count a resend on its way as the reminder, and remind one whose invitation was delivered minutes ago", async () => {
    const { clock, admin } = harness();
    clock.now = new Date("2026-11-25T09:00:00Z");
    const { id, people, shareIds } = await sharedSheet();
    // The first person's invitation is sent again (new credentials, carrying REV 1): not delivered yet.
    expect((await admin.post(SHARING_URLS.resendShare(shareIds[0]!), {})).status).toBe(202);
    expect((await remind(id)).body).toEqual({ queued: 1, alreadyReminded: 1, lastRemindedAt: "2026-11-25T09:00:00.000Z", remindAgainAt: null });
    await harness().deliver();
    expect(people.map((person) => reminders(person).length)).toEqual([0, 1]);
  });

  it("should not mail an automatic reminder beside the notice of the publish that moved the call into its hours", async () => {
    const { clock, admin } = harness();
    clock.now = new Date("2026-11-25T09:00:00Z");
    const { id, people } = await sharedSheet();
    // 24 hours before a call ten days ahead; then the call moves to tomorrow 07:00 (06:00 UTC) and is published:
    // re-armed, due 06:00 UTC today, past, so at once, as the notices of REV 2 go out.
    const { version } = (await (await admin.get(callSheetUrl(id))).json()) as { version: number };
    expect((await admin.request("PATCH", callSheetUrl(id), { baseVersion: version, shootingDate: "2026-12-05", shootingTime: "07:00" })).status).toBe(200);
    let latest = (await (await admin.get(callSheetRevisionsUrl(id))).json()) as { number: number }[];
    expect((await admin.request("POST", callSheetRevisionsUrl(id), { afterRevision: latest[0]!.number })).status).toBe(201);
    await harness().deliver();
    clock.now = new Date("2026-11-25T09:20:00Z");
    expect((await admin.request("PUT", CONFIRMATION_URLS.automaticReminder(id), { hoursBefore: 24 })).status).toBe(200);
    const { version: next } = (await (await admin.get(callSheetUrl(id))).json()) as { version: number };
    expect((await admin.request("PATCH", callSheetUrl(id), { baseVersion: next, shootingDate: "2026-11-26" })).status).toBe(200);
    latest = (await (await admin.get(callSheetRevisionsUrl(id))).json()) as { number: number }[];
    expect((await admin.request("POST", callSheetRevisionsUrl(id), { afterRevision: latest[0]!.number })).status).toBe(201);
    await harness().deliver();
    await harness().deliver();
    expect(people.map((person) => harness().smtp.to(person).slice(-1).map((mail) => mail.subject))).toEqual(people.map(() => ["Call sheet updated: Stairs (revision 3)"]));
    expect(people.map((person) => reminders(person).length)).toEqual([0, 0]);
    // It ran, reminding nobody, and the panel is told so (not 'Sent').
    const { automaticReminder } = (await (await admin.get(SHARING_URLS.sharesOf(id))).json()) as { automaticReminder: Record<string, unknown> };
    expect(automaticReminder).toEqual({ hoursBefore: 24, dueAt: "2026-11-25T06:00:00.000Z", sentAt: "2026-11-25T09:20:00.000Z", remindedCount: 0 });
    clock.now = new Date("2026-11-25T09:00:00Z");
  });

  it("should not let the automatic reminder double a manual one sent within the window", async () => {
    const { clock } = harness();
    clock.now = new Date("2026-11-25T09:00:00Z");
    const { id, people } = await sharedSheet();
    // Due an hour before 12:00 in Belgrade (10:00 UTC); the manual reminder goes out five minutes before.
    expect(await (await harness().admin.request("PUT", CONFIRMATION_URLS.automaticReminder(id), { hoursBefore: 1 })).json()).toMatchObject({ dueAt: "2026-11-25T10:00:00.000Z" });
    clock.now = new Date("2026-11-25T09:55:00Z");
    expect((await remind(id)).body).toMatchObject({ queued: 2 });
    await harness().deliver();
    clock.now = new Date("2026-11-25T10:00:30Z");
    await harness().deliver();
    await harness().deliver();
    expect((await db()("call_sheet_reminders").where({ callSheetId: id }).first("sentAt")) as { sentAt: unknown }).toMatchObject({ sentAt: expect.anything() as unknown });
    expect(people.map((person) => reminders(person).length)).toEqual([1, 1]);
    clock.now = new Date("2026-11-25T09:00:00Z");
  });

  it("should write a POST's reminders in one INSERT, each job with its own collaborator's reference, and say when it left out one just reminded", async () => {
    const { clock } = harness();
    clock.now = new Date("2026-11-25T09:00:00Z");
    const { id, people, shareIds } = await sharedSheet();
    const inserts: string[] = [];
    const count = (query: { sql: string }) => {
      if (/^insert into [`"]jobs[`"]/i.test(query.sql)) inserts.push(query.sql);
    };
    db().on("query", count);
    try {
      expect((await remind(id)).body).toEqual({ queued: 2, alreadyReminded: 0, lastRemindedAt: null, remindAgainAt: null });
    } finally {
      db().removeListener("query", count);
    }
    expect(inserts).toHaveLength(1);
    const jobs = (await db()("jobs").where({ kind: "reminder.send" }).whereIn("reference", shareIds.map((share) => `share:${share}:reminder:1`)).select("reference", "payload")) as Array<{ reference: string; payload: string }>;
    expect(jobs.map((job) => [job.reference, (JSON.parse(job.payload) as { shareId: number }).shareId]).sort()).toEqual(shareIds.map((share) => [`share:${share}:reminder:1`, share]).sort());

    // One was reminded (sent at 09:03), the other not: a POST at 09:05 reminds the other only and says so.
    clock.now = new Date("2026-11-25T09:03:00Z");
    await db()("jobs").where({ reference: `share:${shareIds[1]}:reminder:1` }).delete();
    await harness().deliver();
    clock.now = new Date("2026-11-25T09:05:00Z");
    expect((await remind(id)).body).toEqual({ queued: 1, alreadyReminded: 1, lastRemindedAt: "2026-11-25T09:03:00.000Z", remindAgainAt: "2026-11-25T09:13:00.000Z" });
    await harness().deliver();
    expect(people.map((person) => reminders(person).length)).toEqual([1, 1]);
    clock.now = new Date("2026-11-25T09:00:00Z");
  });

  it("should refuse a body with any key with 400 naming it, and queue nothing; no body or {} is fine", async () => {
    const { clock } = harness();
    clock.now = new Date("2026-11-25T09:00:00Z");
    const { id } = await sharedSheet();
    expect(await remind(id, { junk: 1 })).toEqual({ status: 400, body: { message: 'Unrecognized key: "junk"', errors: [{ path: "", message: 'Unrecognized key: "junk"' }] } });
    expect(await remind(id, [])).toMatchObject({ status: 400 });
    const bare = await harness().admin.request("POST", CONFIRMATION_URLS.reminders(id));
    expect({ status: bare.status, body: await bare.json() }).toMatchObject({ status: 202, body: { queued: 2 } });
    expect(await remind(id, {})).toMatchObject({ status: 202, body: { queued: 0, alreadyReminded: 2 } });
  });
});
