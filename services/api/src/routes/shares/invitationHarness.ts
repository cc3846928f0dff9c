import { afterAll, beforeAll, expect } from "vitest";
import pino from "pino";
import { SHARING_URLS } from "@repo/contracts/sharing/urls";
import { shareCreatedSchema, shareListSchema, type Share } from "@repo/contracts/sharing/schemas";
import { JobRunner } from "../../jobs/JobRunner.ts";
import { invitationSendHandler } from "../../jobs/kinds/invitationSend.ts";
import { revisionNoticeHandler } from "../../jobs/kinds/revisionNotice.ts";
import { productionJobHandlers } from "../../jobs/productionJobs.ts";
import type { Mailer } from "../../mail/Mailer.ts";
import { SmtpMailer } from "../../mail/SmtpMailer.ts";
import { startReplyingSmtp, type ReplyingSmtp } from "../../mail/testing/replyingSmtp.ts";
import type { User } from "../../models/User.ts";
import { TestClient } from "../../test/client.ts";
import type { TestDatabase } from "../../test/databases.ts";
import { createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { serveApp, type TestServer } from "../../test/http.ts";
import type { ReceivedMail } from "../../test/smtpListener.ts";

export const DAY = 24 * 60 * 60 * 1000;
export const COMPANY_NAME = "Studio Lumen";
export const MAIL_FROM = '"Ignored Name" <invitations@callsheets.example>';
export const ADMIN_EMAIL = "producer@callsheets.example";
export const EXPIRY_DAYS = 10;
/** How the gate refuses credentials that do not open (401 wrong, 404 unknown link, 403/410 ended: routes/access). */
export const REFUSED = [401, 403, 404, 410];

/** What an invitation gives its reader: the link's token, e-mail and sheet id, and the password. */
export function credentialsOf(mail: ReceivedMail) {
  const text = mail.text ?? "";
  const link = new URL(/https?:\/\/\S+\/call-sheet\/\S+/.exec(text)![0]);
  // The text part's "Your password: ..." line (packages/mail's invitationText).
  const password = /password: (\S+)/i.exec(text)![1]!;
  return { link, token: decodeURIComponent(link.pathname.split("/").pop()!), email: link.searchParams.get("email")!, id: Number(link.searchParams.get("id")), password };
}

export type SharingHarness = {
  server: TestServer;
  smtp: ReplyingSmtp;
  admin: TestClient;
  adminUser: User;
  /** The app's and the runner's clock; tests move it. */
  clock: { now: Date };
  /** A runner over the test database and the SMTP listener (or `url`), backoff 60 s, as production builds it. */
  runner(options?: { url?: string; sendDeadlineMs?: number }): JobRunner;
  /** Runs every due job once through a fresh runner. */
  deliver(): Promise<number>;
  /**
   * Runs the due invitations through a runner whose mailer calls `during` first: what happens while an
   * invitation is being sent (its event rendered, the share read as active, its outcome not yet recorded).
   */
  sendInvitationsWhile(during: () => Promise<void>): Promise<number>;
  /** The same for the due revision notices: what happens while a notice is being sent. */
  sendNoticesWhile(during: () => Promise<void>): Promise<number>;
  share(callSheetId: number, email: string, role?: "viewer" | "commenter"): Promise<Share>;
  listed(callSheetId: number, email: string): Promise<Share | undefined>;
  /** Tries the gate with these credentials from a fresh client; its status. */
  gate(credentials: { token: string; email: string; password: string }): Promise<number>;
};

/**
 * For a describe block: an app on `database` whose clock tests move, a signed-in admin, an SMTP listener
 * that answers per recipient, and runners built by productionJobHandlers (the server's own wiring).
 */
export function useSharingHarness(database: () => TestDatabase, start = new Date("2026-11-25T09:00:00Z")): () => SharingHarness {
  let harness: SharingHarness | undefined;
  beforeAll(async () => {
    const { db } = database();
    const clock = { now: start };
    const smtp = await startReplyingSmtp();
    // MAIL_FROM and COMPANY_NAME as the runner's: the calendar route names the mailed event's organizer and UID.
    const server = await serveApp(db, { clock: () => clock.now, shareExpiryDays: EXPIRY_DAYS, mail: { from: MAIL_FROM, companyName: COMPANY_NAME } });
    const adminUser = await createUser(db, { role: "admin", userType: "admin", email: "mira@callsheets.example" });
    const admin = new TestClient(server.url);
    expect((await admin.post("/api/admin/login", { username: adminUser.username, password: TEST_PASSWORD })).status).toBe(200);
    const config = { mail: { smtpUrl: smtp.url, from: MAIL_FROM, outboxDir: "", companyName: COMPANY_NAME }, adminEmail: ADMIN_EMAIL, sharing: { expiryDays: EXPIRY_DAYS, testAccess: false, commentNotifyDelaySeconds: 600 } };
    /** The listener's mailer, calling `during` before each message goes. */
    const mailerWhile = (during: () => Promise<void>): Mailer => {
      const smtpMailer = new SmtpMailer({ url: smtp.url, from: MAIL_FROM });
      return {
        description: smtpMailer.description,
        async send(message) {
          await during();
          return smtpMailer.send(message);
        },
      };
    };
    const runner = (options: { url?: string; sendDeadlineMs?: number } = {}) => {
      const mailer = new SmtpMailer({ url: options.url ?? smtp.url, from: MAIL_FROM });
      // A short deadline (the hanging-server test) replaces the invitation handler the production list built.
      const handlers = productionJobHandlers({ db, mailer, config, clock: () => clock.now });
      if (options.sendDeadlineMs !== undefined) {
        handlers[1] = invitationSendHandler({ db, mailer, companyName: COMPANY_NAME, adminEmail: ADMIN_EMAIL, expiryDays: EXPIRY_DAYS, clock: () => clock.now, sendDeadlineMs: options.sendDeadlineMs });
      }
      return new JobRunner({ db, logger: pino({ level: "silent" }), handlers, clock: () => clock.now, backoff: { baseMs: 60_000, maxMs: 60_000 } });
    };
    harness = {
      server,
      smtp,
      admin,
      adminUser,
      clock,
      runner,
      deliver: () => runner().runDue(),
      sendInvitationsWhile(during) {
        const handler = invitationSendHandler({ db, mailer: mailerWhile(during), companyName: COMPANY_NAME, adminEmail: ADMIN_EMAIL, expiryDays: EXPIRY_DAYS, mailFrom: MAIL_FROM, clock: () => clock.now });
        return new JobRunner({ db, logger: pino({ level: "silent" }), handlers: [handler], clock: () => clock.now }).runDue();
      },
      sendNoticesWhile(during) {
        const handler = revisionNoticeHandler({ db, mailer: mailerWhile(during), companyName: COMPANY_NAME, adminEmail: ADMIN_EMAIL, mailFrom: MAIL_FROM, clock: () => clock.now });
        return new JobRunner({ db, logger: pino({ level: "silent" }), handlers: [handler], clock: () => clock.now }).runDue();
      },
      async share(callSheetId, email, role = "viewer") {
        const response = await admin.post(SHARING_URLS.shares, { callSheetId, email, role });
        expect(response.status).toBe(201);
        return shareCreatedSchema.parse(await response.json()).share;
      },
      async listed(callSheetId, email) {
        const list = shareListSchema.parse(await (await admin.get(SHARING_URLS.sharesOf(callSheetId))).json());
        return list.shares.find((share) => share.email === email);
      },
      async gate(credentials) {
        const { token, email, password } = credentials;
        return (await new TestClient(server.url).post(SHARING_URLS.access, { token, email, password })).status;
      },
    };
  });
  afterAll(async () => {
    await harness?.server.close();
    await harness?.smtp.close();
  });
  return () => {
    if (!harness) throw new Error("the sharing harness starts in beforeAll");
    return harness;
  };
}
