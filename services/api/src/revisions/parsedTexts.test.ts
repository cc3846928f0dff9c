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
  /** Revision id -> snapshot text (`padTo` characters at least), and the ids whose snapshot was read. */
  function revisions(count: number, padTo = 0) {
    const reads: number[] = [];
    const snapshots = new Map(Array.from({ length: count }, (_, index) => [index + 1, JSON.stringify({ shootingTitle: `Sheet ${index + 1}` }).padEnd(padTo, " ")]));
    const readSnapshot = async (id: number) => {
      reads.push(id);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return snapshots.get(id);
    };
    return { reads, readSnapshot };
  }
  const published = (maxChars: number) => new PublishedSheets(new ParsedTexts((text) => JSON.parse(text) as CallSheet, maxChars), maxChars);

  it("should read a revision's snapshot once while it is kept and give every reader the same frozen sheet", async () => {
    const { reads, readSnapshot } = revisions(2);
    const sheets = published(10_000);
    const first = await sheets.get(1, readSnapshot);
    expect(first?.shootingTitle).toBe("Sheet 1");
    expect(await sheets.get(1, readSnapshot)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect((await sheets.get(2, readSnapshot))?.shootingTitle).toBe("Sheet 2");
    expect(reads).toEqual([1, 2]);
  });

  it("should read a revision once for readers that ask at the same moment", async () => {
    const { reads, readSnapshot } = revisions(1);
    const sheets = published(10_000);
    const [a, b, c] = await Promise.all([sheets.get(1, readSnapshot), sheets.get(1, readSnapshot), sheets.get(1, readSnapshot)]);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(reads).toEqual([1]);
  });

  it("should drop the least recently read revision past its characters and read it again when asked", async () => {
    // Snapshots of 30 characters: 8 fill 240.
    const { reads, readSnapshot } = revisions(10, 30);
    const sheets = published(240);
    for (let id = 1; id <= 8; id++) await sheets.get(id, readSnapshot);
    // 1 read again: 2 is the least recently read, and 9 drops it.
    await sheets.get(1, readSnapshot);
    await sheets.get(9, readSnapshot);
    await sheets.get(1, readSnapshot);
    await sheets.get(3, readSnapshot);
    expect(reads).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    await sheets.get(2, readSnapshot);
    expect(reads.at(-1)).toBe(2);
    expect(reads).toHaveLength(10);
  });

  it("should not keep a snapshot longer than an eighth of its characters (one huge sheet must not hold the memory)", async () => {
    const { reads, readSnapshot } = revisions(1, 31);
    const sheets = published(240);
    await sheets.get(1, readSnapshot);
    await sheets.get(1, readSnapshot);
    expect(reads).toEqual([1, 1]);
  });

  it("should answer undefined for a revision that is gone and keep nothing for it", async () => {
    const { reads, readSnapshot } = revisions(1);
    const sheets = published(10_000);
    expect(await sheets.get(7, readSnapshot)).toBeUndefined();
    expect(await sheets.get(7, readSnapshot)).toBeUndefined();
    expect(reads).toEqual([7, 7]);
  });

  it("should work out what changed between two revisions once and hand it out frozen", () => {
    const sheets = published(10_000);
    const sheet = (title: string): CallSheet => ({
      id: 1, version: 3, shootingTitle: title, client: "Acme", shootingDate: "2026-12-01", shootingTime: "07:00", locations: "Novi Sad", locationsList: "[]",
      streetAddress: "", streetNumber: "", teamMembers: "[]", teamContacts: "[]", concepts: "[]", actorContacts: "[]", sceneSchedule: "[]", props: "[]", gear: "[]",
      weather: "", technicalSpecs: "", costumeNotes: "", setNotes: "", emergencyContacts: "", createdAt: "2026-11-01 10:00:00", updatedAt: "2026-11-01 10:00:00",
    });
    const from = { id: 1, sheet: sheet("Before") };
    const to = { id: 2, sheet: sheet("After") };
    const changes = sheets.changes(from, to);
    expect(changes.length).toBeGreaterThan(0);
    expect(Object.isFrozen(changes)).toBe(true);
    // Kept by the two ids: asked again (even with other sheets under those ids, which cannot happen), the same answer.
    expect(sheets.changes({ id: 1, sheet: sheet("x") }, { id: 2, sheet: sheet("x") })).toBe(changes);
    expect(sheets.changes({ id: 1, sheet: sheet("x") }, { id: 3, sheet: sheet("x") })).toEqual([]);
  });
});
