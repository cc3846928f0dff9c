import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type StreamTransport from "nodemailer/lib/stream-transport";
import type { InvitationDelivery } from "@repo/contracts/sharing/schemas";
import type { MailMessage, Mailer } from "./Mailer.ts";
import { toMailError } from "./MailError.ts";
import { nodemailerMessage } from "./nodemailerMessage.ts";

/**
 * Without SMTP (the embedded default) each message becomes an .eml file in the outbox folder: the full
 * MIME message, which any mail client opens, and the admin is told where it is.
 */
export class OutboxMailer implements Mailer {
  readonly description: string;
  private readonly directory: string;
  private readonly clock: () => Date;
  private readonly from: string;
  // The stream transport composes the same MIME an SMTP server would receive, as one buffer.
  private readonly composer: Transporter<StreamTransport.SentMessageInfo>;

  constructor(options: { directory: string; from: string; clock?: () => Date }) {
    this.directory = path.resolve(options.directory);
    this.description = `outbox folder ${this.directory}`;
    this.clock = options.clock ?? (() => new Date());
    this.from = options.from;
    this.composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  }

  async send(message: MailMessage): Promise<InvitationDelivery> {
    const outboxPath = path.join(this.directory, outboxFileName(this.clock(), message.to));
    try {
      const { message: raw } = await this.composer.sendMail(nodemailerMessage(message, this.from));
      if (!Buffer.isBuffer(raw)) throw new Error("the composer returned a stream, not a buffer");
      // Owner-only: the message holds a share password.
      await mkdir(this.directory, { recursive: true, mode: 0o700 });
      // Written whole under a name no reader takes for a message, then renamed: whoever watches the folder (a
      // mail client, the benches) never opens half a message (bench/first-load once read one without its text).
      const partPath = path.join(this.directory, `.${path.basename(outboxPath)}.part`);
      await writeFile(partPath, raw, { flag: "wx", mode: 0o600 });
      await rename(partPath, outboxPath).catch(async (error: unknown) => {
        await rm(partPath, { force: true });
        throw error;
      });
    } catch (error) {
      throw toMailError(error, "Writing mail to the outbox failed");
    }
    return { kind: "outbox", outboxPath };
  }
}

/**
 * "20261125T081536Z-ana.petrovic_example.com-3f9a1c2b7d4e.eml": sorts by time, says for whom, and the random
 * part keeps two messages of the same second apart. Only [A-Za-z0-9._-] survive from the address, so no
 * recipient can steer the path (no "/", no "..", no leading dot).
 */
export function outboxFileName(at: Date, recipient: string): string {
  const stamp = at.toISOString().replace(/\.\d{3}Z$/, "Z").replace(/[-:]/g, "");
  const who = recipient.replace(/@/g, "_").replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^[.-]+/, "").slice(0, 64) || "recipient";
  return `${stamp}-${who}-${randomBytes(6).toString("hex")}.eml`;
}
