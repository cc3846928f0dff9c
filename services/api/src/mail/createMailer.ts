import type { Mailer } from "./Mailer.ts";
import { OutboxMailer } from "./OutboxMailer.ts";
import { SmtpMailer } from "./SmtpMailer.ts";

/** The mail section of the API's Config (see config.ts). */
export type MailConfig = { smtpUrl: string | undefined; from: string; outboxDir: string };

/** SMTP when SMTP_URL is set, the outbox folder otherwise. Opens nothing: the first send connects. */
export function createMailer(config: MailConfig): Mailer {
  return config.smtpUrl
    ? new SmtpMailer({ url: config.smtpUrl, from: config.from })
    : new OutboxMailer({ directory: config.outboxDir, from: config.from });
}
