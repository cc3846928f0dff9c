import { Writable } from "node:stream";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { COMMENT_DIGEST_LIMITS } from "@repo/mail/commentDigest";
import { editorCommentsPath, SHARING_URLS } from "@repo/contracts/sharing/urls";
import { ensureAdminUser } from "../../commands/ensureAdminUser.ts";
import { toDatabaseDateTime } from "../../db/dialect.ts";
import { SmtpMailer } from "../../mail/SmtpMailer.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createCallSheet, createShare, createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { serveApp, type TestServer } from "../../test/http.ts";
import { startSmtpListener, type SmtpListener } from "../../test/smtpListener.ts";
import { JobRunner } from "../JobRunner.ts";
import { productionJobHandlers } from "../productionJobs.ts";
import { commentDigestReference } from "./commentDigest.ts";

const dialects = await testDialects();
const FROM = '"Studio Nine" <no-reply@localhost>';
const DELAY_MS = SHARING_CONSTANTS.commentNotifyDelaySeconds * 1000;

describe.each(dialects)("the owner's comment digest (comments.digest) on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const db = () => database().db;
  let listener: SmtpListener;
  let server: TestServer;
  let now = new Date("2026-11-27T09:00:00Z");
  let owner: TestClient;
  let ownerEmail: string;
  const logLines: string[] = [];
  beforeAll(async () => {
    listener = await startSmtpListener();
    server = await serveApp(db(), { clock: () => now });
    const user = await createUser(db(), { role: "admin", userType: "admin" });
    ownerEmail = user.email;
    owner = new TestClient(server.url);
    expect((await owner.post("/api/admin/login", { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
    await ensureAdminUser(db(), "first-admin-password");
    return async () => {
      await server.close();
      await listener.close();
    };
  });

  /** The API's own runner, with the production kinds and the test's clock; `adminEmail` is ADMIN_EMAIL. */
  const runner = (adminEmail?: string) => {
    const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => (logLines.push(chunk.toString()), done()) });
    const config = { mail: { smtpUrl: listener.url, from: FROM, outboxDir: "/nonexistent", companyName: "Studio Nine" }, adminEmail, sharing: { expiryDays: 30, testAccess: false, commentNotifyDelaySeconds: SHARING_CONSTANTS.commentNotifyDelaySeconds } };
    return new JobRunner({ db: db(), logger: pino({ level: "silent" }), clock: () => now, handlers: productionJobHandlers({ db: db(), mailer: new SmtpMailer({ url: listener.url, from: FROM }), config, clock: () => now, logger: pino({ level: "info" }, sink) }) });
  };
  const later = (ms: number) => (now = new Date(now.getTime() + ms));
  const digestJobs = (callSheetId: number) => db()("jobs").where({ reference: commentDigestReference(callSheetId) }).orderBy("id");
  const mailTo = (address: string) => listener.messages.filter((mail) => mail.envelopeTo.includes(address));

  async function commenter(callSheetId: number) {
    const { token, email, password } = await createShare(db(), callSheetId, { role: "commenter" });
    const client = new TestClient(server.url);
    expect((await client.post(SHARING_URLS.access, { token, email, password })).status).toBe(200);
    return { email, comment: async (sectionId: string, text: string) => expect((await client.post(SHARING_URLS.comments, { callSheetId, sectionId, text })).status).toBe(201) };
  }

  it("should send the owner one mail with the three comments written within the delay, and a second one for a comment after it", async () => {
    const created = await owner.post("/api/call-sheets", { shootingTitle: "Autumn Lookbook" });
    const sheet = (await created.json()) as { id: number };
    const [ana, ben] = [await commenter(sheet.id), await commenter(sheet.id)];
    const started = now;
    await ana.comment("team", "Who brings the reflector?");
    later(100_000);
    await ben.comment("props", "The red chair is broken");
    later(200_000);
    await ana.comment("notes", "Parking is behind the studio");
    const queued = await digestJobs(sheet.id);
    expect(queued.map((job) => [job.kind, job.state])).toEqual([["comments.digest", "queued"]]); // one, not three

    now = new Date(started.getTime() + DELAY_MS - 1000);
    expect(await runner().runDue()).toBe(0); // not before the delay from the first comment
    now = new Date(started.getTime() + DELAY_MS + 1000);
    expect(await runner().runDue()).toBe(1);

    const mail = await listener.waitFor((received) => received.envelopeTo.includes(ownerEmail));
    expect(mail.subject).toBe("3 new comments on Autumn Lookbook");
    expect(mail.headers.get("from")).toBe("Studio Nine via Call Sheets <no-reply@localhost>");
    for (const part of ["Team", ana.email, "Who brings the reflector?", "Props", ben.email, "The red chair is broken", "Set Notes", "Parking is behind the studio", "27 Nov 2026, 09:00 UTC"]) {
      expect(mail.text).toContain(part);
      expect(mail.html).toContain(part);
    }
    expect(mail.text).toContain(`${server.url}${editorCommentsPath(sheet.id)}`);
    expect(mailTo(ownerEmail)).toHaveLength(1);
    expect((await digestJobs(sheet.id)).map((job) => job.state)).toEqual(["succeeded"]);

    later(60_000);
    await ben.comment("gear", "Second battery please");
    expect((await digestJobs(sheet.id)).map((job) => job.state)).toEqual(["succeeded", "queued"]);
    later(DELAY_MS + 1000);
    expect(await runner().runDue()).toBe(1);
    const second = await listener.waitFor((received) => received.envelopeTo.includes(ownerEmail) && received.subject.startsWith("1 new"));
    expect(second.subject).toBe("1 new comment on Autumn Lookbook");
    expect(second.text).toContain("Second battery please");
    expect(second.text).not.toContain("red chair"); // listed once, in the first digest
    expect(mailTo(ownerEmail)).toHaveLength(2);
  });

  it("should list only the latest comments of a full sheet's backlog, count the rest, stay small and mark them all", async () => {
    const sheet = (await (await owner.post("/api/call-sheets", { shootingTitle: "Backlog" })).json()) as { id: number };
    const guest = await commenter(sheet.id);
    await guest.comment("team", "Who brings the reflector?"); // queues the digest; the oldest, so only counted
    // Then all but one of a sheet's most (2,000) of a comment's most (2,000 Cyrillic characters): ~21 MB in one mail before the cap.
    const total = SHARING_CONSTANTS.commentsPerSheet - 1;
    const rows = Array.from({ length: total - 1 }, (_, index) => {
      const marker = `#${index + 1}# `;
      return { callSheetId: sheet.id, sectionId: "props", authorEmail: guest.email, text: marker + "Ж".repeat(SHARING_CONSTANTS.commentMaxChars - marker.length), createdAt: toDatabaseDateTime(now) };
    });
    for (let start = 0; start < rows.length; start += 100) await db()("call_sheet_comments").insert(rows.slice(start, start + 100));
    later(DELAY_MS + 1000);
    expect(await runner().runDue()).toBe(1);

    const cap = COMMENT_DIGEST_LIMITS.comments;
    const mail = await listener.waitFor((received) => received.subject.endsWith(" on Backlog"), 20_000);
    expect(mail.subject).toBe("1,999 new comments on Backlog");
    for (const part of [mail.text ?? "", mail.html ?? ""]) {
      expect(part).toContain(`Collaborators left 1,999 comments on your call sheet; the latest ${cap} are below.`);
      expect(part).toContain(`${(total - cap).toLocaleString("en")} more, written before these, are not shown here: open the Comments view to read them.`);
      expect(part.match(/#\d+#/g)).toEqual(Array.from({ length: cap }, (_, index) => `#${total - cap + index}#`)); // the latest, oldest first
      expect(part).not.toContain("reflector");
    }
    expect(mail.raw.length).toBeLessThan(400_000); // the whole MIME message, far from any server's limit
    expect((await digestJobs(sheet.id)).map((job) => job.state)).toEqual(["succeeded"]);
    expect(await db()("call_sheet_comments").where({ callSheetId: sheet.id }).whereNull("notifiedAt").count({ n: "*" })).toEqual([{ n: 0 }]);

    // Listed or counted, none comes again: the next digest holds only the next comment (the sheet's 2,000th).
    later(60_000);
    await guest.comment("gear", "One more thing");
    later(DELAY_MS + 1000);
    expect(await runner().runDue()).toBe(1);
    const next = await listener.waitFor((received) => received.subject === "1 new comment on Backlog");
    expect(next.text).toContain("One more thing");
    expect(next.text).not.toMatch(/#\d+#|reflector|written before these/);
    expect(listener.messages.filter((received) => received.subject.endsWith(" on Backlog"))).toHaveLength(2);
  });

  it("should queue nothing for the owner's own comment, and a digest for another admin's", async () => {
    const sheet = (await (await owner.post("/api/call-sheets", { shootingTitle: "Own words" })).json()) as { id: number };
    expect((await owner.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "team", text: "Note to self" })).status).toBe(201);
    expect(await digestJobs(sheet.id)).toEqual([]);
    const colleague = await createUser(db(), { role: "admin", userType: "admin" });
    const client = new TestClient(server.url);
    await client.post("/api/admin/login", { username: colleague.username, password: TEST_PASSWORD });
    expect((await client.post(SHARING_URLS.comments, { callSheetId: sheet.id, sectionId: "team", text: "From a colleague" })).status).toBe(201);
    later(DELAY_MS + 1000);
    await runner().runDue();
    const mail = await listener.waitFor((received) => received.subject === "1 new comment on Own words");
    expect(mail.envelopeTo).toEqual([ownerEmail]);
    expect(mail.text).toContain("From a colleague");
    expect(mail.text).not.toContain("Note to self");
  });

  it("should send a sheet without a recorded creator to the first admin at ADMIN_EMAIL, and nothing (saying why) without it", async () => {
    const sheet = await createCallSheet(db(), { shootingTitle: "Old sheet" });
    const guest = await commenter(sheet.id);
    await guest.comment("weather", "Rain is forecast");
    later(DELAY_MS + 1000);
    expect(await runner("producer@example.com").runDue()).toBe(1);
    expect((await listener.waitFor((received) => received.subject === "1 new comment on Old sheet")).envelopeTo).toEqual(["producer@example.com"]);

    await guest.comment("weather", "Bring umbrellas");
    later(DELAY_MS + 1000);
    expect(await runner(undefined).runDue()).toBe(1);
    expect((await digestJobs(sheet.id)).map((job) => job.state)).toEqual(["succeeded", "succeeded"]);
    expect(listener.messages.filter((mail) => mail.text?.includes("Bring umbrellas"))).toEqual([]);
    expect(logLines.join("")).toContain("comment digest not sent: the first admin's address is ADMIN_EMAIL, which is not set");
    // Set later, ADMIN_EMAIL does not bring back what had nobody to go to.
    await guest.comment("weather", "Sun after all");
    later(DELAY_MS + 1000);
    await runner("producer@example.com").runDue();
    const mail = await listener.waitFor((received) => received.text?.includes("Sun after all") === true);
    expect(mail.text).not.toContain("Bring umbrellas");
  });

  it("should leave the digest dead with the server's reason when it refuses the owner's address (5xx), and retry nothing", async () => {
    const sheet = (await (await owner.post("/api/call-sheets", { shootingTitle: "Refused" })).json()) as { id: number };
    await (await commenter(sheet.id)).comment("team", "Hello");
    later(DELAY_MS + 1000);
    listener.refuse = true;
    try {
      await runner().runDue();
    } finally {
      listener.refuse = false;
    }
    const [job] = await digestJobs(sheet.id);
    expect(job).toMatchObject({ state: "dead", attempts: 1 });
    expect(job.lastError).toMatch(/^PermanentJobError: .*Mailbox unavailable/);
  });
});
