const format = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });

/** When a revision was published, as the console shows it: '26 Nov 2026, 14:05' (the browser's time zone). */
export function formatPublishedAt(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : format.format(time);
}
