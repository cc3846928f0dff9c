import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderInvitation } from "@repo/mail/invitation";
import { SAMPLE_COMMENTER_INVITATION } from "@repo/mail/sampleInvitation";
import { startSmtpListener, type SmtpListener } from "../test/smtpListener.ts";
import { MailError } from "./MailError.ts";
import { mailMessageSchema } from "./Mailer.ts";
import { readMessage } from "./testing/readMessage.ts";
import { SmtpMailer } from "./SmtpMailer.ts";

const FROM = '"Studio Production" <no-reply@localhost>';

async function rejection(promise: Promise<unknown>): Promise<{ error: unknown; elapsedMs: number }> {
  const started = performance.now();
  try {
    await promise;
  } catch (error) {
    return { error, elapsedMs: performance.now() - started };
  }
  throw new Error("the send succeeded");
}

/** A port that accepts TCP and then says nothing, like a hung SMTP server. */
async function startSilentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe("SmtpMailer", () => {
  let listener: SmtpListener;
  beforeEach(async () => {
    listener = await startSmtpListener();
  });
  afterEach(async () => {
    await listener.close();
  });

  it("should deliver the invitation: recipient, subject, link and password readable from the text", async () => {
    const invitation = renderInvitation(SAMPLE_COMMENTER_INVITATION);
    const mailer = new SmtpMailer({ url: listener.url, from: FROM });

    const delivery = await mailer.send({ to: SAMPLE_COMMENTER_INVITATION.recipientEmail, ...invitation });

    expect(delivery).toEqual({ kind: "smtp" });
    const mail = await listener.waitFor((received) => received.envelopeTo.includes(SAMPLE_COMMENTER_INVITATION.recipientEmail));
    expect(mail.envelopeFrom).toBe("no-reply@localhost");
    expect(mail.headers.get("from")).toBe("Studio Production <no-reply@localhost>");
    expect(mail.subject).toBe(invitation.subject);
    expect(mail.subject).toContain("Autumn Collection – Lookbook");
    expect(mail.text).toContain(SAMPLE_COMMENTER_INVITATION.link);
    expect(mail.text).toContain(`Your password: ${SAMPLE_COMMENTER_INVITATION.password}`);
    expect(mail.html).toContain(SAMPLE_COMMENTER_INVITATION.password);
  });

  it("should deliver a calendar attachment, a Reply-To and the message's sender name on MAIL_FROM's address", async () => {
    const ics = ["BEGIN:VCALENDAR", "VERSION:2.0", "METHOD:REQUEST", "BEGIN:VEVENT", "UID:sheet-7-ana@studio", "SUMMARY:Lookbook – Tag 1", "END:VEVENT", "END:VCALENDAR", ""].join("\r\n");
    const logo = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x10]);
    const mailer = new SmtpMailer({ url: listener.url, from: FROM });

    await mailer.send({
      to: "ana@example.com",
      subject: "Call sheet: Lookbook",
      html: "<p>See you on set</p>",
      text: "See you on set",
      fromName: "Mira Kovač via Studio Production",
      replyTo: '"Mira Kovač" <mira@studio.example.com>',
      attachments: [
        { filename: "invite.ics", contentType: "text/calendar; method=REQUEST; charset=utf-8", content: ics },
        { filename: "logo.png", contentType: "image/png", content: logo.toString("base64"), encoding: "base64" },
      ],
    });

    const mail = await listener.waitFor((received) => received.envelopeTo.includes("ana@example.com"));
    expect(mail.envelopeFrom).toBe("no-reply@localhost");
    expect(mail.headers.get("from")).toMatch(/^=\?UTF-8\?.+\?= <no-reply@localhost>$/);
    expect(readMessage(`Subject: ${mail.headers.get("from")}\r\n\r\n`).subject).toBe("Mira Kovač via Studio Production <no-reply@localhost>");
    expect(readMessage(`Subject: ${mail.headers.get("reply-to")}\r\n\r\n`).subject).toBe("Mira Kovač <mira@studio.example.com>");
    expect(mail.text).toBe("See you on set");
    expect(mail.html).toBe("<p>See you on set</p>");
    expect(mail.attachments.map((file) => [file.filename, file.contentType.split(";")[0]])).toEqual([
      ["invite.ics", "text/calendar"],
      ["logo.png", "image/png"],
    ]);
    expect(mail.attachments[0]!.contentType).toContain("method=REQUEST");
    expect(mail.attachments[0]!.content.toString("utf8")).toBe(ics);
    expect(mail.attachments[1]!.content.equals(logo)).toBe(true);
  });

  it("should refuse a message whose header values carry a line break, before anything is sent", () => {
    const base = { to: "ana@example.com", subject: "s", html: "<p>h</p>", text: "t" };
    expect(mailMessageSchema.safeParse(base).success).toBe(true);
    expect(mailMessageSchema.safeParse({ ...base, subject: "s\r\nBcc: everyone@example.com" }).success).toBe(false);
    expect(mailMessageSchema.safeParse({ ...base, fromName: "Mira\nBcc: x@example.com" }).success).toBe(false);
    expect(mailMessageSchema.safeParse({ ...base, replyTo: "mira@example.com\r\nBcc: x@example.com" }).success).toBe(false);
    expect(mailMessageSchema.safeParse({ ...base, to: "Ana <ana@example.com>" }).success).toBe(false);
    expect(mailMessageSchema.safeParse({ ...base, attachments: [{ filename: "../x.ics", contentType: "text/calendar", content: "" }] }).success).toBe(false);
  });

  it("should fail with a MailError carrying the server's code when the server refuses the recipient", async () => {
    listener.refuse = true;
    const mailer = new SmtpMailer({ url: listener.url, from: FROM });

    const { error } = await rejection(mailer.send({ to: "someone@example.com", subject: "s", html: "<p>h</p>", text: "t" }));

    expect(error).toBeInstanceOf(MailError);
    expect((error as MailError).responseCode).toBe(550);
    expect(listener.messages).toHaveLength(0);
  });

  it("should fail with a MailError within 5 s when nothing listens on the port, naming no credentials", async () => {
    const { port } = listener;
    await listener.close();
    const mailer = new SmtpMailer({ url: `smtp://booker:hunter2-secret@127.0.0.1:${port}`, from: FROM });

    const { error, elapsedMs } = await rejection(mailer.send({ to: "someone@example.com", subject: "s", html: "<p>h</p>", text: "t" }));

    expect(error).toBeInstanceOf(MailError);
    expect(elapsedMs).toBeLessThan(5_000);
    expect((error as MailError).message).toContain(`smtp://***@127.0.0.1:${port}`);
    expect((error as MailError).message).not.toMatch(/hunter2-secret|booker/);
    listener = await startSmtpListener(); // for afterEach
  });

  it("should give up on a server that never greets after the greeting timeout, not nodemailer's minutes", async () => {
    const silent = await startSilentServer();
    try {
      const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${silent.port}`, from: FROM, timeouts: { greetingTimeout: 1_000 } });

      const { error, elapsedMs } = await rejection(mailer.send({ to: "someone@example.com", subject: "s", html: "<p>h</p>", text: "t" }));

      expect(error).toBeInstanceOf(MailError);
      expect((error as MailError).code).toBe("ETIMEDOUT");
      expect(elapsedMs).toBeGreaterThanOrEqual(900);
      expect(elapsedMs).toBeLessThan(5_000);
    } finally {
      await silent.close();
    }
  });

  it("should fail with EAUTH when the server refuses the login, naming no credentials", async () => {
    // The loopback listener has no login handler: it answers any AUTH with 535.
    const mailer = new SmtpMailer({ url: listener.url.replace("smtp://", "smtp://booker:hunter2-secret@"), from: FROM });

    const { error } = await rejection(mailer.send({ to: "someone@example.com", subject: "s", html: "<p>h</p>", text: "t" }));

    expect(error).toBeInstanceOf(MailError);
    expect((error as MailError).code).toBe("EAUTH");
    expect((error as MailError).responseCode).toBe(535);
    expect(JSON.stringify({ ...(error as MailError), message: (error as MailError).message })).not.toMatch(/hunter2-secret|booker/);
  });
});
