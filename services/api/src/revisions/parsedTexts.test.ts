import { describe, expect, it } from "vitest";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { createSharedViewTexts, ParsedTexts, PublishedSheets } from "./parsedTexts.ts";

/** A ParsedTexts of JSON that counts its parses. */
function countingTexts(maxChars: number) {
  const parsed: string[] = [];
  const texts = new ParsedTexts((text) => {
    parsed.push(text);
    return JSON.parse(text) as { items: { id: number }[] };
  }, maxChars);
  return { texts, parsed };
}

describe("ParsedTexts", () => {
  it("should parse a text once while it is kept and hand every reader the same frozen value", () => {
    const { texts, parsed } = countingTexts(1000);
    const text = JSON.stringify({ items: [{ id: 1 }] });
    const first = texts.get(text);
    // Another string with the same characters (a new read from the database) is the same text.
    const second = texts.get(JSON.stringify({ items: [{ id: 1 }] }));
    expect(second).toBe(first);
    expect(parsed).toHaveLength(1);
    expect(Object.isFrozen(first) && Object.isFrozen(first.items) && Object.isFrozen(first.items[0])).toBe(true);
    expect(() => {
      (first.items[0] as { id: number }).id = 2;
    }).toThrow(TypeError);
    expect(texts.get(text).items[0]!.id).toBe(1);
  });

  it("should parse a changed text anew", () => {
    const { texts, parsed } = countingTexts(1000);
    expect(texts.get('{"items":[{"id":1}]}').items[0]!.id).toBe(1);
    expect(texts.get('{"items":[{"id":2}]}').items[0]!.id).toBe(2);
    expect(parsed).toHaveLength(2);
  });

  it("should drop the least recently read texts past its characters and never keep a text over an eighth of them", () => {
    const text = (id: number) => JSON.stringify({ items: [{ id }] }).padEnd(25, " ");
    // Eight texts of 25 characters fill 200.
    const { texts, parsed } = countingTexts(200);
    for (let id = 1; id <= 8; id++) texts.get(text(id));
    // 1 read again: 2 is now the least recently read, and the ninth text drops it.
    texts.get(text(1));
    texts.get(text(9));
    expect(parsed).toHaveLength(9);
    texts.get(text(1));
    texts.get(text(3));
    expect(parsed).toHaveLength(9);
    texts.get(text(2));
    expect(parsed).toHaveLength(10);

    const { texts: small, parsed: parsedLong } = countingTexts(200);
    const long = JSON.stringify({ items: [{ id: 1 }] }).padEnd(26, " ");
    small.get(long);
    small.get(long);
    expect(parsedLong).toHaveLength(2);
  });

  it("should keep a locations list's failed parse as a failure, not as no locations", () => {
    const { locations } = createSharedViewTexts();
    const failed = locations.get("not json at all");
    expect(failed.success).toBe(false);
    expect(locations.get("not json at all")).toBe(failed);
    expect(locations.get("[]")).toEqual({ success: true, data: [] });
  });
});

describe("PublishedSheets", () => {
  /** Revision id -> snapshot text, and the ids whose snapshot was read. */
  function revisions(count: number) {
    const reads: number[] = [];
    const snapshots = new Map(Array.from({ length: count }, (_, index) => [index + 1, JSON.stringify({ shootingTitle: `Sheet ${index + 1}` })]));
    const readSnapshot = async (id: number) => {
      reads.push(id);
      return snapshots.get(id);
    };
    return { reads, readSnapshot };
  }
  const published = (maxEntries: number) => new PublishedSheets(new ParsedTexts((text) => JSON.parse(text) as CallSheet, 10_000), maxEntries);

  it("should read a revision's snapshot once while it is kept and give every reader the same frozen sheet", async () => {
    const { reads, readSnapshot } = revisions(2);
    const sheets = published(10);
    const first = await sheets.get(1, readSnapshot);
    expect(first?.shootingTitle).toBe("Sheet 1");
    expect(await sheets.get(1, readSnapshot)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect((await sheets.get(2, readSnapshot))?.shootingTitle).toBe("Sheet 2");
    expect(reads).toEqual([1, 2]);
  });

  it("should drop the least recently read revision past its entries and read it again when asked", async () => {
    const { reads, readSnapshot } = revisions(4);
    const sheets = published(2);
    await sheets.get(1, readSnapshot);
    await sheets.get(2, readSnapshot);
    // 1 read again: 2 is the least recently read, and 3 drops it.
    await sheets.get(1, readSnapshot);
    await sheets.get(3, readSnapshot);
    await sheets.get(1, readSnapshot);
    expect(reads).toEqual([1, 2, 3]);
    await sheets.get(2, readSnapshot);
    expect(reads).toEqual([1, 2, 3, 2]);
  });

  it("should answer undefined for a revision that is gone and keep nothing for it", async () => {
    const { reads, readSnapshot } = revisions(1);
    const sheets = published(10);
    expect(await sheets.get(7, readSnapshot)).toBeUndefined();
    expect(await sheets.get(7, readSnapshot)).toBeUndefined();
    expect(reads).toEqual([7, 7]);
  });
});
