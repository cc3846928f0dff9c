/** Call sheet ids are positive integers; anything else in an id slot is a token or a typo (spec §2 /call-sheet). */
export function isNumericId(value: string | undefined): value is string {
  return value !== undefined && /^[1-9]\d{0,15}$/.test(value);
}
