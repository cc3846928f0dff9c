import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { revisionPublishSchema } from "@repo/contracts/callSheets/schemas/revisions";
import { callSheetRevisionsUrl, callSheetUrl } from "@repo/contracts/callSheets/urls";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { useSharingHarness } from "../shares/invitationHarness.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet, type CallSheetFields } from "../../test/factories.ts";
import type { ReceivedMail } from "../../test/smtpListener.ts";

const dialects = await testDialects();

/** The event a message carries (its .ics attachment), read back with ical.js. */
function eventOf(mail: ReceivedMail) {
  const file = mail.attachments.find((attachment) => attachment.contentType.startsWith("application/ics"));
  expect(file, "an .ics attachment").toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(file!.content.toString("utf8")));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const value = (name: string) => vevent.getFirstPropertyValue(name);
  const stamp = value("dtstamp") as ICAL.Time;
  return { method: calendar.getFirstPropertyValue("method"), event: new ICAL.Event(vevent), value, stamp: stamp.toJSDate().getTime() };
}

const BELGRADE: CallSheetFields = {
  shootingTitle: "Winter campaign",
  shootingDate: "2026-12-01",
  shootingTime: "07:00",
  locationsList: JSON.stringify([{ id: 1, country: "Serbia", city: "Belgrade", address: "Kalemegdan 1", date: "", time: "" }]),
  sceneSchedule: JSON.stringify([{ id: 10, name: "Rooftop", date: "", time: "08:00", endTime: "12:00" }]),
};

describe.each(dialects)("DELETE /api/call-sheets/{id} and the collaborators' calendars, on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const harness = useSharingHarness(database);
  const db = () => database().db;
  const cancelJobs = () => db()("jobs").where({ kind: "calendar.cancel" }).count({ count: "*" }).first<{ count: number | string }>();

  /** Revision 1 published as the editor does it (after an edit, naming the latest revision it saw). */
  async function publish(callSheetId: number) {
    await db()("callSheets").where({ id: callSheetId }).update({ setNotes: "Ready" }).increment("version", 1);
    const seen = "afterRevision" in revisionPublishSchema.shape ? { afterRevision: null } : {};
    expect((await harness().admin.post(callSheetRevisionsUrl(callSheetId), seen)).status).toBe(201);
  }

  /** A sheet with revision 1, shared with `emails`, every invitation delivered: the sheet, the shares and their REQUESTs. */
  async function sharedWith(...emails: string[]) {
    const sheet = await createCallSheet(db(), BELGRADE);
    await publish(sheet.id);
    const shares = [];
    for (const email of emails) shares.push(await harness().share(sheet.id, email));
    await harness().deliver();
    const requests = emails.map((email) => {
      const mails = harness().smtp.to(email);
      expect(mails, `${email}'s invitation`).toHaveLength(1);
      const request = eventOf(mails[0]!);
      expect(request.method).toBe("REQUEST");
      return request;
    });
    return { sheet, shares, requests };
  }

  const later = (minutes: number) => {
    const { clock } = harness();
    clock.now = new Date(clock.now.getTime() + minutes * 60_000);
  };

  it("should mail METHOD:CANCEL to every collaborator whose calendar holds the event, the one revoked just before the delete too, and to nobody else", async () => {
    const { admin, smtp, deliver } = harness();
    const a = `ana.${Date.now()}@example.com`;
    const b = `ben.${Date.now()}@example.com`;
    const { sheet, shares, requests } = await sharedWith(a, b);
    const sent = smtp.messages.length;

    // A is revoked (a calendar.cancel is queued), then the whole sheet is deleted before the jobs run.
    expect((await admin.request("DELETE", SHARING_URLS.share(shares[0]!.id))).status).toBe(200);
    later(1);
    expect((await admin.request("DELETE", callSheetUrl(sheet.id))).status).toBe(200);
    expect(await db()("callSheetShares").where({ callSheetId: sheet.id }).first()).toBeUndefined();
    await deliver();

    const mailed = smtp.messages.slice(sent);
    expect(mailed.flatMap((mail) => mail.envelopeTo).sort()).toEqual([a, b].sort());
    for (const [index, email] of [a, b].entries()) {
      const [cancel] = smtp.to(email).slice(1);
      expect(cancel!.subject).toBe("Cancelled: Winter campaign");
      const cancelled = eventOf(cancel!);
      const requested = requests[index]!;
      expect(cancelled.method).toBe("CANCEL");
      expect(cancelled.value("status")).toBe("CANCELLED");
      expect(cancelled.event.uid).toBe(requested.event.uid);
      expect(cancelled.event.uid).toBe(`call-sheet-${sheet.id}-share-${shares[index]!.id}@callsheets.example`);
      // As the revoke's CANCEL: SEQUENCE = the latest revision, the REQUEST's; the later DTSTAMP makes it the newer message (RFC 5546 §2.1.5).
      expect(requested.event.sequence).toBe(1);
      expect(cancelled.event.sequence).toBe(requested.event.sequence);
      expect(cancelled.stamp).toBeGreaterThan(requested.stamp);
      expect(cancelled.event.summary).toBe("Winter campaign");
      expect(cancelled.event.startDate.toJSDate().getTime()).toBe(requested.event.startDate.toJSDate().getTime());
      expect(cancelled.value("attendee")).toBe(`mailto:${email}`);
      expect(cancelled.value("organizer")).toBe(requested.value("organizer"));
    }

    // Once each: A's revoke job found its share gone and ended; every job done, the delete's payloads (an address) forgotten.
    await deliver();
    expect(smtp.messages.length).toBe(sent + 2);
    const jobs = await db()("jobs").where({ kind: "calendar.cancel" }).whereIn("reference", shares.map((share) => `share:${share.id}`)).orderBy("id").select("state", "payload");
    expect(jobs.map((job: { state: string }) => job.state)).toEqual(["succeeded", "succeeded", "succeeded"]);
    expect(jobs.slice(1).map((job: { payload: string | null }) => job.payload)).toEqual([null, null]);
  });

  it("should still mail the CANCEL a revoke's job claimed and could not send yet when the sheet is deleted before its retry", async () => {
    const { admin, smtp, deliver } = harness();
    const email = `cid.${Date.now()}@example.com`;
    const { sheet, shares, requests } = await sharedWith(email);
    expect((await admin.request("DELETE", SHARING_URLS.share(shares[0]!.id))).status).toBe(200);
    smtp.reply = (address) => (address === email ? { code: 451, message: "Try again later" } : undefined);
    try {
      await deliver();
    } finally {
      smtp.reply = () => undefined;
    }
    expect(await db()("callSheetShares").where({ id: shares[0]!.id }).first("calendarCancelGeneration")).toEqual({ calendarCancelGeneration: 0 });

    expect((await admin.request("DELETE", callSheetUrl(sheet.id))).status).toBe(200);
    // Past the revoke job's retry (60 s backoff in the harness).
    later(10);
    await deliver();
    await deliver();
    const mails = smtp.to(email);
    expect(mails).toHaveLength(2);
    const cancelled = eventOf(mails[1]!);
    expect(cancelled.method).toBe("CANCEL");
    expect(cancelled.event.uid).toBe(requests[0]!.event.uid);
  });

  it("should forget a deleted sheet's CANCEL payload when that CANCEL is refused for good, as when it is sent", async () => {
    const { admin, smtp, deliver } = harness();
    const a = `gone.${Date.now()}@example.com`;
    const { sheet, shares } = await sharedWith(a);
    smtp.reply = (address) => (address === a ? { code: 550, message: "5.1.1 No such mailbox" } : undefined);
    try {
      expect((await admin.request("DELETE", callSheetUrl(sheet.id))).status).toBe(200);
      await deliver();
    } finally {
      smtp.reply = () => undefined;
    }
    const job = await db()("jobs").where({ kind: "calendar.cancel", reference: `share:${shares[0]!.id}` }).orderBy("id", "desc").first<{ state: string; payload: string | null }>("state", "payload");
    // Dead, and nothing of the deleted sheet nor the address kept.
    expect(job).toEqual({ state: "dead", payload: null });
  });

  it("should mail nothing for an event whose CANCEL already went out, nor for an invitation that never did", async () => {
    const { admin, smtp, deliver } = harness();
    const gone = `dora.${Date.now()}@example.com`;
    const waiting = `eli.${Date.now()}@example.com`;
    const { sheet, shares } = await sharedWith(gone);
    expect((await admin.request("DELETE", SHARING_URLS.share(shares[0]!.id))).status).toBe(200);
    await deliver();
    expect(smtp.to(gone).map((mail) => eventOf(mail).method)).toEqual(["REQUEST", "CANCEL"]);
    await harness().share(sheet.id, waiting);

    const jobs = Number((await cancelJobs()).count);
    const sent = smtp.messages.length;
    expect((await admin.request("DELETE", callSheetUrl(sheet.id))).status).toBe(200);
    expect(Number((await cancelJobs()).count)).toBe(jobs);
    await deliver();
    expect(smtp.messages.length).toBe(sent);
  });

  it("should queue nothing for a sheet never shared, and answer 404 for an unknown sheet as before", async () => {
    const { admin, smtp, deliver } = harness();
    const sheet = await createCallSheet(db(), BELGRADE);
    await publish(sheet.id);
    const jobs = Number((await cancelJobs()).count);
    const sent = smtp.messages.length;
    expect((await admin.request("DELETE", callSheetUrl(sheet.id))).status).toBe(200);
    expect(await db()("callSheets").where({ id: sheet.id }).first()).toBeUndefined();

    const unknown = await admin.request("DELETE", callSheetUrl(sheet.id));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: CALL_SHEET_MESSAGES.notFound });
    expect(Number((await cancelJobs()).count)).toBe(jobs);
    await deliver();
    expect(smtp.messages.length).toBe(sent);
  });
});
