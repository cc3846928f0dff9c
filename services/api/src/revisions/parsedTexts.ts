import type { CallSheet as CallSheetContract } from "@repo/contracts/callSheets/schemas/editor";
import { parseSectionText, type SectionParseResult } from "@repo/contracts/callSheets/schemas/sections";

/** Freezes `value` and everything it holds: a value handed to every reader of a text must not be changed by one. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * What a text parses to, parsed once while it is among the most recently read. Keyed by the text itself,
 * so a changed text is another entry and a value is never stale. Values are frozen: every reader gets the
 * same one. Bounded by characters held (`maxChars`); a text longer than an eighth of it is parsed every time.
 */
export class ParsedTexts<T> {
  readonly #values = new Map<string, T>();
  #chars = 0;

  constructor(
    private readonly parse: (text: string) => T,
    private readonly maxChars: number,
  ) {}

  get(text: string): T {
    const kept = this.#values.get(text);
    if (kept !== undefined) {
      // Most recently read last: the first entry is the one to drop.
      this.#values.delete(text);
      this.#values.set(text, kept);
      return kept;
    }
    const value = deepFreeze(this.parse(text));
    if (text.length > this.maxChars / 8) return value;
    while (this.#chars + text.length > this.maxChars) {
      const oldest = this.#values.keys().next().value!;
      this.#values.delete(oldest);
      this.#chars -= oldest.length;
    }
    this.#values.set(text, value);
    this.#chars += text.length;
    return value;
  }
}

/**
 * The texts every shared view parses again (issue 26): the published revision's snapshot a grant reads
 * (written once, never changed) and the locations list its light and weather come from. Profiled under
 * bench/sharedViewHtml on SQLite, parsing them was ~7% of the API's CPU per page (the locations list's
 * schema alone 5%); kept, a page reads the same frozen values. createApp holds one; nothing in a module.
 */
export type SharedViewTexts = {
  snapshots: ParsedTexts<CallSheetContract>;
  locations: ParsedTexts<SectionParseResult<"locationsList">>;
};

/** About 4 MB of text each: a few hundred sheets of the bench's full fixture (9 KB a snapshot). */
const MAX_CHARS = 2_000_000;

export function createSharedViewTexts(maxChars = MAX_CHARS): SharedViewTexts {
  return {
    snapshots: new ParsedTexts((text) => JSON.parse(text) as CallSheetContract, maxChars),
    locations: new ParsedTexts((text) => parseSectionText("locationsList", text), maxChars),
  };
}
