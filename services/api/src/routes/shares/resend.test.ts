import { describe, expect, it } from "vitest";
import { callSheetRevisionsUrl, callSheetUrl } from "@repo/contracts/callSheets/urls";
import { CONFIRMATION_URLS } from "@repo/contracts/sharing/confirmations";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { shareAnswerSchema } from "@repo/contracts/sharing/collaborators";
import { shareListSchema } from "@repo/contracts/sharing/schemas";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { noticeRevisionsAfter } from "../../commands/collaboratorNotices.ts";
import { CallSheetShare } from "../../models/CallSheetShare.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet } from "../../test/factories.ts";
import { credentialsOf, REFUSED, useSharingHarness } from "./invitationHarness.ts";

const dialects = await testDialects();

describe.each(dialects)("resending an invitation and changing a role, on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const harness = useSharingHarness(database);
  const db = () => database().db;
  /** A share whose first invitation was delivered: its id and the credentials it carried. */
  const delivered = async (role: "viewer" | "commenter" = "viewer") => {
    const sheet = await createCallSheet(db());
    const email = `crew${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
    const share = await harness().share(sheet.id, email, role);
    await harness().deliver();
    const mail = harness().smtp.to(email).at(-1)!;
    const { token, password } = credentialsOf(mail);
    return { sheet, share, email, first: { token, email, password } };
  };
  const resend = (shareId: number) => harness().admin.post(SHARING_URLS.resendShare(shareId));
  /** Resends the invitation and runs the job while the mail server refuses `email` (552, mailbox full). */
  const resendBouncing = async (shareId: number, email: string) => {
    harness().smtp.reply = (address) => (address === email ? { code: 552, message: "5.2.2 Mailbox full" } : undefined);
    try {
      expect((await resend(shareId)).status).toBe(202);
      await harness().deliver();
    } finally {
      harness().smtp.reply = () => undefined;
    }
  };

  it("should answer 202 with the new invitation queued, keep the old credentials until the mail server accepts the new ones, then only the new", async () => {
    const { share, email, first, sheet } = await delivered();
    const response = await resend(share.id);
    expect(response.status).toBe(202);
    expect(shareAnswerSchema.parse(await response.json()).share).toMatchObject({ id: share.id, email, invitation: { state: "queued", sentAt: null, attempts: 0 } });
    expect(harness().smtp.to(email)).toHaveLength(1);
    expect(await harness().gate(first)).toBe(200);

    await harness().deliver();
    const mails = harness().smtp.to(email);
    expect(mails).toHaveLength(2);
    const second = credentialsOf(mails[1]!);
    expect(second.password).not.toBe(first.password);
    expect(await harness().gate(second)).toBe(200);
    expect(REFUSED).toContain(await harness().gate(first));
    expect((await harness().listed(sheet.id, email))?.invitation.state).toBe("sent");
  });

  it("should keep a revision's delivered notice as that revision's state when a later resend of the invitation bounces", async () => {
    const { share, email, sheet } = await delivered();
    // REV 2 published and its notice delivered.
    const { version } = (await (await harness().admin.get(callSheetUrl(sheet.id))).json()) as { version: number };
    expect((await harness().admin.request("PATCH", callSheetUrl(sheet.id), { baseVersion: version, shootingTime: "11:00" })).status).toBe(200);
    expect((await harness().admin.request("POST", callSheetRevisionsUrl(sheet.id), { afterRevision: 1 })).status).toBe(201);
    await harness().deliver();
    expect((await harness().listed(sheet.id, email))?.latestRevision).toMatchObject({ revision: 2, notice: { state: "sent" } });
    // The collaborator asks for a new password; the resend bounces. REV 2's notice did reach them.
    await resendBouncing(share.id, email);
    const listed = await harness().listed(sheet.id, email);
    expect(listed?.invitation.state).toBe("failed");
    expect(listed?.latestRevision).toMatchObject({ revision: 2, notice: { state: "sent" } });
  });

  /** Resends the invitation and runs it while the mail server is busy for `email` (451): it waits for its next attempt (the clock stands still). */
  const resendWaiting = async (shareId: number, email: string) => {
    expect((await resend(shareId)).status).toBe(202);
    harness().smtp.reply = (address) => (address === email ? { code: 451, message: "4.3.0 Try again later" } : undefined);
    try {
      await harness().deliver();
    } finally {
      harness().smtp.reply = () => undefined;
    }
  };
  /** Runs what is due while the mail server refuses `email`'s next message for good (552): a resend already queued fails. */
  const resendBouncingQueued = async (email: string) => {
    let refused = 0;
    harness().smtp.reply = (address) => (address === email && refused++ === 0 ? { code: 552, message: "5.2.2 Mailbox full" } : undefined);
    try {
      await harness().deliver();
    } finally {
      harness().smtp.reply = () => undefined;
    }
  };
  /** Publishes the sheet's draft with the call time moved to `time` as the revision after `after`. */
  const publish = async (callSheetId: number, after: number, time: string) => {
    const { version } = (await (await harness().admin.get(callSheetUrl(callSheetId))).json()) as { version: number };
    expect((await harness().admin.request("PATCH", callSheetUrl(callSheetId), { baseVersion: version, shootingTime: time })).status).toBe(200);
    expect((await harness().admin.request("POST", callSheetRevisionsUrl(callSheetId), { afterRevision: after })).status).toBe(201);
  };

  it("should send a revision's notice once a resend that was to tell it fails for good, its changes since the revision the collaborator was told", async () => {
    const { share, email, first, sheet } = await delivered();
    expect((await resend(share.id)).status).toBe(202);
    // REV 2 is published while the resend waits: its notice is left to the resend, none is queued.
    await publish(sheet.id, 1, "11:00");
    expect(harness().smtp.to(email)).toHaveLength(1);
    // The resend meets a full mailbox (552, for good); the mail server takes the next message.
    await resendBouncingQueued(email);
    const mails = harness().smtp.to(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toMatch(/\(revision 2\)$/);
    expect(mails[1]!.text).toContain("What changed since revision 1");
    expect(mails[1]!.text).toContain("11:00");
    const listed = await harness().listed(sheet.id, email);
    expect(listed?.invitation.state).toBe("failed");
    expect(listed?.latestRevision).toMatchObject({ revision: 2, notice: { state: "sent" } });
    // The notice leads to the sheet the old credentials still open.
    expect(await harness().gate(first)).toBe(200);
  });

  it("should count a reminder's changes from the revision the collaborator was told, not from one a resend still on its way is to tell", async () => {
    const { share, email, sheet } = await delivered();
    await resendWaiting(share.id, email);
    await publish(sheet.id, 1, "11:00");
    await publish(sheet.id, 2, "12:00");
    expect((await harness().admin.post(CONFIRMATION_URLS.reminders(sheet.id))).status).toBeLessThan(300);
    await harness().deliver();
    const mails = harness().smtp.to(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toContain("revision 3");
    // Revision 2 was only ever the resend's to tell: the changes count from revision 1.
    expect(mails[1]!.text).toContain("What changed since revision 1");
    expect((await harness().listed(sheet.id, email))?.invitation.state).toBe("queued");
    // The resend's next attempt fails for good: the reminder told revision 3 already, no notice follows it.
    harness().clock.now = new Date(harness().clock.now.getTime() + 2 * 60_000); // past the retry (60 s, jitter up to 72 s)
    await resendBouncingQueued(email);
    expect((await harness().listed(sheet.id, email))?.invitation.state).toBe("failed");
    expect(harness().smtp.to(email)).toHaveLength(2);
  });

  it("should count from the revision the live credentials' invitation carried, not from a replaced invitation's that was accepted: a resend replaced while sending, then one that fails", async () => {
    const { share, email, sheet } = await delivered();
    expect((await resend(share.id)).status).toBe(202);
    await publish(sheet.id, 1, "11:00");
    let sends = 0;
    await harness().sendInvitationsWhile(async () => {
      sends += 1;
      // The first resend renders REV 2; while its mail goes out the producer resends again.
      if (sends === 1) expect((await resend(share.id)).status).toBe(202);
      // The second meets a full mailbox, for good.
      else harness().smtp.reply = (address) => (address === email ? { code: 552, message: "5.2.2 Mailbox full" } : undefined);
    });
    harness().smtp.reply = () => undefined;
    expect(sends).toBe(2);
    // The first resend's mail (REV 2) arrived, but its credentials never opened anything: REV 2 is still to tell.
    expect(harness().smtp.to(email)).toHaveLength(2);
    await harness().deliver();
    const mails = harness().smtp.to(email);
    expect(mails).toHaveLength(3);
    expect(mails[2]!.subject).toMatch(/\(revision 2\)$/);
    expect(mails[2]!.text).toContain("What changed since revision 1");
  });

  it("should not mail a notice again when a resend that took its revision over while the notice was being sent then fails", async () => {
    const { share, email, sheet } = await delivered();
    await publish(sheet.id, 1, "11:00");
    // REV 2's notice is on its way to the mail server when the producer resends the invitation.
    expect(
      await harness().sendNoticesWhile(async () => {
        expect((await resend(share.id)).status).toBe(202);
      }),
    ).toBe(1);
    expect(harness().smtp.to(email)).toHaveLength(2);
    await resendBouncing(share.id, email);
    await harness().deliver();
    // The invitation, REV 2's notice once; the bounced resends reached nobody.
    expect(harness().smtp.to(email).map((mail) => mail.subject.includes("(revision 2)"))).toEqual([false, true]);
    expect((await harness().listed(sheet.id, email))?.latestRevision).toMatchObject({ revision: 2, notice: { state: "sent" } });
  });

  it("should give a revision taken over by a resend back to its notice still waiting to run, not queue a second one, when the resend fails", async () => {
    const { share, sheet } = await delivered();
    await publish(sheet.id, 1, "11:00");
    const noticesOf = () => db()("jobs").where({ kind: "revision.notice", reference: `call-sheet:${sheet.id}:revision:2` }).where("payload", "like", `{"shareId":${share.id},%`).select("id", "state");
    expect(await noticesOf()).toHaveLength(1);
    // A resend took REV 2's row over while its notice waited for a retry; then the resend failed for good.
    await db()("call_sheet_share_revisions").where({ shareId: share.id, revision: 2 }).update({ noticeKind: "invitation" });
    const queued = await db().transaction((trx) => noticeRevisionsAfter(trx, { shareId: share.id, callSheetId: sheet.id, told: 1, origin: "http://localhost", now: harness().clock.now }));
    expect(queued).toBeNull();
    expect(await noticesOf()).toHaveLength(1);
    expect(await db()("call_sheet_share_revisions").where({ shareId: share.id, revision: 2 }).first("noticeKind", "noticeState")).toEqual({ noticeKind: "revision", noticeState: "queued" });
  });

  it("should still send the notice of a revision the collaborator opened with the old credentials while the resend waited: it carries the calendar update", async () => {
    const { share, email, first, sheet } = await delivered();
    await resendWaiting(share.id, email);
    await publish(sheet.id, 1, "11:00");
    // The old credentials still work: the collaborator opens REV 2.
    const reader = new TestClient(harness().server.url);
    expect((await reader.post(SHARING_URLS.access, first)).status).toBe(200);
    expect((await reader.get(`${SHARING_URLS.getCallSheet}?callSheetId=${sheet.id}`)).status).toBe(200);
    harness().clock.now = new Date(harness().clock.now.getTime() + 2 * 60_000); // past the retry (60 s, jitter up to 72 s)
    await resendBouncingQueued(email);
    expect((await harness().listed(sheet.id, email))?.invitation.state).toBe("failed");
    // Opening it did not move the call in their calendar: REV 2's notice does (for a dated sheet, its event).
    const mails = harness().smtp.to(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toMatch(/\(revision 2\)$/);
  });

  it("should list an invitation past its end but count it out of who is waited for (confirmed of total)", async () => {
    const { email, sheet } = await delivered();
    const other = `other${Date.now()}@example.com`;
    await harness().share(sheet.id, other);
    await harness().deliver();
    const before = shareListSchema.parse(await (await harness().admin.get(SHARING_URLS.sharesOf(sheet.id))).json());
    expect(before.total).toBe(2);
    // The first one's end is moved into the past (as a shoot date far behind would leave it).
    await db()("call_sheet_shares").where({ callSheetId: sheet.id, email }).update({ expiresAt: "2026-11-01 00:00:00" });
    const after = shareListSchema.parse(await (await harness().admin.get(SHARING_URLS.sharesOf(sheet.id))).json());
    expect(after.shares.map((share) => share.email).sort()).toEqual([email, other].sort());
    expect(after.total).toBe(1);
  });

  it("should let a notice of the revision that is running finish before another may mail it: the new one waits past its send deadline", async () => {
    const { share, sheet } = await delivered();
    await publish(sheet.id, 1, "11:00");
    const noticesOf = () => db()("jobs").where({ kind: "revision.notice", reference: `call-sheet:${sheet.id}:revision:2` }).where("payload", "like", `{"shareId":${share.id},%`).orderBy("id");
    // REV 2's notice is being sent when the resend that took its row over fails for good.
    await db()("jobs").where({ id: (await noticesOf())[0]!.id }).update({ state: "running" });
    await db()("call_sheet_share_revisions").where({ shareId: share.id, revision: 2 }).update({ noticeKind: "invitation" });
    const now = harness().clock.now;
    expect(await db().transaction((trx) => noticeRevisionsAfter(trx, { shareId: share.id, callSheetId: sheet.id, told: 1, origin: "http://localhost", now }))).toBe(2);
    const jobs = (await noticesOf()) as Array<{ state: string; availableAt: string | Date }>;
    expect(jobs.map((job) => job.state)).toEqual(["running", "queued"]);
    // Due after the running one's deadline (30 s) and a margin: by then its outcome is written.
    expect(new Date(jobs[1]!.availableAt).getTime() - now.getTime()).toBeGreaterThanOrEqual(60_000);
  });

  it("should mail a revision's notice once when the first notice's runner died mid-send and it runs again beside the one queued after the resend failed", async () => {
    const { share, email, sheet } = await delivered();
    await publish(sheet.id, 1, "11:00");
    const notices = () => db()("jobs").where({ kind: "revision.notice", reference: `call-sheet:${sheet.id}:revision:2` }).where("payload", "like", `{"shareId":${share.id},%`).orderBy("id");
    // Its runner took REV 2's notice and died (the job stays running, its lease runs out); a resend took the
    // row over and failed for good: a second notice is queued behind the first.
    await db()("jobs").where({ id: (await notices())[0]!.id }).update({ state: "running", attempts: 1 });
    await db()("call_sheet_share_revisions").where({ shareId: share.id, revision: 2 }).update({ noticeKind: "invitation" });
    await db().transaction((trx) => noticeRevisionsAfter(trx, { shareId: share.id, callSheetId: sheet.id, told: 1, origin: "http://localhost", now: harness().clock.now }));
    // Both are due at once: the first's lease is over, the second's wait too.
    harness().clock.now = new Date(harness().clock.now.getTime() + 2 * 60_000);
    await harness().deliver();
    harness().clock.now = new Date(harness().clock.now.getTime() + 5 * 60_000);
    await harness().deliver();
    expect(harness().smtp.to(email).map((mail) => mail.subject.includes("(revision 2)"))).toEqual([false, true]);
    expect((await notices()).map((job: { state: string }) => job.state)).toEqual(["succeeded", "succeeded"]);
  });

  it("should lock nobody out when the resend fails: the old credentials and sessions keep working and the failure is shown", async () => {
    const { share, email, first, sheet } = await delivered("commenter");
    const holder = new TestClient(harness().server.url);
    expect((await holder.post(SHARING_URLS.access, first)).status).toBe(200);
    await resendBouncing(share.id, email);
    const listed = await harness().listed(sheet.id, email);
    expect(listed).toMatchObject({ role: "commenter", isActive: true, invitation: { state: "failed" } });
    // REV 1, which the delivered invitation told, still shows told: the resend's bounce is the invitation's, not its.
    expect(listed?.latestRevision).toMatchObject({ revision: 1, notice: { state: "sent", failure: null } });
    // The panel says the earlier invitation still opens the sheet.
    expect(listed?.invitation.deliveredAt).toEqual(expect.any(String));
    expect(listed?.invitation.sentAt).toBeNull();
    expect(listed?.invitation.failure).toContain("Mailbox full");
    expect(await harness().gate(first)).toBe(200);
    expect((await holder.get(`${SHARING_URLS.getCallSheet}?callSheetId=${sheet.id}`)).status).toBe(200);
  });

  it("should send only the latest of two resends: the first one's job sends nothing once replaced", async () => {
    const { share, email } = await delivered();
    expect((await resend(share.id)).status).toBe(202);
    expect((await resend(share.id)).status).toBe(202);
    await harness().deliver();
    const mails = harness().smtp.to(email);
    expect(mails).toHaveLength(2);
    expect(await harness().gate(credentialsOf(mails[1]!))).toBe(200);
    expect(await db()("jobs").where({ reference: `share:${share.id}` }).whereNotNull("payload").first()).toBeUndefined();
  });

  it("should change the role at once (200), credentials untouched", async () => {
    const { share, email, first, sheet } = await delivered("viewer");
    const before = await CallSheetShare.query(db()).findById(share.id);
    const response = await harness().admin.request("PATCH", SHARING_URLS.share(share.id), { role: "commenter" });
    expect(response.status).toBe(200);
    expect(shareAnswerSchema.parse(await response.json()).share).toMatchObject({ id: share.id, email, role: "commenter" });
    const after = await CallSheetShare.query(db()).findById(share.id);
    expect(after).toMatchObject({ tokenHash: before!.tokenHash, passwordHash: before!.passwordHash, generation: before!.generation });
    const access = await new TestClient(harness().server.url).post(SHARING_URLS.access, first);
    expect(await access.json()).toEqual({ role: "commenter", callSheetId: sheet.id });
  });

  it("should answer 400 for a bad role and 404 with shareNotFound for an unknown or revoked share", async () => {
    const { share } = await delivered();
    const { admin } = harness();
    const bad = await admin.request("PATCH", SHARING_URLS.share(share.id), { role: "owner" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe(SHARING_MESSAGES.roleInvalid);
    expect((await admin.request("DELETE", SHARING_URLS.share(share.id))).status).toBe(200);
    for (const id of [share.id, 999_999]) {
      for (const response of [await resend(id), await admin.request("PATCH", SHARING_URLS.share(id), { role: "viewer" })]) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: SHARING_MESSAGES.shareNotFound });
      }
    }
    expect((await admin.post(SHARING_URLS.resendShare("abc"))).status).toBe(404);
  });
});
