import { describe, expect, it } from "vitest";
import { createSharedViewTexts, ParsedTexts } from "./parsedTexts.ts";

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
