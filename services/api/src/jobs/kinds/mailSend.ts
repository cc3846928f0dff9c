import { MailError } from "../../mail/MailError.ts";
import { mailMessageSchema, type Mailer } from "../../mail/Mailer.ts";
import { defineJobKind, handleJob, PermanentJobError, type JobHandler } from "../jobKind.ts";

/**
 * Sends one e-mail (the payload is the MailMessage, rendered when the job was written). The payload is
 * forgotten once sent: an invitation's text holds the share password.
 */
export const mailSendJob = defineJobKind({ name: "mail.send", payload: mailMessageSchema, maxAttempts: 8, clearPayloadWhenDone: true });

/**
 * Hands the message to the mailer. A refusal the server says is final (5xx: no such mailbox, relay
 * denied) ends the job at once with the server's reason; anything else (refused connection, timeout, 4xx)
 * is tried again later.
 */
export function mailSendHandler(mailer: Mailer): JobHandler {
  return handleJob(mailSendJob, async (message) => {
    try {
      await mailer.send(message);
    } catch (error) {
      if (error instanceof MailError && error.responseCode !== undefined && error.responseCode >= 500) throw new PermanentJobError(error.message);
      throw error;
    }
  });
}
