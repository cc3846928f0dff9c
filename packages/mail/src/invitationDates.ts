// Names written out here rather than taken from Intl: the mailer (Node) and the preview pages (any
// browser) must print the same words, and ICU data differs between runtimes.
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

const pad = (value: number) => String(value).padStart(2, "0");

/** "Saturday, 12 December 2026" for "2026-12-12"; null for null or anything that is not a real calendar day. */
export function formatShootingDate(isoDate: string | null): string | null {
  const match = isoDate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-31 over into March: a day that moved was never a real one.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${WEEKDAYS[date.getUTCDay()]}, ${day} ${MONTHS[month - 1]} ${year}`;
}

/**
 * "12 January 2027 at 09:30 UTC" for an ISO timestamp. Said in UTC because the mail is written on the server,
 * which does not know the reader's time zone; naming the zone keeps it honest.
 */
export function formatExpiry(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) throw new RangeError(`expiresAt is not a timestamp: ${isoTimestamp}`);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} at ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}
