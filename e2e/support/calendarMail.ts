import ICAL from "ical.js";
import { caughtMails, type CaughtMail } from "./mail.ts";

/**
 * The caught mails of one recipient and the calendar event they carry, read back with ical.js (a maintained
 * parser, not our own code), for the browser tests of issue 25's collaborator loop.
 */

/** Every caught message to `email` (envelope recipient) whose subject passes `subject`, oldest first. */
export const mailsTo = (email: string, subject: (text: string) => boolean = () => true): CaughtMail[] =>
  caughtMails().filter((mail) => mail.envelopeTo.includes(email.toLowerCase()) && subject(mail.subject));

/** Waits until a caught message to `email` has a subject `subject` accepts; the newest such. */
export async function waitForMailWith(email: string, subject: (text: string) => boolean, timeoutMs = 30_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailsTo(email, subject);
    if (found.length) return found[found.length - 1]!;
    if (Date.now() > deadline) throw new Error(`no matching mail to ${email} within ${timeoutMs} ms (subjects: ${mailsTo(email).map((mail) => mail.subject).join(" | ") || "none"})`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export type MailEvent = { method: string | null; uid: string; sequence: number; summary: string; start: string; url: string };

/** The message's `.ics` attachment (application/ics), parsed: METHOD, the VEVENT's UID, SEQUENCE, SUMMARY, DTSTART, URL. */
export function calendarEventOf(mail: CaughtMail): MailEvent {
  const file = mail.attachments.find((attachment) => attachment.contentType.toLowerCase().startsWith("application/ics") || /\.ics$/i.test(attachment.filename ?? ""));
  if (!file) throw new Error(`no .ics attachment in "${mail.subject}" (attachments: ${mail.attachments.map((attachment) => attachment.contentType).join(", ") || "none"})`);
  const calendar = new ICAL.Component(ICAL.parse(file.content.toString("utf8")));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error(`no VEVENT in the .ics of "${mail.subject}"`);
  const event = new ICAL.Event(vevent);
  const method = calendar.getFirstPropertyValue("method");
  return {
    method: method === null ? null : String(method),
    uid: event.uid,
    sequence: event.sequence,
    summary: event.summary,
    start: event.startDate.toString(),
    url: String(vevent.getFirstPropertyValue("url") ?? ""),
  };
}
