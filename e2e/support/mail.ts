import fs from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { readMessage, type ReadMessage } from "../../services/api/src/mail/testing/readMessage.ts";

/**
 * Recipients the listener refuses for good (a 550 at RCPT TO), as a real mail server refuses an unknown
 * mailbox: the Collaborators panel must show the invitation failed with this reply.
 */
export const REFUSED_RECIPIENT = /^refused[^@]*@/i;
/** The first admin's address (ADMIN_EMAIL of the e2e stack): comment digests of its sheets go there. */
export const E2E_ADMIN_EMAIL = "producer@studio.test";
export const REFUSED_REPLY = "550 5.1.1 Mailbox unavailable: no such user here";

/** The folder the e2e run's SMTP listener writes every message into (set by globalSetup). */
export const MAIL_DIR_ENV = "E2E_MAIL_DIR";

export type MailCatcher = { url: string; close(): Promise<void> };

/**
 * A real SMTP server (smtp-server) on a loopback port for the whole e2e run: the API sends its invitations
 * to it (SMTP_URL) over a real socket, and each accepted message is written as a raw `.eml` file into the
 * folder `directory()` names at the time it arrives (the stack's work dir exists only once the stack starts).
 * Plain SMTP, no auth, no TLS: loopback only.
 */
export async function startMailCatcher(directory: () => string): Promise<MailCatcher> {
  let sequence = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 1_000,
    onRcptTo(address, _session, callback) {
      if (REFUSED_RECIPIENT.test(address.address)) {
        const refusal = Object.assign(new Error(REFUSED_REPLY.slice(4)), { responseCode: 550 });
        callback(refusal);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        try {
          const folder = directory();
          fs.mkdirSync(folder, { recursive: true });
          const name = `${Date.now()}-${String(++sequence).padStart(4, "0")}`;
          const recipients = session.envelope.rcptTo.map((recipient) => recipient.address).join(",");
          // Envelope first (X- headers), then the message exactly as it came: readers see who it went to.
          const file = path.join(folder, `${name}.eml`);
          fs.writeFileSync(`${file}.part`, Buffer.concat([Buffer.from(`X-Envelope-To: ${recipients}\r\n`), ...chunks]));
          // Renamed into place: a reader never sees half a message.
          fs.renameSync(`${file}.part`, file);
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(resolve)) };
}

/** One message from the catcher's folder, parsed. */
export type CaughtMail = ReadMessage & { file: string; envelopeTo: string[]; raw: string };

function mailDir(): string {
  const folder = process.env[MAIL_DIR_ENV];
  if (!folder) throw new Error(`${MAIL_DIR_ENV} is not set: globalSetup starts the SMTP listener`);
  return folder;
}

/** Every message received so far, oldest first. */
export function caughtMails(): CaughtMail[] {
  const folder = mailDir();
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => {
      const file = path.join(folder, name);
      const raw = fs.readFileSync(file, "latin1");
      const parsed = readMessage(raw);
      return { ...parsed, file, raw, envelopeTo: (parsed.headers.get("x-envelope-to") ?? "").split(",").filter(Boolean) };
    });
}

/** The newest message sent to `email` (envelope recipient), waiting up to `timeoutMs` for it. */
export async function waitForMailTo(email: string, timeoutMs = 10_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = caughtMails().filter((mail) => mail.envelopeTo.includes(email.toLowerCase()));
    if (found.length) return found[found.length - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} within ${timeoutMs} ms (${caughtMails().length} in ${mailDir()})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The link and password of an invitation, read from its plain-text part (INVITATION_TEXTS' labels). */
export function invitationOf(mail: CaughtMail): { link: string; password: string; email: string } {
  const text = mail.text ?? "";
  const link = /^Open the call sheet:\n(\S+)$/m.exec(text)?.[1];
  const password = /^Your password: (\S+)$/m.exec(text)?.[1];
  const email = /^Your e-mail: (\S+)$/m.exec(text)?.[1];
  if (!link || !password || !email) throw new Error(`not an invitation:\n${text}`);
  return { link, password, email };
}
