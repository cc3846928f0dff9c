/**
 * Draws each page of a PDF to a PNG with pdf.js, to look at what the renderer printed (the PDF as a reader
 * shows it, fonts as embedded). Usage: `npx tsx services/api/src/pdf/pdfToPng.ts <file.pdf> [scale]`;
 * writes <file>-<page>.png next to it. Development only: nothing in the API imports it.
 */
import fs from "node:fs/promises";
import { createCanvas } from "@napi-rs/canvas";

const [input, scale = "1.5"] = process.argv.slice(2);
if (!input) throw new Error("usage: pdfToPng.ts <file.pdf> [scale]");
const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
const document = await getDocument({ data: new Uint8Array(await fs.readFile(input)), verbosity: 0 }).promise;
for (let number = 1; number <= document.numPages; number++) {
  const page = await document.getPage(number);
  const viewport = page.getViewport({ scale: Number(scale) });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  // pdf.js draws on any 2D context with the browser's API; @napi-rs/canvas (its own Node dependency) is one.
  const parameters = { canvas, canvasContext: canvas.getContext("2d"), viewport };
  await page.render(parameters as unknown as Parameters<typeof page.render>[0]).promise;
  const output = input.replace(/\.pdf$/i, "") + `-${number}.png`;
  await fs.writeFile(output, canvas.toBuffer("image/png"));
  process.stdout.write(`${output}\n`);
}
await document.destroy();
