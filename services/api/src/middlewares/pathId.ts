import { HttpError } from "../errors.ts";

// Plain decimal digits, no sign, no leading zero, at most 16 digits: what Number() would also read from
// " 1", "1.0", "1e0", "+1", "0x1", "0b1" or "0o1" is not an id, so no two spellings reach the same row.
const DECIMAL_ID = /^[1-9][0-9]{0,15}$/;

/** A path's id as a number, or undefined when it is not a plain positive decimal integer within the safe range. */
export function parseId(raw: string | undefined): number | undefined {
  if (raw === undefined || !DECIMAL_ID.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** The `:id` of a route, or a 404 with the route's own message (never a database error, never a look-alike id). */
export function pathId(raw: string | undefined, notFoundMessage: string): number {
  const id = parseId(raw);
  if (id === undefined) throw new HttpError(404, notFoundMessage);
  return id;
}
