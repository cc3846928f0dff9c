// Renders the full fixture the way the API will (renderCallSheetHtml) and looks at it in Debian's
// Chromium: a desktop and a 375 px phone screenshot and the PDF at the spec's page size.
// Run from the repository root: node --import tsx packages/call-sheet/scripts/screenshot.mjs [outDir]
// As the shared view shows revision 2 to someone who last read 1 (REV 2 in the header, three sections marked
// changed); its printout (the PDF here) carries the QR stamp. TITLE=... tries another title (a long one, emoji).
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { fullSheet } from "../src/fixtures/fullSheet.ts";
import { parseCallSheet } from "../src/parseCallSheet.ts";
import { renderCallSheetHtml } from "../src/renderHtml.tsx";

const outDir = process.argv[2] ?? "/tmp";
const sheet = parseCallSheet({ ...fullSheet, shootingTitle: process.env.TITLE ?? fullSheet.shootingTitle });
const locations = sheet.locationsList.ok ? sheet.locationsList.items : [];
// The second city is given no light on purpose, to show the "not in the city database" text.
const light = locations.map((location, index) => ({
  locationId: location.id,
  date: location.date,
  light: index === 0 ? { timeZone: "Europe/Belgrade", sunrise: "04:51", sunset: "20:22", morningGoldenHourEnd: "05:38", eveningGoldenHourStart: "19:35", polar: null } : null,
}));
const html = renderCallSheetHtml({
  sheet,
  light,
  weather: null,
  revision: { number: 2, publishedAt: "2026-06-03T16:05:00.000Z" },
  changedSections: ["project-details", "team", "scenes", "gear"],
  sharedUrl: "https://calls.studio-production.example/shared-call-sheet/1042",
  printedAt: new Date(),
});
await writeFile(join(outDir, "call-sheet.html"), html);

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  for (const width of [1440, 375]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.setContent(html, { waitUntil: "load" });
    const overflow = await page.evaluate(() => globalThis.document.documentElement.scrollWidth - globalThis.innerWidth);
    console.log(`${width}px: horizontal overflow ${overflow}px`);
    await page.screenshot({ path: join(outDir, `call-sheet-${width}.png`), fullPage: true });
    if (width === 375) {
      // A full phone page is too tall to read as one image: also save it in screen-sized slices.
      const height = await page.evaluate(() => globalThis.document.documentElement.scrollHeight);
      for (let top = 0, part = 1; top < height; top += 1400, part += 1) {
        await page.screenshot({ path: join(outDir, `call-sheet-375-part${part}.png`), fullPage: true, clip: { x: 0, y: top, width, height: Math.min(1400, height - top) } });
      }
    }
    await page.close();
  }
  const page = await browser.newPage();
  await page.setContent(html, { waitUntil: "load" });
  await page.pdf({ path: join(outDir, "call-sheet.pdf"), width: "228mm", height: "320mm", margin: { top: "10mm", right: "10mm", bottom: "10mm", left: "10mm" }, printBackground: true });
  console.log(`PDF: ${join(outDir, "call-sheet.pdf")}`);
} finally {
  await browser.close();
}
