import { describe, expect, it } from "vitest";
import { callSheetRevisionsUrl } from "@repo/contracts/callSheets/urls";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { notifyCollaborators } from "../../commands/collaboratorNotices.ts";
import { publishRevision } from "../../commands/publishRevision.ts";
import { CallSheet } from "../../models/CallSheet.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet } from "../../test/factories.ts";
import type { ReceivedMail } from "../../test/smtpListener.ts";
import { useSharingHarness } from "./invitationHarness.ts";

const dialects = await testDialects();
const BELGRADE = JSON.stringify([{ id: 1, country: "RS", city: "Belgrade", address: "Kalemegdan", date: "", time: "" }]);

/** The DTSTART and SEQUENCE of the event a mail carries ("20261201T070000 1"). */
const eventOf = (mail: ReceivedMail) => {
  const ics = (mail.attachments.find((attachment) => attachment.contentType.startsWith("application/ics"))?.content.toString("utf8") ?? "").replace(/\r\n[ \t]/g, "");
  return `${/^DTSTART;TZID=Europe\/Belgrade:(\S+)$/m.exec(ics)?.[1]} ${/^SEQUENCE:(\d+)$/m.exec(ics)?.[1]}`;
};

/**
 * A revision published while a collaborator's invitation is being sent (rendered from the revision before)
 * is not lost: the invitation's delivery queues that revision's notice (commands/collaboratorNotices.ts
 * noticeRevisionsAfterInvitation), and the Collaborators panel shows that notice's state, not the invitation's.
 */
describe.each(dialects)("a revision published while the invitation is being sent, on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const harness = useSharingHarness(database);
  const db = () => database().db;
  let counter = 0;
  const address = (name: string) => `${name}${Date.now()}-${++counter}@example.com`;

  const newSheet = async () => (await createCallSheet(db(), { shootingTitle: "Race", shootingDate: "2026-12-01", shootingTime: "07:00", locationsList: BELGRADE })).id;

  /** Edits the draft and publishes it after the latest revision; the revision's number. */
  async function publishEdit(id: number, fields: Record<string, unknown>) {
    const latest = await db()("call_sheet_revisions").where({ callSheetId: id }).max({ number: "number" }).first<{ number: number | string | null }>();
    await db()("call_sheets").where({ id }).update(fields).increment("version", 1);
    const response = await harness().admin.post(callSheetRevisionsUrl(id), { afterRevision: latest?.number === null || latest?.number === undefined ? null : Number(latest.number) });
    expect(response.status).toBe(201);
    return ((await response.json()) as { number: number }).number;
  }

  const noticeJobs = async (id: number, revision: number) =>
    Number((await db()("jobs").where({ kind: "revision.notice", reference: `call-sheet:${id}:revision:${revision}` }).count({ count: "*" }).first<{ count: number | string }>())?.count);

  it("should queue the newer revision's notice when the invitation that told the older one is delivered, and show its state, not the invitation's", async () => {
    const { smtp, deliver } = harness();
    const id = await newSheet();
    const email = address("race");
    await harness().share(id, email);

    await harness().sendInvitationsWhile(async () => {
      expect(await publishEdit(id, { shootingTime: "05:00" })).toBe(2);
    });
    const [invitation] = smtp.to(email);
    expect(invitation?.text).toMatch(/password:/i);
    expect(eventOf(invitation!)).toBe("20261201T070000 1");

    // Queued with the invitation's delivery, not borrowed from it.
    const queued = await harness().listed(id, email);
    expect(queued?.invitation.state).toBe("sent");
    expect(queued?.latestRevision).toMatchObject({ revision: 2, notice: { state: "queued", failure: null } });
    expect(await noticeJobs(id, 2)).toBe(1);

    await deliver();
    const mails = smtp.to(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe("Call sheet updated: Race (revision 2)");
    // The changes since the revision the invitation told.
    expect(mails[1]?.text).toContain("Call time 07:00 -> 05:00");
    expect(eventOf(mails[1]!)).toBe("20261201T050000 2");
    expect((await harness().listed(id, email))?.latestRevision).toMatchObject({ revision: 2, notice: { state: "sent" } });

    // Once: nothing more to send.
    await deliver();
    expect(smtp.to(email)).toHaveLength(2);
    expect(await noticeJobs(id, 2)).toBe(1);
  });

  it("should notify only the latest of two revisions published during the send, with the changes since the one the invitation told", async () => {
    const { smtp, deliver } = harness();
    const id = await newSheet();
    const email = address("two");
    await harness().share(id, email);

    await harness().sendInvitationsWhile(async () => {
      await publishEdit(id, { shootingTime: "06:00" });
      await publishEdit(id, { shootingTime: "05:30" });
    });
    expect((await harness().listed(id, email))?.latestRevision).toMatchObject({ revision: 3, notice: { state: "queued" } });
    await deliver();
    const mails = smtp.to(email);
    expect(mails.map((mail) => eventOf(mail))).toEqual(["20261201T070000 1", "20261201T053000 3"]);
    expect(mails[1]?.subject).toBe("Call sheet updated: Race (revision 3)");
    expect(mails[1]?.text).toContain("Call time 07:00 -> 05:30");
    expect(await noticeJobs(id, 2)).toBe(0);
    // Revision 2's row no longer says the invitation told it.
    const second = await db()("call_sheet_share_revisions").where({ callSheetId: id, revision: 2 }).first<{ noticeKind: string | null; noticeState: string | null }>("noticeKind", "noticeState");
    expect(second).toEqual({ noticeKind: "revision", noticeState: null });
  });

  it("should queue the notice when a resent invitation was being sent during the publish", async () => {
    const { admin, smtp, deliver } = harness();
    const id = await newSheet();
    const email = address("resent");
    const share = await harness().share(id, email);
    await deliver();
    expect((await admin.post(SHARING_URLS.resendShare(share.id))).status).toBeLessThan(300);

    await harness().sendInvitationsWhile(async () => {
      await publishEdit(id, { shootingTime: "05:00" });
    });
    expect((await harness().listed(id, email))?.latestRevision).toMatchObject({ revision: 2, notice: { state: "queued" } });
    await deliver();
    expect(smtp.to(email).map((mail) => eventOf(mail))).toEqual(["20261201T070000 1", "20261201T070000 1", "20261201T050000 2"]);
    expect((await harness().listed(id, email))?.latestRevision).toMatchObject({ revision: 2, notice: { state: "sent" } });
  });

  it("should queue no notice when the invitation's next attempt renders the newer revision itself", async () => {
    const { smtp, deliver, clock } = harness();
    const id = await newSheet();
    const email = address("retried");
    await harness().share(id, email);

    await harness().sendInvitationsWhile(async () => {
      await publishEdit(id, { shootingTime: "05:00" });
      throw new Error("Connection reset");
    });
    expect(smtp.to(email)).toHaveLength(0);
    clock.now = new Date(clock.now.getTime() + 5 * 60_000);
    await deliver();
    await deliver();
    const mails = smtp.to(email);
    expect(mails.map((mail) => eventOf(mail))).toEqual(["20261201T050000 2"]);
    expect(await noticeJobs(id, 2)).toBe(0);
    expect((await harness().listed(id, email))?.latestRevision).toMatchObject({ revision: 2, notice: { state: "sent" } });
  });

  it("should queue no notice when another runner took the job over and its invitation told the newer revision", async () => {
    const { smtp, deliver, clock } = harness();
    const id = await newSheet();
    const email = address("taken");
    await harness().share(id, email);

    await harness().sendInvitationsWhile(async () => {
      await publishEdit(id, { shootingTime: "05:00" });
      // This runner's lease runs out: another one claims the job, sends revision 2's invitation and promotes it.
      clock.now = new Date(clock.now.getTime() + 5 * 60_000);
      expect(await deliver()).toBe(1);
    });
    // The first runner's mail (revision 1) still went, but its outcome, and so no notice, was recorded.
    expect(smtp.to(email).map((mail) => eventOf(mail))).toEqual(["20261201T050000 2", "20261201T070000 1"]);
    await deliver();
    expect(smtp.to(email)).toHaveLength(2);
    expect(await noticeJobs(id, 2)).toBe(0);
    expect((await harness().listed(id, email))?.latestRevision).toMatchObject({ revision: 2, notice: { state: "sent" } });
  });

  it("should send revision 2's notice exactly once when the publish and the invitation's delivery commit at the same time", async () => {
    const { smtp, deliver } = harness();
    for (let round = 0; round < 6; round++) {
      const id = await newSheet();
      const email = address(`race${round}`);
      await harness().share(id, email);
      let publishing: Promise<number> | undefined;
      await harness().sendInvitationsWhile(async () => {
        // Not awaited: the publish's transaction runs while the invitation is accepted and promoted.
        publishing = publishEdit(id, { shootingTime: "05:00" });
        await new Promise((resolve) => setTimeout(resolve, round * 3));
      });
      expect(await publishing).toBe(2);
      await deliver();
      await deliver();
      const sequences = smtp.to(email).map((mail) => eventOf(mail).split(" ")[1]);
      // Revision 1's invitation and revision 2's notice, or revision 2's invitation alone; never revision 1 alone.
      expect(sequences.at(-1)).toBe("2");
      expect(await noticeJobs(id, 2)).toBe(sequences.length - 1);
      expect((await harness().listed(id, email))?.latestRevision).toMatchObject({ revision: 2, notice: { state: "sent" } });
    }
  });

  it("should see a publish that read the share before the invitation was promoted and commits after it", async () => {
    const { smtp, deliver, clock } = harness();
    const id = await newSheet();
    const email = address("interleaved");
    await harness().share(id, email);

    let committed: Promise<unknown> | undefined;
    await harness().sendInvitationsWhile(async () => {
      // A publish's transaction as CallSheetWrites.publish runs it: the sheet's row held, revision 2 written and
      // the share read while its invitation is still pending; it commits only after the promotion began.
      const trx = await db().transaction();
      const sheet = await CallSheet.load(trx, id, { lock: true });
      await trx("call_sheets").where({ id }).update({ shootingTime: "05:00", version: sheet!.version + 1 });
      const published = await publishRevision(trx, (await CallSheet.load(trx, id))!, { note: "", afterRevision: 1 }, null, clock.now);
      expect("refused" in published).toBe(false);
      expect(await notifyCollaborators(trx, id, 2, "https://callsheets.example", clock.now)).toBe(0);
      committed = new Promise((resolve) => setTimeout(resolve, 400)).then(() => trx.commit());
    });
    await committed;
    expect(await noticeJobs(id, 2)).toBe(1);
    await deliver();
    expect(smtp.to(email).map((mail) => eventOf(mail))).toEqual(["20261201T070000 1", "20261201T050000 2"]);
    expect((await harness().listed(id, email))?.latestRevision).toMatchObject({ revision: 2, notice: { state: "sent" } });
  });
});
