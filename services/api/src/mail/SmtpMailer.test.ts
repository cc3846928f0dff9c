import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderInvitation } from "@repo/mail/invitation";
import { SAMPLE_COMMENTER_INVITATION } from "@repo/mail/sampleInvitation";
import { startSmtpListener, type SmtpListener } from "../test/smtpListener.ts";
import { MailError } from "./MailError.ts";
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
