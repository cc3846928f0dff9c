import { describe, expect, it } from "vitest";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { shareCallSheet } from "../../commands/shareCallSheet.ts";
import { startSilentServer } from "../../mail/testing/replyingSmtp.ts";
import { CallSheetShare } from "../../models/CallSheetShare.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet } from "../../test/factories.ts";
import { REFUSED, useSharingHarness } from "./invitationHarness.ts";

const dialects = await testDialects();
const MINUTE = 60_000;

describe.each(dialects)("delivering invitations in the background, on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const harness = useSharingHarness(database);
  const db = () => database().db;
  const jobOf = (shareId: number) => db()("jobs").where({ reference: `share:${shareId}` }).orderBy("id", "desc").first();
  /** The credentials a queued invitation will carry, read from its job before the runner sends (or forgets) them. */
  const queuedCredentials = async (shareId: number, email: string) => {
    const { token, password } = JSON.parse((await jobOf(shareId)).payload) as { token: string; password: string };
    return { token, email, password };
  };
  /** Both ways into a share: the link's token, and the shared view's sheet id form. */
  const opens = async (credentials: { token: string; email: string; password: string }, callSheetId: number) => {
    const byToken = await harness().gate(credentials);
    const bySheet = (await new TestClient(harness().server.url).post(SHARING_URLS.validateCredentials, { callSheetId, email: credentials.email, password: credentials.password })).status;
    return { byToken, bySheet };
  };

  it("should write the share and its job in one transaction: a share whose job cannot be written is rolled back, leaving neither", async () => {
    const sheet = await createCallSheet(db());
    const email = `rolled${Date.now()}@example.com`;
    const request = { callSheetId: sheet.id, email, role: "viewer" as const, message: "", invitedBy: null, now: harness().clock.now, expiryDays: 10 };
    const jobs = async () => Number((await db()("jobs").count({ count: "*" }).first())?.count);
    const jobsBefore = await jobs();
    // An origin the job's payload schema refuses: the enqueue throws inside the share's transaction.
    await expect(shareCallSheet(db(), { ...request, origin: "not a url" })).rejects.toThrow();
    expect(await CallSheetShare.query(db()).where({ callSheetId: sheet.id }).resultSize()).toBe(0);
    expect(await jobs()).toBe(jobsBefore);

    const { share } = (await shareCallSheet(db(), { ...request, origin: "https://callsheets.example" }))!;
    expect(await jobOf(share.id)).toMatchObject({ kind: "invitation.send", state: "queued" });
  });

  it("should mark the invitation failed with the server's reply when it refuses one address for good (550), change nothing else, and never open that share", async () => {
    const { smtp, deliver, clock } = harness();
    const sheet = await createCallSheet(db());
    const [refused, accepted] = [`nobody${Date.now()}@example.com`, `somebody${Date.now()}@example.com`];
    smtp.reply = (address) => (address === refused ? { code: 550, message: "5.1.1 No such mailbox here" } : undefined);
    const share = await harness().share(sheet.id, refused, "commenter");
    await harness().share(sheet.id, accepted);
    const credentials = await queuedCredentials(share.id, refused);
    const before = await CallSheetShare.query(db()).findById(share.id);

    await deliver();

    expect(smtp.to(refused)).toEqual([]);
    expect(smtp.to(accepted)).toHaveLength(1);
    const listed = await harness().listed(sheet.id, refused);
    expect(listed?.invitation).toMatchObject({ state: "failed", failedAt: clock.now.toISOString(), sentAt: null, attempts: 1 });
    expect(listed?.invitation.failure).toContain("550");
    expect(listed?.invitation.failure).toContain("No such mailbox here");
    expect((await harness().listed(sheet.id, accepted))?.invitation.state).toBe("sent");
    const after = await CallSheetShare.query(db()).findById(share.id);
    expect(after).toMatchObject({ role: before!.role, tokenHash: before!.tokenHash, passwordHash: before!.passwordHash, generation: before!.generation, isActive: true, expiresAt: before!.expiresAt, pendingTokenHash: null });
    const { byToken, bySheet } = await opens(credentials, sheet.id);
    expect(REFUSED).toContain(byToken);
    expect(bySheet).toBe(401);
    expect(await jobOf(share.id)).toMatchObject({ state: "dead", payload: null });
    smtp.reply = () => undefined;
  });

  it("should retry a temporary refusal (451) with backoff, the share closed meanwhile, and send it once the server accepts", async () => {
    const { smtp, deliver, clock } = harness();
    const sheet = await createCallSheet(db());
    const email = `later${Date.now()}@example.com`;
    smtp.reply = (address) => (address === email ? { code: 451, message: "4.7.1 Greylisted, try again later" } : undefined);
    const share = await harness().share(sheet.id, email);
    const credentials = await queuedCredentials(share.id, email);

    await deliver();
    const waiting = await harness().listed(sheet.id, email);
    expect(waiting?.invitation).toMatchObject({ state: "queued", attempts: 1 });
    expect(waiting?.invitation.failure).toContain("Greylisted");
    expect(await jobOf(share.id)).toMatchObject({ state: "queued", attempts: 1 });
    expect(REFUSED).toContain((await opens(credentials, sheet.id)).byToken);

    smtp.reply = () => undefined;
    expect(await deliver()).toBe(0); // not due before its backoff
    clock.now = new Date(clock.now.getTime() + 2 * MINUTE);
    expect(await deliver()).toBe(1);
    expect(smtp.to(email)).toHaveLength(1);
    expect((await harness().listed(sheet.id, email))?.invitation).toMatchObject({ state: "sent", attempts: 2, failure: null });
    expect(await opens(credentials, sheet.id)).toEqual({ byToken: 200, bySheet: 200 });
  });

  it("should count an attempt that outlives its deadline (a mail server that never answers) as temporary", async () => {
    const silent = await startSilentServer();
    try {
      const sheet = await createCallSheet(db());
      const email = `hanging${Date.now()}@example.com`;
      const share = await harness().share(sheet.id, email);
      const started = Date.now();
      await harness().runner({ url: silent.url, sendDeadlineMs: 300 }).runDue();
      expect(Date.now() - started).toBeLessThan(4_000);
      const listed = await harness().listed(sheet.id, email);
      expect(listed?.invitation).toMatchObject({ state: "queued", attempts: 1 });
      expect(listed?.invitation.failure).toMatch(/did not accept the invitation within/);
      expect(await jobOf(share.id)).toMatchObject({ state: "queued" });
    } finally {
      await silent.close();
    }
  });

  it("should fail the invitation and forget the password when its last attempt fails, even for a temporary reason", async () => {
    const { smtp } = harness();
    const sheet = await createCallSheet(db());
    const email = `lastchance${Date.now()}@example.com`;
    smtp.reply = (address) => (address === email ? { code: 421, message: "4.3.2 Service shutting down" } : undefined);
    const share = await harness().share(sheet.id, email);
    await db()("jobs").where({ reference: `share:${share.id}` }).update({ maxAttempts: 1 });
    await harness().deliver();
    expect((await harness().listed(sheet.id, email))?.invitation).toMatchObject({ state: "failed", attempts: 1 });
    expect(await jobOf(share.id)).toMatchObject({ state: "dead", payload: null });
    smtp.reply = () => undefined;
  });
});
