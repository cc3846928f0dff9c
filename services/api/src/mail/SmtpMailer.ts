import nodemailer, { type Transporter } from "nodemailer";
import type { InvitationDelivery } from "@repo/contracts/sharing/schemas";
import type { MailMessage, Mailer } from "./Mailer.ts";
import { toMailError } from "./MailError.ts";
import { nodemailerMessage } from "./nodemailerMessage.ts";
import { redactSmtpUrl, smtpUrlSecrets } from "./smtpUrl.ts";

/** How long each step of an SMTP conversation may take, in milliseconds. */
export type SmtpTimeouts = { connectionTimeout: number; greetingTimeout: number; socketTimeout: number; dnsTimeout: number };

// nodemailer waits up to 2 minutes to connect and 10 minutes on a silent socket: the share dialog would hang
// that long on a dead server. A submission server greets within milliseconds, so seconds are plenty.
export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000, dnsTimeout: 5_000 };

/** Delivers over SMTP (SMTP_URL: smtp:// or smtps://, user and password allowed in the URL). */
export class SmtpMailer implements Mailer {
  readonly description: string;
  private readonly transport: Transporter;
  private readonly secrets: string[];
  private readonly from: string;

  constructor(options: { url: string; from: string; timeouts?: Partial<SmtpTimeouts> }) {
    this.description = redactSmtpUrl(options.url);
    this.secrets = smtpUrlSecrets(options.url);
    this.from = options.from;
    // One connection per message (no pool): invitations are rare, and nothing is left open between them.
    this.transport = nodemailer.createTransport({ url: options.url, ...DEFAULT_SMTP_TIMEOUTS, ...options.timeouts });
  }

  async send(message: MailMessage): Promise<InvitationDelivery> {
    try {
      await this.transport.sendMail(nodemailerMessage(message, this.from));
    } catch (error) {
      throw toMailError(error, `Sending mail through ${this.description} failed`, this.secrets);
    }
    return { kind: "smtp" };
  }
}
