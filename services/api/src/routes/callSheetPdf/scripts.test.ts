import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callSheetPdfUrl } from "@repo/contracts/callSheets/urls";
import { CallSheet } from "../../models/CallSheet.ts";
import { PdfRenderer } from "../../pdf/PdfRenderer.ts";
import { pdfFontNames, pdfTextRuns } from "../../pdf/testing.ts";
import { TestClient } from "../../test/client.ts";
import { testDialects, useTestDatabase } from "../../test/databases.ts";
import { createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { serveApp, type TestServer } from "../../test/http.ts";

const dialects = await testDialects();
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Every script a production meets (issue 24), each in a field of its own. */
const PROBES = {
  latin: "Đorđe Šćepanović",
  cyrillic: "Ђорђе",
  greek: "Ελληνικά",
  arabic: "العربية",
  hebrew: "עברית",
  chinese: "中文",
  japanese: "日本語",
  korean: "한국어",
  emoji: "🎬💃🥤🇷🇸",
} as const;

/** The code points of `text` with their counts. */
function codePoints(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const point of text) counts.set(point, (counts.get(point) ?? 0) + 1);
  return counts;
}

/**
 * The probes whose characters the PDF's text does not hold. pdf.js reads the text back through each font's
 * ToUnicode map: a glyph the printer had no font for is `.notdef`, which reads back as U+0000. Arabic comes
 * back as presentation forms in visual order and some CJK ideographs as their Kangxi-radical twins, so the
 * text is NFKC-normalised and compared as a multiset of code points, not as a string.
 */
function missingProbes(pdfText: string): string[] {
  const printed = codePoints(pdfText.normalize("NFKC"));
  return Object.entries(PROBES)
    .filter(([, probe]) => [...codePoints(probe)].some(([point, count]) => (printed.get(point) ?? 0) < count))
    .map(([script]) => script);
}

describe.each(dialects)("the call sheet PDF in every script on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const renderer = new PdfRenderer({ chromiumPath: CHROMIUM, concurrency: 1 });
  let server: TestServer;
  let admin: TestClient;

  beforeAll(async () => {
    const db = database().db;
    server = await serveApp(db, { pdf: renderer });
    const user = await createUser(db, { role: "admin", userType: "admin" });
    admin = new TestClient(server.url);
    expect((await admin.post("/api/admin/login", { username: user.username, password: TEST_PASSWORD })).status).toBe(200);
  });
  afterAll(async () => {
    await server.close();
    await renderer.close();
  });

  it("should print Latin with diacritics, Cyrillic, Greek, Arabic, Hebrew, CJK and colour emoji with no missing glyph", async () => {
    const sheet = await CallSheet.insert(database().db, {
      shootingTitle: `🎬 ${PROBES.latin}`,
      client: `🥤🇷🇸 ${PROBES.cyrillic}`,
      concepts: JSON.stringify([{ id: 1, text: `💃 ${PROBES.greek}` }]),
      setNotes: `${PROBES.arabic} · ${PROBES.hebrew}`,
      sceneSchedule: JSON.stringify([{ id: 1, name: `${PROBES.chinese} ${PROBES.japanese} ${PROBES.korean}`, description: PROBES.emoji }]),
      createdBy: null,
    });
    const response = await admin.get(callSheetPdfUrl(sheet.id));
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // To look at it: SCRIPTS_PDF_OUT=/tmp/scripts.pdf, then `npx tsx services/api/src/pdf/pdfToPng.ts /tmp/scripts.pdf`.
    if (process.env.SCRIPTS_PDF_OUT) await fs.writeFile(process.env.SCRIPTS_PDF_OUT, bytes);

    const text = (await pdfTextRuns(bytes)).map((run) => run.text).join("");
    expect(text).not.toContain("\u0000"); // a .notdef glyph: an empty box on paper
    expect(missingProbes(text)).toEqual([]);
    // Fontconfig's fallback found Debian's Noto fonts for what the document's own font stack lacks, and the
    // PDF carries them (subsets), so the file reads the same on a machine without them.
    const fonts = await pdfFontNames(bytes);
    expect(fonts.some((name) => /NotoColorEmoji/.test(name)), fonts.join(", ")).toBe(true);
    expect(fonts.some((name) => /NotoSansCJK/.test(name)), fonts.join(", ")).toBe(true);
  });
});
