import type { AgeRange } from "@repo/contracts/models/constants";

/** `YYYY-MM-DD` of `today` moved back `years` years (UTC); 29 February becomes the 28th in a common year. */
export function yearsBefore(today: Date, years: number): string {
  const year = today.getUTCFullYear() - years;
  const month = today.getUTCMonth();
  const day = Math.min(today.getUTCDate(), new Date(Date.UTC(year, month + 1, 0)).getUTCDate());
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

/**
 * Birth dates of people whose age in whole years, on `today`, lies in the range: at least `from`, under
 * `to` (the top range, 80-100, includes 100). Age >= a  <=>  born on or before today minus a years.
 */
export function birthDateBounds(range: Exclude<AgeRange, "all">, today: Date): { onOrAfter: string; onOrBefore: string } {
  const [from, to] = range.split("-").map(Number) as [number, number];
  const exclusiveUpper = to === 100 ? 101 : to;
  // Born after (today - exclusiveUpper years) means younger than exclusiveUpper.
  const youngest = yearsBefore(today, from);
  const tooOld = yearsBefore(today, exclusiveUpper);
  const dayAfter = new Date(`${tooOld}T00:00:00Z`);
  dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
  return { onOrAfter: dayAfter.toISOString().slice(0, 10), onOrBefore: youngest };
}
