/**
 * date-fns' `format` for the few patterns the shared documents use, in en-US, without its locale and its
 * formatter table: they were 22 KB (7 KB gzip) of the shared view's first load, whose budget is 220 KB
 * (issue #15). The patterns stay date-fns patterns (the spec's constants in @repo/contracts); the test
 * compares this with date-fns' own output day by day, so the two cannot drift apart.
 *
 * Tokens: yyyy, y, MMMM, MMM, MM, M, do, dd, d, HH, mm and PPP (the long date, "MMMM do, y"); every other
 * character is copied, except other letters or runs of them ("yy", "MMMMM"), which are refused so that a
 * new pattern is noticed, not misprinted.
 * Years are era years, as in date-fns: the year 0 is 1 (BC), -5 is 6.
 */
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const LONG_DATE = "MMMM do, y";

const twoDigits = (value: number) => String(value).padStart(2, "0");
const eraYear = (date: Date) => (date.getFullYear() > 0 ? date.getFullYear() : 1 - date.getFullYear());

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st, 22nd, 23rd, 31st. */
function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? "th" : (["th", "st", "nd", "rd"][day % 10] ?? "th");
  return `${day}${suffix}`;
}

const TOKENS: Record<string, (date: Date) => string> = {
  yyyy: (date) => String(eraYear(date)).padStart(4, "0"),
  y: (date) => String(eraYear(date)),
  MMMM: (date) => MONTHS[date.getMonth()]!,
  MMM: (date) => MONTHS[date.getMonth()]!.slice(0, 3),
  MM: (date) => twoDigits(date.getMonth() + 1),
  M: (date) => String(date.getMonth() + 1),
  do: (date) => ordinal(date.getDate()),
  dd: (date) => twoDigits(date.getDate()),
  d: (date) => String(date.getDate()),
  HH: (date) => twoDigits(date.getHours()),
  mm: (date) => twoDigits(date.getMinutes()),
};
/** "do", or a run of one letter (a run is one token in date-fns: "yy" is not "y" twice). */
const TOKEN_PATTERN = /do|([a-zA-Z])\1*/g;

/** The local calendar date and time of `date` in `pattern` (see above). */
export function formatDate(date: Date | number, pattern: string): string {
  const value = new Date(date);
  const expanded = pattern === "PPP" ? LONG_DATE : pattern;
  return expanded.replace(TOKEN_PATTERN, (token) => {
    const format = TOKENS[token];
    if (!format) throw new RangeError(`formatDate does not know the pattern letter '${token}' (in '${pattern}')`);
    return format(value);
  });
}
