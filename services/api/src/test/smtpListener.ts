import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { readMessage, type ReadMessage } from "../mail/testing/readMessage.ts";

/** One message as it arrived: the SMTP envelope, the raw MIME and what readMessage makes of it. */
export type ReceivedMail = ReadMessage & { envelopeFrom: string | undefined; envelopeTo: string[]; raw: string };

export type SmtpListener = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL or an SmtpMailer. */
  url: string;
  port: number;
  /** Every message accepted so far, in arrival order. */
  messages: ReceivedMail[];
  /** While true, every recipient is refused with 550 (a server that rejects the mail). */
  refuse: boolean;
  /** The first message (already here or still to come) that matches; rejects after timeoutMs. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/**
 * A real SMTP server on an ephemeral loopback port (smtp-server), so mail tests cross a real socket and a
 * real SMTP conversation instead of a mocked transport. Plain SMTP, no auth, no TLS: loopback only.
 */
export async function startSmtpListener(): Promise<SmtpListener> {
  const waiters = new Set<{ predicate: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }>();
  const listener: SmtpListener = {
    url: "",
    port: 0,
    messages: [],
    refuse: false,
    waitFor(predicate, timeoutMs = 5_000) {
      const found = listener.messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { predicate, resolve: (mail: ReceivedMail) => (clearTimeout(timer), resolve(mail)) };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${listener.messages.length} received)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // close() waits this long for open connections (default 30 s); a test's client is long gone by then.
    closeTimeout: 1_000,
    onRcptTo(_address, _session, callback) {
      callback(listener.refuse ? Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("latin1");
        const mail: ReceivedMail = {
          ...readMessage(raw),
          raw,
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
        };
        listener.messages.push(mail);
        for (const waiter of waiters) {
          if (waiter.predicate(mail)) {
            waiters.delete(waiter);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  listener.port = (server.server.address() as AddressInfo).port;
  listener.url = `smtp://127.0.0.1:${listener.port}`;
  return listener;
}
