import { afterAll, describe, expect, it } from "vitest";
import { CALL_SHEET_CONSTANTS } from "@repo/contracts/callSheets/constants";
import { SECTION_TITLES } from "@repo/contracts/callSheets/texts/document";
import { fullSheet } from "@repo/call-sheet/fixtures/fullSheet";
import { parseCallSheet } from "@repo/call-sheet/parseCallSheet";
import { renderCallSheetHtml } from "@repo/call-sheet/renderHtml";
import { PdfRenderer } from "./PdfRenderer.ts";
import { pdfTextRuns, SHEET_POINTS, type PdfText } from "./testing.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const POINTS_PER_MM = 72 / 25.4;
const MARGIN = CALL_SHEET_CONSTANTS.printPage.marginMm * POINTS_PER_MM;
/**
 * Where a run's ink reaches: capitals rise about 0.75 of the font size above the baseline, descenders
 * drop about 0.25 below it (pdf.js gives the font size, whose em box would overshoot a line set at the
 * very top of the page). 1 pt of slack still tells a 1 cm margin (28.3 pt) from none.
 */
const inkTop = (run: PdfText) => run.baseline + 0.75 * run.size;
const inkBottom = (run: PdfText) => run.baseline - 0.25 * run.size;
const SLACK = 1;

/** Five lines of a note section, the last one a marker to find where the section ends on paper. */
const note = (name: string) => [1, 2, 3, 4].map((n) => `${name} line ${n}: details the crew reads on the day.`).concat(`${name} END`).join("\n");

/**
 * The full fixture with `scenes` scenes (moving every later section down the pages) and note sections
 * whose last lines are markers: a section is "not split" when its title and its marker share a page.
 */
function sheetWith(scenes: number) {
  const scene = (n: number) => ({ id: 1_800_000_000_000 + n, name: `Scene ${n}`, date: "2026-06-05", time: "10:00", endTime: "10:30", description: "Two lines of direction for the actors ".repeat(4), instructions: "", method: "Photo" });
  return {
    ...fullSheet,
    sceneSchedule: JSON.stringify(Array.from({ length: scenes }, (_, index) => scene(index + 1))),
    costumeNotes: note("Costume"),
    technicalSpecs: note("Tech"),
    setNotes: note("Set"),
    emergencyContacts: note("Emergency"),
  };
}

const ENDED_SECTIONS = [
  { title: SECTION_TITLES.costume, end: "Costume END" },
  { title: SECTION_TITLES.tech, end: "Tech END" },
  { title: SECTION_TITLES.notes, end: "Set END" },
  { title: SECTION_TITLES.emergency, end: "Emergency END" },
];

const pageOf = (runs: PdfText[], text: string) => {
  // Section titles are printed in capitals (text-transform): compare without case.
  const found = runs.filter((run) => run.text.trim().toLowerCase() === text.toLowerCase());
  expect(found, `"${text}" printed once`).toHaveLength(1);
  return found[0]!.page;
};

describe("the call sheet PDF as printed (read back with pdf.js)", () => {
  const renderer = new PdfRenderer({ chromiumPath: CHROMIUM, concurrency: 2 });
  afterAll(() => renderer.close());

  const print = async (scenes: number) => {
    const html = renderCallSheetHtml({ sheet: parseCallSheet(sheetWith(scenes)) });
    return pdfTextRuns(await renderer.render({ html, loadPhoto: async () => undefined }));
  };

  // Sheets with 10..15 scenes put a page's end at different heights among the sections after the agenda:
  // without break-inside: avoid some of them would start on one page and end on the next.
  it("should keep every text inside the 1 cm margins and never split a section that fits on one page", async () => {
    const printed = await Promise.all([10, 11, 12, 13, 14, 15].map(print));
    const outside: PdfText[] = [];
    const split: string[] = [];
    for (const [index, runs] of printed.entries()) {
      expect(Math.max(...runs.map((run) => run.page))).toBeGreaterThan(1);
      outside.push(
        ...runs.filter((run) => run.left < MARGIN - SLACK || run.right > SHEET_POINTS.width - MARGIN + SLACK || inkBottom(run) < MARGIN - SLACK || inkTop(run) > SHEET_POINTS.height - MARGIN + SLACK),
      );
      for (const section of ENDED_SECTIONS) {
        if (pageOf(runs, section.title) !== pageOf(runs, section.end)) split.push(`${10 + index} scenes: ${section.title}`);
      }
    }
    expect(outside).toEqual([]);
    expect(split).toEqual([]);
  });
});
