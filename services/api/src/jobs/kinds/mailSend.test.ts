import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../logger.ts";
import { SmtpMailer } from "../../mail/SmtpMailer.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { startSmtpListener, type SmtpListener } from "../../test/smtpListener.ts";
import { enqueue } from "../enqueue.ts";
import { JobRunner } from "../JobRunner.ts";
import { productionJobHandlers } from "../productionJobs.ts";
import { mailSendJob } from "./mailSend.ts";

const dialects = await testDialects();
const TEST_JOB_CONFIG = { mail: { smtpUrl: undefined, from: '"Studio Production" <no-reply@localhost>', outboxDir: "", companyName: "Studio Production" }, adminEmail: undefined, sharing: { expiryDays: 30, testAccess: false, commentNotifyDelaySeconds: 600 } };
const FROM = '"Studio Production" <no-reply@localhost>';
const ICS = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:sheet-3-ana@studio\r\nSEQUENCE:2\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";

describe.each(dialects)("the mail.send job on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  let listener: SmtpListener;
  beforeAll(async () => {
    listener = await startSmtpListener();
  });
  afterAll(() => listener.close());
  afterEach(async () => {
    listener.refuse = false;
    await database().db("jobs").delete();
  });
  const runner = (url = listener.url) =>
    new JobRunner({ db: database().db, logger: createLogger("silent"), handlers: productionJobHandlers({ db: database().db, mailer: new SmtpMailer({ url, from: FROM }), config: TEST_JOB_CONFIG }), backoff: { baseMs: 60_000, maxMs: 60_000 } });
  const jobRow = (id: number) => database().db("jobs").where({ id }).first();

  it("should deliver the message written with the fact, attachment and Reply-To included, and forget its text once sent", async () => {
    const { db } = database();
    const id = await db.transaction((trx) =>
      enqueue(trx, mailSendJob, {
        to: "ana@example.com",
        subject: "Call sheet: Lookbook, revision 2",
        html: "<p>Your password: s3cret-pass</p>",
        text: "Your password: s3cret-pass",
        fromName: "Mira via Studio Production",
        replyTo: "mira@studio.example.com",
        attachments: [{ filename: "lookbook.ics", contentType: "text/calendar; method=REQUEST; charset=utf-8", content: ICS }],
      }),
    );
    expect(listener.messages.filter((mail) => mail.envelopeTo.includes("ana@example.com"))).toHaveLength(0); // nothing sent by enqueue

    expect(await runner().runDue()).toBe(1);

    const mail = await listener.waitFor((received) => received.subject === "Call sheet: Lookbook, revision 2");
    expect(mail.envelopeTo).toEqual(["ana@example.com"]);
    expect(mail.headers.get("reply-to")).toBe("mira@studio.example.com");
    expect(mail.text).toBe("Your password: s3cret-pass");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.content.toString("utf8")).toBe(ICS);
    expect(await jobRow(id)).toMatchObject({ state: "succeeded", attempts: 1, payload: null });
  });

  it("should leave the job dead at once with the server's reason when it refuses the recipient (5xx)", async () => {
    listener.refuse = true;
    const id = await database().db.transaction((trx) => enqueue(trx, mailSendJob, { to: "gone@example.com", subject: "s", html: "<p>h</p>", text: "t" }));

    await runner().runDue();

    const job = await jobRow(id);
    expect(job).toMatchObject({ state: "dead", attempts: 1 });
    expect(job.lastError).toMatch(/^PermanentJobError: .*Mailbox unavailable/);
    expect(job.payload).not.toBeNull(); // kept, so a dead message can be looked at and sent again
  });

  it("should try again later when the mail server cannot be reached, keeping the reason", async () => {
    const closed = await startSmtpListener();
    await closed.close();
    const id = await database().db.transaction((trx) => enqueue(trx, mailSendJob, { to: "ana@example.com", subject: "s", html: "<p>h</p>", text: "t" }));

    await runner(closed.url).runDue();

    const job = await jobRow(id);
    expect(job).toMatchObject({ state: "queued", attempts: 1 });
    expect(Date.parse(`${job.availableAt.replace(" ", "T")}Z`)).toBeGreaterThan(Date.now() + 40_000); // backoff: 60 s +-20%
    expect(job.lastError).toMatch(/^MailError: Sending mail through smtp:\/\/127\.0\.0\.1:\d+ failed/);
  });
});
