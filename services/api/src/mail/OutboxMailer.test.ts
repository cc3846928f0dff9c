import { readFileSync, watch } from "node:fs";
import { mkdtemp, readFile, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderInvitation } from "@repo/mail/invitation";
import { SAMPLE_VIEWER_INVITATION } from "@repo/mail/sampleInvitation";
import { OutboxMailer, outboxFileName } from "./OutboxMailer.ts";
import { readMessage } from "./testing/readMessage.ts";

describe("OutboxMailer", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "outbox-"));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("should write the invitation as a readable .eml in the outbox folder and say where", async () => {
    const outbox = path.join(dataDir, "outbox");
    const mailer = new OutboxMailer({ directory: outbox, from: '"Studio Production" <no-reply@localhost>', clock: () => new Date("2026-11-25T08:15:36.123Z") });
    const invitation = renderInvitation(SAMPLE_VIEWER_INVITATION);

    const delivery = await mailer.send({ to: SAMPLE_VIEWER_INVITATION.recipientEmail, ...invitation });

    expect(delivery.kind).toBe("outbox");
    expect(path.dirname(delivery.outboxPath ?? "")).toBe(outbox);
    expect(path.basename(delivery.outboxPath ?? "")).toMatch(/^20261125T081536Z-ana\.petrovic_example\.com-[0-9a-f]{12}\.eml$/);
    const raw = await readFile(delivery.outboxPath ?? "", "latin1");
    expect(raw).toContain("\r\n"); // .eml is CRLF, as mail clients expect
    const mail = readMessage(raw);
    expect(mail.headers.get("to")).toBe(SAMPLE_VIEWER_INVITATION.recipientEmail);
    expect(mail.headers.get("from")).toBe("Studio Production <no-reply@localhost>");
    expect(mail.subject).toBe(invitation.subject);
    expect(mail.text).toBe(invitation.text);
    expect(mail.html).toBe(invitation.html);
  });

  it("should write a message's calendar part as the text/calendar alternative calendar clients act on and as an .ics attachment", async () => {
    const mailer = new OutboxMailer({ directory: dataDir, from: "no-reply@localhost" });
    const content = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n";
    const { outboxPath } = await mailer.send({ to: "a@example.com", subject: "s", html: "<p>h</p>", text: "t", calendar: { method: "CANCEL", filename: "call-sheet-7.ics", content } });
    const raw = await readFile(outboxPath ?? "", "latin1");
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/);
    const mail = readMessage(raw);
    expect(mail.text).toBe("t");
    expect(mail.attachments).toEqual([{ filename: "call-sheet-7.ics", contentType: expect.stringMatching(/^application\/ics/), content: Buffer.from(content) }]);
  });

  it("should keep the file to its owner, since it holds a share password", async () => {
    const mailer = new OutboxMailer({ directory: path.join(dataDir, "outbox"), from: "no-reply@localhost" });
    const { outboxPath } = await mailer.send({ to: "a@example.com", subject: "s", html: "<p>h</p>", text: "t" });
    expect((await stat(outboxPath ?? "")).mode & 0o777).toBe(0o600);
  });

  it("should never show a reader of the folder half a message: the .eml appears whole", async () => {
    const mailer = new OutboxMailer({ directory: dataDir, from: "no-reply@localhost" });
    // Large enough that writing it takes several turns of the event loop, where the watcher below reads.
    const message = { to: "a@example.com", subject: "s", html: `<p>${"h".repeat(8_000_000)}</p>`, text: "t" };
    const seen: number[] = [];
    const watcher = watch(dataDir, (_event, name) => {
      if (!name?.endsWith(".eml")) return;
      try {
        seen.push(readFileSync(path.join(dataDir, name)).length);
      } catch {
        // Renamed away between the event and the read: nothing was shown.
      }
    });
    try {
      const { outboxPath } = await mailer.send(message);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const size = (await stat(outboxPath ?? "")).size;
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((length) => length === size)).toBe(true);
      expect((await readdir(dataDir)).filter((name) => !name.endsWith(".eml"))).toEqual([]);
    } finally {
      watcher.close();
    }
  });

  it("should keep two messages to the same person in the same second apart", async () => {
    const mailer = new OutboxMailer({ directory: dataDir, from: "no-reply@localhost", clock: () => new Date("2026-11-25T08:15:36Z") });
    const message = { to: "a@example.com", subject: "s", html: "<p>h</p>", text: "t" };
    await Promise.all([mailer.send(message), mailer.send(message)]);
    expect(await readdir(dataDir)).toHaveLength(2);
  });

  it("should name files so no recipient can steer the path", () => {
    const name = outboxFileName(new Date("2026-11-25T08:15:36Z"), "../../etc/passwd@x/..\\y");
    expect(name).toMatch(/^20261125T081536Z-etc-passwd_x-\.\.-y-[0-9a-f]{12}\.eml$/);
    expect(name).not.toContain("/");
    expect(name).not.toContain("\\");
  });
});
