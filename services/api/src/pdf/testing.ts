import http from "node:http";
import type { AddressInfo } from "node:net";
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";

/** 228 x 320 mm in PDF points (72 per inch). */
export const SHEET_POINTS = { width: (228 / 25.4) * 72, height: (320 / 25.4) * 72 };

/** Each page's size in points, read back from the PDF's bytes. */
export async function pdfPageSizes(bytes: Uint8Array): Promise<{ width: number; height: number }[]> {
  const document = await PDFDocument.load(bytes);
  return document.getPages().map((page) => page.getSize());
}

/** How many images the PDF embeds (image XObjects): a photo that loaded is one, a blocked one is none. */
export async function pdfImageCount(bytes: Uint8Array): Promise<number> {
  const document = await PDFDocument.load(bytes);
  return document.context
    .enumerateIndirectObjects()
    .filter(([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image")).length;
}

/** Whether a page is the call sheet's paper, to the point (Chromium rounds the page to whole device pixels). */
export function isSheetSize({ width, height }: { width: number; height: number }): boolean {
  return Math.abs(width - SHEET_POINTS.width) <= 1 && Math.abs(height - SHEET_POINTS.height) <= 1;
}

export type RequestCounter = { url: string; count(): number; close(): Promise<void> };

/**
 * A loopback HTTP server that counts the connections made to it, not just requests: a preconnect or a
 * DNS-less socket would reach a host without sending a request, and is a leak all the same.
 */
export async function startRequestCounter(): Promise<RequestCounter> {
  let connections = 0;
  const server = http.createServer((request, response) => response.end("reached"));
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    count: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** HTML that tries every way a document can make Chromium fetch something from `target`. */
export function htmlReaching(target: string): string {
  return `<!doctype html><html><head><base href="${target}/base/">
<link rel="stylesheet" href="${target}/style.css"><link rel="preconnect" href="${target}"><link rel="prefetch" href="${target}/prefetch">
<style>@import url("${target}/import.css"); body { background: url("${target}/bg.png"); } @font-face { font-family: X; src: url("${target}/font.woff2"); } p { font-family: X; }</style>
</head><body><p>reach</p><img src="${target}/x.jpg"><img src="relative.jpg"><iframe src="${target}/frame"></iframe><object data="${target}/object"></object>
<video poster="${target}/poster.png"></video><script src="${target}/script.js"></script><meta http-equiv="refresh" content="0;url=${target}/refresh">
</body></html>`;
}

/**
 * One run of text as the PDF places it: page (from 1), left and right ends, baseline and font size, in
 * points from the page's bottom-left.
 */
export type PdfText = { page: number; text: string; left: number; right: number; baseline: number; size: number };

/**
 * Every run of text in the PDF with where it is printed, read back with pdf.js (the PDF as a reader
 * sees it, not the HTML that made it).
 */
export async function pdfTextRuns(bytes: Uint8Array): Promise<PdfText[]> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const document = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  const runs: PdfText[] = [];
  try {
    for (let page = 1; page <= document.numPages; page++) {
      const content = await (await document.getPage(page)).getTextContent();
      for (const item of content.items) {
        if (!("str" in item) || item.str.trim() === "") continue;
        const [, , , , x, y] = item.transform as number[];
        runs.push({ page, text: item.str, left: x!, right: x! + item.width, baseline: y!, size: item.height });
      }
    }
  } finally {
    await document.destroy();
  }
  return runs;
}

/**
 * The names of the fonts the PDF embeds (each font descriptor's FontName, subset prefix included, e.g.
 * "/DAAAAA+NotoColorEmoji").
 */
export async function pdfFontNames(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  return document.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) => (object instanceof PDFDict && object.get(PDFName.of("Type")) === PDFName.of("FontDescriptor") ? [String(object.get(PDFName.of("FontName")))] : []));
}
