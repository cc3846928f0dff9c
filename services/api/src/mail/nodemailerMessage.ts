import type { SendMailOptions } from "nodemailer";
import type { MailMessage } from "./Mailer.ts";
import { senderOf } from "./mailFrom.ts";

/** What both mailers hand nodemailer for one message: the same MIME over SMTP and in the outbox. */
export function nodemailerMessage(message: MailMessage, mailFrom: string): SendMailOptions {
  return {
    from: senderOf(mailFrom, message.fromName),
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
    ...(message.attachments === undefined
      ? {}
      : {
          attachments: message.attachments.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: file.content,
            encoding: file.encoding ?? "utf8",
          })),
        }),
    // One event: the text/calendar alternative calendar clients act on, and the same .ics as an attachment.
    ...(message.calendar === undefined ? {} : { icalEvent: { method: message.calendar.method, filename: message.calendar.filename, content: message.calendar.content } }),
  };
}
