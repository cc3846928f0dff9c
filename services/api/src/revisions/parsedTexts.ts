import type { CallSheet as CallSheetContract } from "@repo/contracts/callSheets/schemas/editor";
import type { RevisionChange } from "@repo/contracts/callSheets/schemas/revisions";
import { parseSectionText, type SectionParseResult } from "@repo/contracts/callSheets/schemas/sections";
import { compareSnapshots } from "./compareSnapshots.ts";

/** Freezes `value` and everything it holds: a value handed to every reader of a text must not be changed by one. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Values by key, the least recently read dropped first once their weights pass `maxWeight`; a value heavier
 * than an eighth of it is not kept (one huge value must not push out everything else).
 */
class KeptByWeight<K, V> {
  readonly #entries = new Map<K, { value: V; weight: number }>();
  #weight = 0;

  constructor(private readonly maxWeight: number) {}

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    // Most recently read last: the first entry is the one to drop.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, weight: number): void {
    if (weight > this.maxWeight / 8) return;
    const previous = this.#entries.get(key);
    if (previous !== undefined) {
      this.#entries.delete(key);
      this.#weight -= previous.weight;
    }
    while (this.#weight + weight > this.maxWeight) {
      const [oldest, entry] = this.#entries.entries().next().value!;
      this.#entries.delete(oldest);
      this.#weight -= entry.weight;
    }
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
  }
}

/**
 * What a text parses to, parsed once while it is among the most recently read. Keyed by the text itself,
 * so a changed text is another entry and a value is never stale. Values are frozen: every reader gets the
 * same one. Bounded by characters held (`maxChars`); a text longer than an eighth of it is parsed every time.
 */
export class ParsedTexts<T> {
  readonly #values: KeptByWeight<string, T>;

  constructor(
    private readonly parse: (text: string) => T,
    maxChars: number,
  ) {
    this.#values = new KeptByWeight(maxChars);
  }

  get(text: string): T {
    const kept = this.#values.get(text);
    if (kept !== undefined) return kept;
    const value = deepFreeze(this.parse(text));
    this.#values.set(text, value, text.length);
    return value;
  }
}

/**
 * The sheets of published revisions by revision id, and what changed between two of them, worked out once
 * while among the most recently read. A revision is never changed (models/CallSheetRevision.ts), so nothing
 * kept is ever stale: a page reads its revision's head (a few columns) and only the first reading of a
 * revision reads its snapshot (~9 KB of a full sheet) and parses it (through `snapshots`). Bounded by the
 * snapshots' characters (`maxChars`, as ParsedTexts); readings of one revision at once share one query.
 */
export class PublishedSheets {
  readonly #sheets: KeptByWeight<number, CallSheetContract>;
  readonly #changes: KeptByWeight<string, readonly RevisionChange[]>;
  readonly #reading = new Map<number, Promise<CallSheetContract | undefined>>();

  constructor(
    private readonly snapshots: ParsedTexts<CallSheetContract>,
    maxChars: number,
  ) {
    this.#sheets = new KeptByWeight(maxChars);
    this.#changes = new KeptByWeight(maxChars);
  }

  /** The sheet revision `id` published; `readSnapshot` reads its text when it is not kept (undefined: the revision is gone). */
  async get(id: number, readSnapshot: (id: number) => Promise<string | undefined>): Promise<CallSheetContract | undefined> {
    const kept = this.#sheets.get(id);
    if (kept !== undefined) return kept;
    const pending = this.#reading.get(id);
    if (pending) return await pending;
    const reading = (async () => {
      const text = await readSnapshot(id);
      if (text === undefined) return undefined;
      const sheet = this.snapshots.get(text);
      this.#sheets.set(id, sheet, text.length);
      return sheet;
    })();
    this.#reading.set(id, reading);
    try {
      return await reading;
    } finally {
      this.#reading.delete(id);
    }
  }

  /** What changed from revision `from` to revision `to` (revisions/compareSnapshots.ts), frozen, worked out once while kept. */
  changes(from: { id: number; sheet: CallSheetContract }, to: { id: number; sheet: CallSheetContract }): readonly RevisionChange[] {
    const key = `${from.id}:${to.id}`;
    const kept = this.#changes.get(key);
    if (kept !== undefined) return kept;
    const { changes } = compareSnapshots(from.sheet, to.sheet);
    this.#changes.set(key, deepFreeze(changes), JSON.stringify(changes).length);
    return changes;
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

export function createSharedViewTexts(maxChars = MAX_CHARS): SharedViewTexts {
  const snapshots = new ParsedTexts((text) => JSON.parse(text) as CallSheetContract, maxChars);
  return {
    snapshots,
    published: new PublishedSheets(snapshots, maxChars),
    locations: new ParsedTexts((text) => parseSectionText("locationsList", text), maxChars),
  };
}
