import net, { type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import type { ReceivedMail } from "../../test/smtpListener.ts";
import { readMessage } from "./readMessage.ts";

/** What the listener answers a recipient with: undefined accepts it, else the reply (550 permanent, 451 temporary). */
export type RcptReply = { code: number; message: string } | undefined;

export type ReplyingSmtp = {
  url: string;
  messages: ReceivedMail[];
  /** Decides each recipient's reply; change it between attempts. */
  reply: (address: string) => RcptReply;
  /** The messages that reached `address`. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
};

/**
 * A real SMTP server on loopback whose answer depends on the recipient: a mail server that refuses one
 * mailbox for good (550) or for now (451) while it accepts the rest. test/smtpListener.ts refuses all or none.
 */
export async function startReplyingSmtp(): Promise<ReplyingSmtp> {
  const smtp: ReplyingSmtp = {
    url: "",
    messages: [],
    reply: () => undefined,
    to: (address) => smtp.messages.filter((mail) => mail.envelopeTo.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 1_000,
    onRcptTo(address, _session, callback) {
      const answer = smtp.reply(address.address);
      callback(answer ? Object.assign(new Error(answer.message), { responseCode: answer.code }) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("latin1");
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined;
        smtp.messages.push({ ...readMessage(raw), raw, envelopeFrom, envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  smtp.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return smtp;
}

/** A server that accepts connections and never says a word: an SMTP server that hangs. */
export async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
