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
 * The sheets of published revisions by revision id, read and parsed once while among the most recently read
 * (`maxEntries`). A revision is never changed (models/CallSheetRevision.ts), so an id's sheet is never stale;
 * a page reads its revision's head (a few columns) and only the first reading of a revision reads its
 * snapshot (~9 KB of a full sheet, with its parse through `snapshots`).
 */
export class PublishedSheets {
  readonly #sheets = new Map<number, CallSheetContract>();

  constructor(
    private readonly snapshots: ParsedTexts<CallSheetContract>,
    private readonly maxEntries: number,
  ) {}

  /** The sheet revision `id` published; `readSnapshot` reads its text when it is not kept (undefined: the revision is gone). */
  async get(id: number, readSnapshot: (id: number) => Promise<string | undefined>): Promise<CallSheetContract | undefined> {
    const kept = this.#sheets.get(id);
    if (kept !== undefined) {
      this.#sheets.delete(id);
      this.#sheets.set(id, kept);
      return kept;
    }
    const text = await readSnapshot(id);
    if (text === undefined) return undefined;
    const sheet = this.snapshots.get(text);
    if (this.#sheets.size >= this.maxEntries) this.#sheets.delete(this.#sheets.keys().next().value!);
    this.#sheets.set(id, sheet);
    return sheet;
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
  published: PublishedSheets;
  locations: ParsedTexts<SectionParseResult<"locationsList">>;
};

/** About 4 MB of text each: a few hundred sheets of the bench's full fixture (9 KB a snapshot). */
const MAX_CHARS = 2_000_000;

/** Revisions whose sheets are kept by id (a full sheet's parse is some tens of KB: at most ~25 MB). */
const MAX_PUBLISHED = 500;

export function createSharedViewTexts(maxChars = MAX_CHARS, maxPublished = MAX_PUBLISHED): SharedViewTexts {
  const snapshots = new ParsedTexts((text) => JSON.parse(text) as CallSheetContract, maxChars);
  return {
    snapshots,
    published: new PublishedSheets(snapshots, maxPublished),
    locations: new ParsedTexts((text) => parseSectionText("locationsList", text), maxChars),
  };
}
