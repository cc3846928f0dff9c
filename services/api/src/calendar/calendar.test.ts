import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { revisionPublishSchema } from "@repo/contracts/callSheets/schemas/revisions";
import { callSheetRevisionsUrl } from "@repo/contracts/callSheets/urls";
import { CALENDAR_MESSAGES } from "@repo/contracts/sharing/calendar";
import { CONFIRMATION_URLS } from "@repo/contracts/sharing/confirmations";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { credentialsOf, useSharingHarness } from "../routes/shares/invitationHarness.ts";
import { TestClient } from "../test/client.ts";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { createCallSheet, type CallSheetFields } from "../test/factories.ts";
import type { ReceivedMail } from "../test/smtpListener.ts";

const dialects = await testDialects();

/** An .ics read back with ical.js (a maintained parser, not our own code): the calendar, its event and its VEVENT. */
function readEvent(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  return { calendar, vevent, event: new ICAL.Event(vevent), method: calendar.getFirstPropertyValue("method"), value: (name: string) => vevent.getFirstPropertyValue(name) };
}

/** The event a message carries: its .ics attachment, and the text/calendar alternative's method beside it. */
function eventOf(mail: ReceivedMail) {
  const file = mail.attachments.find((attachment) => attachment.contentType.startsWith("application/ics"));
  expect(file, "an .ics attachment").toBeDefined();
  return { content: file!.content.toString("utf8"), alternativeMethod: /Content-Type: text\/calendar; charset=utf-8; method=(\w+)/i.exec(mail.raw)?.[1] };
}

const at = (iso: string) => new Date(iso).getTime();

const BELGRADE: CallSheetFields = {
  shootingTitle: "Winter campaign",
  shootingDate: "2026-12-01",
  shootingTime: "07:00",
  locationsList: JSON.stringify([
    { id: 1, country: "Serbia", city: "Belgrade", address: "Kalemegdan 1", date: "", time: "" },
    { id: 2, country: "Serbia", city: "Novi Sad", address: "Petrovaradin Fortress", date: "", time: "" },
  ]),
  sceneSchedule: JSON.stringify([
    { id: 10, name: "Rooftop", date: "", time: "08:00", endTime: "12:00" },
    { id: 11, name: "Studio", date: "", time: "13:00", endTime: "18:30" },
  ]),
};

describe.each(dialects)("calendar events, on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const harness = useSharingHarness(database);
  const db = () => database().db;

  /**
   * Publishes the sheet's next revision as the editor does: after an edit (its content and version move on,
   * or there would be nothing to publish) and naming the latest revision it saw, where the contract asks for it.
   */
  let edits = 0;
  async function publish(callSheetId: number, body: { note?: string } = {}) {
    const latest = await db()("callSheetRevisions").where({ callSheetId }).max({ number: "number" }).first<{ number: number | null } | undefined>();
    await db()("callSheets").where({ id: callSheetId }).update({ setNotes: `Edit ${++edits}` }).increment("version", 1);
    const seen = "afterRevision" in revisionPublishSchema.shape ? { afterRevision: latest?.number ?? null } : {};
    return harness().admin.post(callSheetRevisionsUrl(callSheetId), { ...seen, ...body });
  }

  /** A sheet with revision 1 published, shared with `email`, its invitation delivered: the mail and the share. */
  async function invited(fields: CallSheetFields, email: string) {
    const { smtp, deliver } = harness();
    const sheet = await createCallSheet(db(), fields);
    expect((await publish(sheet.id)).status).toBe(201);
    const share = await harness().share(sheet.id, email);
    await deliver();
    const [mail] = smtp.to(email);
    expect(mail, "the invitation").toBeDefined();
    return { sheet, share, mail: mail! };
  }

  /** A session holding the grant the invitation's credentials win. */
  async function collaborator(mail: ReceivedMail) {
    const { token, email, password } = credentialsOf(mail);
    const client = new TestClient(harness().server.url);
    expect((await client.post(SHARING_URLS.access, { token, email, password })).status).toBe(200);
    return client;
  }

  it("should mail the invitation with the shoot's event: UID per sheet and share, SEQUENCE 1, Belgrade's clock, the last scene's end, the first location, the shared view's link and no secret", async () => {
    const email = `ana.${Date.now()}@example.com`;
    const { sheet, share, mail } = await invited(BELGRADE, email);
    const { content, alternativeMethod } = eventOf(mail);
    expect(alternativeMethod).toBe("REQUEST");
    const { event, method, value, vevent } = readEvent(content);
    expect(method).toBe("REQUEST");
    expect(event.uid).toBe(`call-sheet-${sheet.id}-share-${share.id}@callsheets.example`);
    expect(event.sequence).toBe(1);
    expect(event.summary).toBe("Winter campaign");
    // 07:00 in Belgrade in December (UTC+1) is 06:00 UTC; the last scene ends 18:30 there.
    expect(event.startDate.zone?.tzid).toBe("Europe/Belgrade");
    expect(event.startDate.toString()).toBe("2026-12-01T07:00:00");
    expect(event.startDate.toJSDate().getTime()).toBe(at("2026-12-01T06:00:00Z"));
    expect(event.endDate.toJSDate().getTime()).toBe(at("2026-12-01T17:30:00Z"));
    expect(event.location).toBe("Kalemegdan 1, Belgrade, Serbia");
    const link = `${harness().server.url}/shared-call-sheet/${sheet.id}`;
    expect(value("url")).toBe(link);
    expect(event.description).toContain(link);
    expect(value("status")).toBe("CONFIRMED");
    expect(value("organizer")).toBe("MAILTO:invitations@callsheets.example");
    expect(vevent.getFirstProperty("organizer")!.getParameter("cn")).toBe("Studio Lumen via Call Sheets");
    expect(value("attendee")).toBe(`mailto:${email}`);
    // The event never carries the invitation's credentials.
    const { token, password } = credentialsOf(mail);
    expect(content).not.toContain(password);
    expect(content).not.toContain(token);
    expect(content).not.toContain(encodeURIComponent(token));
  });

  it("should put a New York shoot on New York's clock (summer time), ending an hour after the last scene starts when no scene has an end", async () => {
    const email = `bob.${Date.now()}@example.com`;
    const { mail } = await invited(
      {
        shootingTitle: "Harbor",
        shootingDate: "2026-07-15",
        shootingTime: "07:30",
        locationsList: JSON.stringify([{ id: 1, country: "United States", city: "New York City", address: "Pier 17", date: "", time: "" }]),
        sceneSchedule: JSON.stringify([
          { id: 1, name: "Dawn", date: "", time: "08:00", endTime: "" },
          { id: 2, name: "Noon", date: "", time: "12:15", endTime: "" },
        ]),
      },
      email,
    );
    const { event } = readEvent(eventOf(mail).content);
    // The offline city database (GeoNames) names it "New York City"; its coordinates give the zone.
    expect(event.startDate.zone?.tzid).toBe("America/New_York");
    // EDT (UTC-4): 07:30 is 11:30 UTC; the last scene starts 12:15, so the event ends 13:15 (17:15 UTC).
    expect(event.startDate.toJSDate().getTime()).toBe(at("2026-07-15T11:30:00Z"));
    expect(event.endDate.toJSDate().getTime()).toBe(at("2026-07-15T17:15:00Z"));
    expect(event.location).toBe("Pier 17, New York City, United States");
  });

  it("should answer the same event from GET /api/call-sheet-calendar, and after a new revision the same UID with a higher SEQUENCE and the published times only", async () => {
    const { admin } = harness();
    const { sheet, mail } = await invited(BELGRADE, `cara.${Date.now()}@example.com`);
    const mailed = readEvent(eventOf(mail).content).event;
    const client = await collaborator(mail);

    const first = await client.get(CONFIRMATION_URLS.calendar(sheet.id));
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(first.headers.get("content-disposition")).toBe(`attachment; filename="call-sheet-${sheet.id}.ics"`);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const downloaded = readEvent(await first.text()).event;
    expect(downloaded.uid).toBe(mailed.uid);
    expect(downloaded.sequence).toBe(1);

    // A draft edit is not what collaborators see: the event keeps revision 1's call time until it is published.
    await db()("callSheets").where({ id: sheet.id }).update({ shootingTime: "06:30" });
    expect(readEvent(await (await client.get(CONFIRMATION_URLS.calendar(sheet.id))).text()).event.startDate.toString()).toBe("2026-12-01T07:00:00");
    expect((await publish(sheet.id, { note: "Call time moved for the rain" })).status).toBe(201);

    const second = readEvent(await (await client.get(CONFIRMATION_URLS.calendar(sheet.id))).text()).event;
    expect(second.uid).toBe(mailed.uid);
    expect(second.sequence).toBe(2);
    expect(second.startDate.toJSDate().getTime()).toBe(at("2026-12-01T05:30:00Z"));

    // The admin's copy: the organizer's own UID, METHOD:PUBLISH and no attendee.
    const own = await admin.get(CONFIRMATION_URLS.calendar(sheet.id));
    expect(own.status).toBe(200);
    const organizer = readEvent(await own.text());
    expect(organizer.method).toBe("PUBLISH");
    expect(organizer.event.uid).toBe(`call-sheet-${sheet.id}-organizer@callsheets.example`);
    expect(organizer.event.sequence).toBe(2);
    expect(organizer.value("attendee")).toBeNull();
  });

  it("should mail METHOD:CANCEL with the same UID when the collaborator is revoked, and nothing to one whose invitation never went out", async () => {
    const { admin, smtp, deliver } = harness();
    const email = `dan.${Date.now()}@example.com`;
    const { sheet, share, mail } = await invited(BELGRADE, email);
    const mailed = readEvent(eventOf(mail).content).event;
    const client = await collaborator(mail);
    expect((await publish(sheet.id)).status).toBe(201);

    expect((await admin.request("DELETE", SHARING_URLS.share(share.id))).status).toBe(200);
    expect(await db()("jobs").where({ reference: `share:${share.id}`, kind: "calendar.cancel" }).first()).toMatchObject({ state: "queued" });
    await deliver();
    const cancel = smtp.to(email).at(-1)!;
    expect(cancel).not.toBe(mail);
    expect(cancel.subject).toBe("Cancelled: Winter campaign");
    const { content, alternativeMethod } = eventOf(cancel);
    expect(alternativeMethod).toBe("CANCEL");
    const cancelled = readEvent(content);
    expect(cancelled.method).toBe("CANCEL");
    expect(cancelled.value("status")).toBe("CANCELLED");
    expect(cancelled.event.uid).toBe(mailed.uid);
    expect(cancelled.event.sequence).toBe(2);
    expect(cancelled.value("attendee")).toBe(`mailto:${email}`);
    // The revoked collaborator's download ends with the rest of their access.
    expect((await client.get(CONFIRMATION_URLS.calendar(sheet.id))).status).toBe(410);

    // Revoked before its invitation was delivered: no calendar holds the event, so no CANCEL is mailed.
    const never = `erin.${Date.now()}@example.com`;
    const queued = await harness().share(sheet.id, never);
    expect((await admin.request("DELETE", SHARING_URLS.share(queued.id))).status).toBe(200);
    await deliver();
    expect(smtp.to(never)).toEqual([]);
    expect(await db()("jobs").where({ reference: `share:${queued.id}`, kind: "calendar.cancel" }).first()).toMatchObject({ state: "succeeded" });
  });

  it("should give a collaborator shared again after a CANCEL a new event (new UID) that no calendar holds cancelled, kept by the download and the next revision", async () => {
    const { admin, smtp, deliver } = harness();
    const email = `hal.${Date.now()}@example.com`;
    const { sheet, share, mail } = await invited(BELGRADE, email);
    const first = readEvent(eventOf(mail).content).event;

    expect((await admin.request("DELETE", SHARING_URLS.share(share.id))).status).toBe(200);
    await deliver();
    const cancelled = readEvent(eventOf(smtp.to(email).at(-1)!).content);
    expect(cancelled.method).toBe("CANCEL");
    expect(cancelled.event.uid).toBe(first.uid);

    // Shared again: the same share row, a new invitation whose REQUEST must not be the cancelled UID
    // (with the same UID its SEQUENCE 1 equals the CANCEL's, and clients keep the event cancelled).
    expect((await harness().share(sheet.id, email)).id).toBe(share.id);
    await deliver();
    const again = smtp.to(email).at(-1)!;
    const reinvited = readEvent(eventOf(again).content);
    expect(reinvited.method).toBe("REQUEST");
    expect(reinvited.event.uid).not.toBe(cancelled.event.uid);
    expect(reinvited.event.uid).toBe(`call-sheet-${sheet.id}-share-${share.id}-1@callsheets.example`);

    // The download and the next revision's event stay on the new UID.
    const client = await collaborator(again);
    expect(readEvent(await (await client.get(CONFIRMATION_URLS.calendar(sheet.id))).text()).event.uid).toBe(reinvited.event.uid);
    expect((await publish(sheet.id)).status).toBe(201);
    await deliver();
    const notice = readEvent(eventOf(smtp.to(email).at(-1)!).content).event;
    expect(notice.uid).toBe(reinvited.event.uid);
    expect(notice.sequence).toBe(2);
  });

  it("should still cancel the first event when the CANCEL, refused for a while, goes out after the collaborator was shared again, and invite to the new one", async () => {
    const { admin, smtp, deliver, clock } = harness();
    const email = `jon.${Date.now()}@example.com`;
    const { sheet, share, mail } = await invited(BELGRADE, email);
    const first = readEvent(eventOf(mail).content).event;
    expect((await admin.request("DELETE", SHARING_URLS.share(share.id))).status).toBe(200);
    // The collaborator's mail server refuses for a while: the CANCEL waits for its next try.
    smtp.reply = (address) => (address === email ? { code: 451, message: "Try again later" } : undefined);
    try {
      await deliver();
    } finally {
      smtp.reply = () => undefined;
    }
    expect(smtp.to(email)).toHaveLength(1);
    await harness().share(sheet.id, email);
    // Past the retry's backoff (60 s in the harness, with jitter).
    clock.now = new Date(clock.now.getTime() + 10 * 60_000);
    await deliver();
    const events = smtp.to(email).slice(1).map((received) => readEvent(eventOf(received).content));
    const cancel = events.find((event) => event.method === "CANCEL");
    const request = events.find((event) => event.method === "REQUEST");
    expect(cancel?.event.uid).toBe(first.uid);
    expect(request?.event.uid).toBe(`call-sheet-${sheet.id}-share-${share.id}-1@callsheets.example`);
  });

  it("should keep the UID of a collaborator shared again before the CANCEL went out (nothing was cancelled)", async () => {
    const { admin, smtp, deliver } = harness();
    const email = `ivy.${Date.now()}@example.com`;
    const { sheet, share, mail } = await invited(BELGRADE, email);
    const first = readEvent(eventOf(mail).content).event;
    expect((await admin.request("DELETE", SHARING_URLS.share(share.id))).status).toBe(200);
    await harness().share(sheet.id, email);
    await deliver();
    const mails = smtp.to(email);
    expect(mails.map((received) => eventOf(received).alternativeMethod)).toEqual(["REQUEST", "REQUEST"]);
    expect(readEvent(eventOf(mails.at(-1)!).content).event.uid).toBe(first.uid);
  });


  it("should cancel the event of an invitation whose mail went out while the collaborator was revoked", async () => {
    const { admin, smtp, deliver } = harness();
    const sheet = await createCallSheet(db(), BELGRADE);
    const email = `kim.${Date.now()}@example.com`;
    const share = await harness().share(sheet.id, email);
    const revoke = async () => {
      expect((await admin.request("DELETE", SHARING_URLS.share(share.id))).status).toBe(200);
    };
    expect(await harness().sendInvitationsWhile(revoke)).toBe(1);
    const [invitation] = smtp.to(email);
    const requested = readEvent(eventOf(invitation!).content);
    expect(requested.method).toBe("REQUEST");

    await deliver();
    const cancel = smtp.to(email).at(-1)!;
    expect(cancel).not.toBe(invitation);
    const cancelled = readEvent(eventOf(cancel).content);
    expect(cancelled.method).toBe("CANCEL");
    expect(cancelled.event.uid).toBe(requested.event.uid);
    expect(cancelled.event.sequence).toBe(1);
  });

  it("should still cancel that event when the revoke's calendar.cancel ran before the invitation's mail was accepted", async () => {
    const { admin, smtp, deliver } = harness();
    const sheet = await createCallSheet(db(), BELGRADE);
    const email = `lea.${Date.now()}@example.com`;
    const share = await harness().share(sheet.id, email);
    await harness().sendInvitationsWhile(async () => {
      expect((await admin.request("DELETE", SHARING_URLS.share(share.id))).status).toBe(200);
      // The cancel runs now, before the REQUEST is sent: nothing is recorded yet, so it mails nothing.
      await deliver();
      expect(smtp.to(email)).toEqual([]);
    });
    const [invitation] = smtp.to(email);
    const requested = readEvent(eventOf(invitation!).content).event;

    await deliver();
    const mails = smtp.to(email);
    expect(mails).toHaveLength(2);
    const cancelled = readEvent(eventOf(mails[1]!).content);
    expect(cancelled.method).toBe("CANCEL");
    expect(cancelled.event.uid).toBe(requested.uid);
    // One CANCEL, not one per job: the event is claimed once.
    await deliver();
    expect(smtp.to(email)).toHaveLength(2);
  });

  it("should cancel the first event when the collaborator is revoked, shared again and revoked again before the first CANCEL ran", async () => {
    const { admin, smtp, deliver } = harness();
    const email = `max.${Date.now()}@example.com`;
    const { sheet, share, mail } = await invited(BELGRADE, email);
    const first = readEvent(eventOf(mail).content).event;
    expect((await admin.request("DELETE", SHARING_URLS.share(share.id))).status).toBe(200);
    expect((await harness().share(sheet.id, email)).id).toBe(share.id);
    expect((await admin.request("DELETE", SHARING_URLS.share(share.id))).status).toBe(200);

    await deliver();
    // The second invitation never went out (revoked first); the first event gets its CANCEL, once.
    const mails = smtp.to(email);
    expect(mails.map((received) => eventOf(received).alternativeMethod)).toEqual(["REQUEST", "CANCEL"]);
    const cancelled = readEvent(eventOf(mails[1]!).content).event;
    expect(cancelled.uid).toBe(first.uid);
    expect(cancelled.sequence).toBe(1);
  });

  it("should carry odd text through: emoji, commas, semicolons, a backslash, quotes, line breaks and right-to-left text come back as written", async () => {
    const title = 'Zima 🎬, "kiša"; noć \\ שלום עולם\nsecond line';
    const address = "Trg Republike 1; ulaz B, sprat 2 — مرحبا";
    const { mail } = await invited(
      {
        ...BELGRADE,
        shootingTitle: title,
        locationsList: JSON.stringify([{ id: 1, country: "Serbia", city: "Belgrade", address, date: "", time: "" }]),
      },
      `fei.${Date.now()}@example.com`,
    );
    const { event } = readEvent(eventOf(mail).content);
    expect(event.summary).toBe(title);
    expect(event.location).toBe(`${address}, Belgrade, Serbia`);
  });

  it("should answer 409 for a sheet without a date, and mail that sheet's invitation without an event", async () => {
    const email = `gus.${Date.now()}@example.com`;
    const { sheet, mail } = await invited({ shootingTitle: "Someday", shootingDate: null, shootingTime: null }, email);
    expect(mail.attachments.filter((attachment) => attachment.contentType.startsWith("application/ics"))).toEqual([]);
    const answer = await (await collaborator(mail)).get(CONFIRMATION_URLS.calendar(sheet.id));
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ message: CALENDAR_MESSAGES.noDate });
  });
});
