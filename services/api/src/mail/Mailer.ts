import type { InvitationDelivery } from "@repo/contracts/sharing";

/** One e-mail, already rendered (see @repo/mail): the mailer only addresses and delivers it. */
export type MailMessage = { to: string; subject: string; html: string; text: string };

/**
 * Sends e-mail. Two kinds: SMTP when SMTP_URL is set, the outbox folder otherwise (the embedded default).
 * A failed send rejects with a MailError, never with the transport's own error (which may carry the server
 * conversation).
 */
export interface Mailer {
  send(message: MailMessage): Promise<InvitationDelivery>;
  /** Where mail goes, safe to log and show (no credentials): "smtp://mailpit:1025" or the outbox folder. */
  readonly description: string;
}
