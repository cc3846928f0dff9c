import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { callSheetEvent, type CallSheetEventSheet } from "./callSheetEvent.ts";
import { foldLines } from "./foldLines.ts";

const utf8 = new TextDecoder("utf-8", { fatal: true });
const encoder = new TextEncoder();

/** Every physical line of `content` as bytes: the content split at CRLF, each line encoded on its own. */
const physicalLines = (content: string) => content.split("\r\n").map((line) => encoder.encode(line));

/** RFC 5545 §3.1 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (content: string) => content.replace(/\r\n[ \t]/g, "");

const CYRILLIC = "Зимска кампања за нову колекцију капута и шалова, снимање на Калемегдану у зору";
const CJK = "冬季广告拍摄：新系列大衣与围巾，在卡莱梅格丹城堡黎明时分拍摄，请准时到达集合地点";
const EMOJI = "Shoot 🎬👩🏽‍💻🇷🇸 — 👨‍👩‍👧‍👦 family set 🧑🏿‍🎨🏳️‍🌈 and ✨ more ✨ 🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬";

const sheet = (shootingTitle: string, address = "Kalemegdan 1"): CallSheetEventSheet => ({
  shootingTitle,
  shootingDate: "2026-12-01",
  shootingTime: "07:00",
  locationsList: JSON.stringify([{ id: 1, country: "Serbia", city: "Belgrade", address, date: "", time: "" }]),
  sceneSchedule: "[]",
  locations: "",
  streetAddress: "",
  streetNumber: "",
});

function eventOf(title: string, address?: string) {
  const made = callSheetEvent({
    sheet: sheet(title, address),
    uid: "call-sheet-1-share-2@callsheets.example",
    sequence: 1,
    method: "REQUEST",
    link: "https://callsheets.example/shared-call-sheet/1",
    organizer: { name: "Студио Лумен via Call Sheets", email: "invitations@callsheets.example" },
    attendee: { email: "ana@example.com" },
    now: new Date("2026-11-25T09:00:00Z"),
  });
  return made!.content;
}

describe("folding of calendar lines (RFC 5545 §3.1: 75 octets)", () => {
  it.each([
    ["Cyrillic", CYRILLIC],
    ["CJK", CJK],
    ["emoji", EMOJI],
  ])("should keep every line of a %s event within 75 octets, each valid UTF-8, and unfold to the title as written", (_name, title) => {
    const content = eventOf(title, `${title} 1`);
    for (const line of physicalLines(content)) {
      expect(line.length).toBeLessThanOrEqual(75);
      expect(() => utf8.decode(line)).not.toThrow();
    }
    // Continuation lines start with one space (ics's own folding used a tab).
    expect(content).not.toMatch(/\r\n\t/);
    const unfolded = unfold(content);
    // TEXT escaping (RFC 5545 §3.3.11) is ics's: a comma is written "\,".
    expect(unfolded).toContain(`\r\nSUMMARY:${title.replace(/[\\;,]/g, "\\$&")}\r\n`);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe(title);
    expect(event.location).toBe(`${title} 1, Belgrade, Serbia`);
  });

  it("should fold at 75 octets exactly where ASCII allows it, and cut no grapheme that fits on a line", () => {
    const line = `SUMMARY:${"a".repeat(200)}`;
    const folded = foldLines(`${line}\r\n`).split("\r\n");
    expect(folded[0]).toHaveLength(75);
    expect(folded[1]).toMatch(/^ a{74}$/);
    expect(unfold(folded.join("\r\n"))).toBe(`${line}\r\n`);

    // A family emoji is 25 octets (4 people, 3 joiners): a line may end before it, never inside it.
    const family = "👨‍👩‍👧‍👦";
    const emoji = `SUMMARY:${family.repeat(10)}`;
    const lines = foldLines(emoji).split("\r\n");
    for (const [index, part] of lines.entries()) {
      const text = index === 0 ? part : part.slice(1);
      expect(text.replaceAll(family, "")).toBe(index === 0 ? "SUMMARY:" : "");
      expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    }
    expect(unfold(lines.join("\r\n"))).toBe(emoji);
  });

  it("should cut a grapheme longer than a line between its code points, never inside one", () => {
    // One base letter with 60 combining marks (2 octets each): a single grapheme of 121 octets.
    const long = `e${"\u0301".repeat(60)}`;
    const line = `SUMMARY:${long}`;
    const folded = foldLines(line);
    for (const part of physicalLines(folded)) {
      expect(part.length).toBeLessThanOrEqual(75);
      expect(() => utf8.decode(part)).not.toThrow();
    }
    expect(unfold(folded)).toBe(line);
  });
});
