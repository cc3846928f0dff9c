/**
 * A DATETIME as both dialects store it (UTC 'YYYY-MM-DD HH:mm:ss', db/dialect.ts) as an ISO 8601 instant,
 * so a browser's `new Date()` reads it as UTC rather than local time.
 */
export function isoFromDatabase(value: string): string {
  return new Date(`${value.replace(" ", "T")}Z`).toISOString();
}
