/**
 * Draws each page of a PDF to a PNG with pdf.js, to look at what the renderer printed (the PDF as a reader
 * shows it, fonts as embedded). Usage: `npx tsx services/api/src/pdf/pdfToPng.ts <file.pdf> [scale]`;
 * writes <file>-<page>.png next to it. Development only: nothing in the API imports it.
 */
import fs from "node:fs/promises";
import { pdfPageCount, pdfPageImage } from "./pageImage.ts";

const [input, scale = "1.5"] = process.argv.slice(2);
if (!input) throw new Error("usage: pdfToPng.ts <file.pdf> [scale]");
const bytes = new Uint8Array(await fs.readFile(input));
const pages = await pdfPageCount(bytes);
for (let number = 1; number <= pages; number++) {
  const output = input.replace(/\.pdf$/i, "") + `-${number}.png`;
  await fs.writeFile(output, (await pdfPageImage(bytes, number, Number(scale))).png());
  process.stdout.write(`${output}\n`);
}
