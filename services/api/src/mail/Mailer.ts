import type { InvitationDelivery } from "@repo/contracts/sharing/schemas";
import { z } from "zod";
import { isMailAddress, isMailFrom } from "./mailFrom.ts";

// A value that becomes a header (or a header parameter) is one line: a line break is how headers get injected.
const oneLine = (max: number) => z.string().max(max).refine((value) => !/[\r\n]/.test(value), "must be one line");

/** A file sent with a message, e.g. a calendar invitation (`text/calendar; method=REQUEST`). */
export const mailAttachmentSchema = z.object({
  filename: oneLine(200).refine((value) => value.trim() !== "" && !/[\\/]/.test(value), "must be a file name without a folder"),
  contentType: oneLine(200).regex(/^[\w.+-]+\/[\w.+-]+(\s*;.*)?$/, "must be a media type like text/calendar"),
  // The file's text as is (utf8), or its bytes as base64. A job's payload is JSON, so bytes travel as text.
  content: z.string().max(5_000_000),
  encoding: z.enum(["utf8", "base64"]).optional(),
});

/** The iCalendar methods a message's calendar part may carry (RFC 5546): an event offered, updated, or cancelled. */
export const MAIL_CALENDAR_METHODS = ["REQUEST", "CANCEL", "PUBLISH"] as const;

/**
 * A calendar event sent with a message (calendar/calendarPart.ts): nodemailer's `icalEvent`, i.e. a
 * `text/calendar; method=...` alternative beside the text and HTML (what calendar clients read as an
 * invitation) and the same file as an `application/ics` attachment named `filename`.
 */
export const mailCalendarSchema = z.object({
  method: z.enum(MAIL_CALENDAR_METHODS),
  filename: oneLine(200).refine((value) => /^[\w.-]+\.ics$/.test(value), "must be a file name like event.ics"),
  content: z.string().max(1_000_000),
});

/**
 * One e-mail, already rendered (see @repo/mail): the mailer only addresses and delivers it. A schema,
 * not only a type, because a message is also the payload of the `mail.send` job (jobs/kinds/mailSend.ts),
 * stored as JSON and parsed again before it is sent.
 */
export const mailMessageSchema = z.object({
  to: z.string().max(254).refine(isMailAddress, "must be an e-mail address"),
  subject: oneLine(500),
  html: z.string().max(2_000_000),
  text: z.string().max(2_000_000),
  /** Shown as the sender's name; the address stays MAIL_FROM's (see senderOf in mailFrom.ts). */
  fromName: oneLine(100).optional(),
  /** Where answers go: an address or a named address (`"Ana" <ana@example.com>`). */
  replyTo: z.string().max(400).refine(isMailFrom, "must be an address or a named address").optional(),
  attachments: z.array(mailAttachmentSchema).max(10).optional(),
  calendar: mailCalendarSchema.optional(),
});

export type MailAttachment = z.infer<typeof mailAttachmentSchema>;
export type MailCalendar = z.infer<typeof mailCalendarSchema>;
export type MailMessage = z.infer<typeof mailMessageSchema>;

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
