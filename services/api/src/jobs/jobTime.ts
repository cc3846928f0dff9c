/**
 * A job's times as both dialects store them: UTC 'YYYY-MM-DD HH:mm:ss.SSS' (DATETIME(3) on MySQL, text on
 * SQLite). Always 23 characters, so SQLite compares them as text in time order.
 */
export function toJobTime(date: Date): string {
  return date.toISOString().slice(0, 23).replace("T", " ");
}

/** A stored job time as an ISO 8601 instant (MySQL may hand back fewer fraction digits: both parse). */
export function isoFromJobTime(value: string): string {
  return new Date(`${value.replace(" ", "T")}Z`).toISOString();
}
