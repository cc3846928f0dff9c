import { describe, expect, it } from "vitest";
import { callSheetRevisionsUrl, callSheetUrl } from "@repo/contracts/callSheets/urls";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { CONFIRMATION_URLS } from "@repo/contracts/sharing/confirmations";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { shareCallSheet } from "../../commands/shareCallSheet.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet } from "../../test/factories.ts";
import type { ReceivedMail } from "../../test/smtpListener.ts";
import { useSharingHarness } from "../../routes/shares/invitationHarness.ts";
import { claimDueJobs } from "../jobStore.ts";

const dialects = await testDialects();
const MINUTE = 60_000;
const BELGRADE = JSON.stringify([{ id: 1, country: "RS", city: "Belgrade", address: "Kalemegdan", date: "", time: "" }]);

/** The .ics the invitation carries, as text. */
const icsOf = (mail: ReceivedMail) => mail.attachments.find((attachment) => attachment.contentType.startsWith("application/ics"))?.content.toString("utf8") ?? "";

/** The METHOD and UID of the event a mail carries ("CANCEL call-sheet-1-share-2-1@..."). */
const eventOf = (mail: ReceivedMail) => {
  const ics = icsOf(mail).replace(/\r\n[ \t]/g, "");
  return `${/^METHOD:(.*)$/m.exec(ics)?.[1]?.trim()} ${/^UID:(.*)$/m.exec(ics)?.[1]?.trim()}`;
};

describe.each(dialects)("the invitation e-mail (jobs/kinds/invitationSend), on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const harness = useSharingHarness(database);
  const db = () => database().db;
  let counter = 0;
  const address = (name: string) => `${name}${Date.now()}-${++counter}@example.com`;

  /** A sheet shared once (which publishes revision 1), then edited in the draft without publishing. */
  async function publishedThenDrafted(published: { shootingTitle: string; shootingDate: string }, draft: Record<string, unknown>) {
    const { admin } = harness();
    const sheet = await createCallSheet(db(), { ...published, shootingTime: "07:00", locationsList: BELGRADE });
    await harness().share(sheet.id, address("first"));
    await harness().deliver();
    const { version } = (await (await admin.get(callSheetUrl(sheet.id))).json()) as CallSheet;
    expect((await admin.request("PATCH", callSheetUrl(sheet.id), { baseVersion: version, ...draft })).status).toBe(200);
    return sheet.id;
  }

  it("should tell a collaborator shared after a draft edit the latest published revision, as its .ics and shared view do, not the draft", async () => {
    const id = await publishedThenDrafted({ shootingTitle: "Published title", shootingDate: "2026-12-01" }, { shootingTitle: "DRAFT title", shootingDate: "2026-12-09" });
    const second = address("second");
    await harness().share(id, second);
    await harness().deliver();

    const [mail] = harness().smtp.to(second);
    expect(mail?.subject).toBe("Call sheet: Published title (1 December 2026)");
    for (const body of [mail!.text ?? "", mail!.html ?? ""]) {
      expect(body).toContain("Published title");
      expect(body).not.toContain("DRAFT");
      expect(body).not.toMatch(/9 December/);
    }
    expect(icsOf(mail!)).toContain("SUMMARY:Published title");
  });

  it("should state the location with the country's name, as the .ics does ('RS' reads 'Serbia')", async () => {
    const sheet = await createCallSheet(db(), { shootingTitle: "Fortress", shootingDate: "2026-12-01", shootingTime: "07:00", locationsList: BELGRADE });
    const email = address("where");
    await harness().share(sheet.id, email);
    await harness().deliver();

    const [mail] = harness().smtp.to(email);
    expect(mail?.text).toContain("Location: Kalemegdan, Belgrade, Serbia");
    expect(mail?.text).not.toMatch(/Belgrade, RS/);
    expect(icsOf(mail!)).toContain("LOCATION:Kalemegdan\\, Belgrade\\, Serbia");
  });

  it("should end the invitation by the published shoot when the draft moved it earlier, and by the draft's when it moved it later", async () => {
    // Clock 25 Nov, 10 expiry days: the floor is 5 Dec; 7 days after the last shooting day end past it.
    const earlier = await publishedThenDrafted({ shootingTitle: "Moved earlier", shootingDate: "2026-12-20" }, { shootingDate: "2026-12-01" });
    const toEarlier = address("earlier");
    await harness().share(earlier, toEarlier);
    await harness().deliver();
    expect((await harness().listed(earlier, toEarlier))?.expiresAt).toBe("2026-12-27T23:59:59.000Z");

    const later = await publishedThenDrafted({ shootingTitle: "Moved later", shootingDate: "2026-12-01" }, { shootingDate: "2026-12-20" });
    const toLater = address("later");
    await harness().share(later, toLater);
    await harness().deliver();
    expect((await harness().listed(later, toLater))?.expiresAt).toBe("2026-12-27T23:59:59.000Z");
    expect(harness().smtp.to(toLater)[0]?.subject).toBe("Call sheet: Moved later (1 December 2026)");
  });

  it("should tell the sheet as it is when it has no revision at all (a job queued before revisions existed)", async () => {
    const sheet = await createCallSheet(db(), { shootingTitle: "Before revisions", shootingDate: "2026-12-03", shootingTime: "07:00", locationsList: BELGRADE });
    const email = address("old");
    const request = { callSheetId: sheet.id, email, role: "viewer" as const, message: "", invitedBy: null, now: harness().clock.now, expiryDays: 10, origin: "https://callsheets.example" };
    await shareCallSheet(db(), request);
    // As a share from before the revisions release left it: no revision, no notice row.
    await db()("call_sheet_share_revisions").where({ callSheetId: sheet.id }).delete();
    await db()("call_sheet_revisions").where({ callSheetId: sheet.id }).delete();
    await harness().deliver();

    expect(harness().smtp.to(email)[0]?.subject).toBe("Call sheet: Before revisions (3 December 2026)");
  });


  /** A sheet with a date shared with a new address, its invitation delivered: the share and its event ("REQUEST uid"). */
  async function delivered(name: string) {
    const sheet = await createCallSheet(db(), { shootingTitle: "Night exteriors", shootingDate: "2026-12-04", shootingTime: "19:00", locationsList: BELGRADE });
    const email = address(name);
    const share = await harness().share(sheet.id, email);
    await harness().deliver();
    const [invitation] = harness().smtp.to(email);
    return { sheet, share, email, event: eventOf(invitation!) };
  }

  const recorded = (shareId: number) =>
    db()("call_sheet_shares").where({ id: shareId }).first<{ calendarRequestedGeneration: number; calendarGeneration: number }>("calendarRequestedGeneration", "calendarGeneration");

  it("should record the event the resent invitation carried when a revoke's CANCEL of it ran during the send, and cancel no other", async () => {
    const { admin, smtp, deliver } = harness();
    const { share, email, event } = await delivered("resent");
    expect(event).toMatch(/^REQUEST call-sheet-\d+-share-\d+@/);
    expect((await admin.post(SHARING_URLS.resendShare(share.id))).status).toBeLessThan(300);

    await harness().sendInvitationsWhile(async () => {
      expect((await admin.request("DELETE", SHARING_URLS.share(share.id))).status).toBe(200);
      // The revoke's cancel runs now: the delivered event is cancelled and the share's generation moves on.
      await deliver();
    });
    expect(smtp.to(email).map(eventOf)).toEqual([event, event.replace("REQUEST", "CANCEL"), event]);
    // The resend carried generation 0, the one just cancelled (a REQUEST older than its CANCEL), not the next.
    expect(Number((await recorded(share.id))?.calendarRequestedGeneration)).toBe(0);
    expect(Number((await recorded(share.id))?.calendarGeneration)).toBe(1);

    // The calendar.cancel the late invitation queued finds no event of the current generation delivered.
    await deliver();
    expect(smtp.to(email)).toHaveLength(3);
  });

  it("should keep the later event recorded when an older invitation is accepted after the collaborator was revoked, shared again and invited anew", async () => {
    const { admin, smtp, deliver } = harness();
    const { sheet, share, email, event } = await delivered("late");
    expect((await admin.post(SHARING_URLS.resendShare(share.id))).status).toBeLessThan(300);

    await harness().sendInvitationsWhile(async () => {
      expect((await admin.request("DELETE", SHARING_URLS.share(share.id))).status).toBe(200);
      await deliver();
      await harness().share(sheet.id, email);
      // The new invitation (the next generation's event) goes out before the old one is accepted.
      await deliver();
    });
    const mails = smtp.to(email).map(eventOf);
    const renewed = mails[2]!;
    expect(renewed).not.toBe(event);
    expect(mails).toEqual([event, event.replace("REQUEST", "CANCEL"), renewed, event]);
    expect(Number((await recorded(share.id))?.calendarRequestedGeneration)).toBe(1);

    // The next revoke cancels the event the collaborator holds now.
    expect((await admin.request("DELETE", SHARING_URLS.share(share.id))).status).toBe(200);
    await deliver();
    expect(smtp.to(email).map(eventOf).at(-1)).toBe(renewed.replace("REQUEST", "CANCEL"));
  });

  // An invitation job that dies any way but a mail error (its runner died on the last attempt, or an error
  // of ours) ends as a final mail failure does: failed with the reason, its token no longer pending, its
  // password forgotten. It was left queued: the panel said 'queued' forever and publishes, taking the
  // invitation to be on its way, mailed that person nothing.

  /** The share's invitation jobs still to run, given `maxAttempts` each. */
  const lastAttemptsOf = (shareIds: number[], maxAttempts: number) => db()("jobs").where({ kind: "invitation.send", state: "queued" }).whereIn("reference", shareIds.map((id) => `share:${id}`)).update({ maxAttempts });
  const invitationJob = (shareId: number) => db()("jobs").where({ kind: "invitation.send", reference: `share:${shareId}` }).orderBy("id", "desc").first<{ state: string; payload: string | null; lastError: string | null }>();
  /** Publishes the draft, its call time moved to `time`, as the revision after `after`. */
  async function publish(callSheetId: number, after: number, time: string) {
    const { admin } = harness();
    const { version } = (await (await admin.get(callSheetUrl(callSheetId))).json()) as CallSheet;
    expect((await admin.request("PATCH", callSheetUrl(callSheetId), { baseVersion: version, shootingTime: time })).status).toBe(200);
    expect((await admin.request("POST", callSheetRevisionsUrl(callSheetId), { afterRevision: after })).status).toBe(201);
  }

  it("should fail an invitation whose job dies of an error that is not the mail server's, forget its password, and notify a delivered collaborator of the next publish", async () => {
    const { admin, smtp, deliver, clock } = harness();
    const { sheet, share, email } = await delivered("broken");
    expect((await admin.post(SHARING_URLS.resendShare(share.id))).status).toBe(202);
    const fresh = address("never");
    const freshShare = await harness().share(sheet.id, fresh);
    await lastAttemptsOf([share.id, freshShare.id], 2);
    // The published revision no longer parses: each attempt throws before any mail is sent.
    const revision = await db()("call_sheet_revisions").where({ callSheetId: sheet.id, number: 1 }).first<{ snapshot: string }>("snapshot");
    await db()("call_sheet_revisions").where({ callSheetId: sheet.id, number: 1 }).update({ snapshot: "{ not json" });
    try {
      await deliver();
      expect((await harness().listed(sheet.id, email))?.invitation.state).toBe("queued"); // retried
      clock.now = new Date(clock.now.getTime() + 2 * MINUTE);
      await deliver();
    } finally {
      await db()("call_sheet_revisions").where({ callSheetId: sheet.id, number: 1 }).update({ snapshot: revision!.snapshot });
    }

    for (const [each, shareId] of [[email, share.id], [fresh, freshShare.id]] as const) {
      const { invitation } = (await harness().listed(sheet.id, each))!;
      expect(invitation).toMatchObject({ state: "failed", attempts: 2, failedAt: clock.now.toISOString() });
      expect(invitation.failure).toMatch(/^The invitation could not be sent: SyntaxError/);
      expect(await invitationJob(shareId)).toMatchObject({ state: "dead", payload: null });
    }
    expect(smtp.to(email)).toHaveLength(1);

    // The next publish notifies the collaborator whose delivered invitation still opens the sheet, as after a
    // resend that bounced; the one never delivered gets nothing (nothing would open).
    await publish(sheet.id, 1, "20:00");
    await deliver();
    expect(smtp.to(email).map((mail) => mail.subject)).toEqual([expect.any(String), expect.stringMatching(/\(revision 2\)$/)]);
    expect(smtp.to(fresh)).toEqual([]);
  });

  it("should fail an invitation whose runner died on its last attempt (its lease ran out), and send the notice of a revision published while it waited", async () => {
    const { admin, smtp, deliver, clock } = harness();
    const { sheet, share, email } = await delivered("vanished");
    expect((await admin.post(SHARING_URLS.resendShare(share.id))).status).toBe(202);
    // Published while the resend waits: its notice is left to the resend.
    await publish(sheet.id, 1, "20:00");
    expect(smtp.to(email)).toHaveLength(1);
    await lastAttemptsOf([share.id], 1);
    // A runner claims it and dies: nothing renews its lease.
    const claimed = await claimDueJobs(db(), { runnerId: "vanished", kinds: ["invitation.send"], limit: 10, now: clock.now, leaseEnd: new Date(clock.now.getTime() + MINUTE) });
    expect(claimed).toHaveLength(1);
    expect(await deliver()).toBe(0); // its lease still runs

    clock.now = new Date(clock.now.getTime() + 2 * MINUTE);
    await deliver();

    const { invitation, latestRevision } = (await harness().listed(sheet.id, email))!;
    expect(invitation).toMatchObject({ state: "failed", attempts: 1, failedAt: clock.now.toISOString() });
    expect(invitation.failure).toBe("The invitation could not be sent: its runner stopped or hung on the last attempt (lease expired)");
    expect(await invitationJob(share.id)).toMatchObject({ state: "dead", payload: null, lastError: expect.stringContaining("lease expired") });
    expect(latestRevision).toMatchObject({ revision: 2, notice: { state: "sent" } });
    expect(smtp.to(email).map((mail) => mail.subject)).toEqual([expect.any(String), expect.stringMatching(/\(revision 2\)$/)]);

    await publish(sheet.id, 2, "21:00");
    await deliver();
    expect(smtp.to(email).at(-1)?.subject).toMatch(/\(revision 3\)$/);
  });

  it("should fail a revision notice whose runner died on its last attempt, so the panel stops waiting for it and a reminder goes", async () => {
    const { admin, smtp, deliver, clock } = harness();
    const { sheet, email } = await delivered("noticeless");
    await publish(sheet.id, 1, "20:00");
    await db()("jobs").where({ kind: "revision.notice", state: "queued" }).update({ maxAttempts: 1 });
    const claimed = await claimDueJobs(db(), { runnerId: "vanished", kinds: ["revision.notice"], limit: 10, now: clock.now, leaseEnd: new Date(clock.now.getTime() + MINUTE) });
    expect(claimed.length).toBeGreaterThan(0);
    clock.now = new Date(clock.now.getTime() + 2 * MINUTE);
    await deliver();

    const { latestRevision } = (await harness().listed(sheet.id, email))!;
    expect(latestRevision?.notice).toMatchObject({ state: "failed", failure: "The notice could not be sent: its runner stopped or hung on the last attempt (lease expired)" });
    // Not a notice on its way any more: 'Send reminder' reminds them of revision 2.
    expect(await (await admin.post(CONFIRMATION_URLS.reminders(sheet.id), {})).json()).toMatchObject({ queued: 1 });
    await deliver();
    expect(smtp.to(email).at(-1)?.subject).toBe(`Reminder: please confirm the call sheet ${sheet.shootingTitle} (revision 2)`);
  });
});
