import { createCanvas } from "@napi-rs/canvas";

/** One page of a PDF drawn as pixels: RGBA bytes (as jsQR and ImageData read them) and the PNG. */
export type PdfPageImage = { width: number; height: number; rgba: Uint8ClampedArray; png(): Buffer };

/**
 * Draws one page (from 1) of a PDF with pdf.js, fonts as embedded: the PDF as a reader shows it. `scale` 1 is
 * 72 dpi. For looking at a printout (pdfToPng.ts) and for tests that read what is drawn (the QR code).
 * Development and tests only: nothing the API serves imports it.
 */
export async function pdfPageImage(bytes: Uint8Array, pageNumber: number, scale = 1.5): Promise<PdfPageImage> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const page = await document.getPage(pageNumber);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext("2d");
    // pdf.js draws on any 2D context with the browser's API; @napi-rs/canvas (its own Node dependency) is one.
    const parameters = { canvas, canvasContext: context, viewport };
    await page.render(parameters as unknown as Parameters<typeof page.render>[0]).promise;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: canvas.width, height: canvas.height, rgba: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), png: () => canvas.toBuffer("image/png") };
  } finally {
    await document.destroy();
  }
}

/** How many pages a PDF has. */
export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    return document.numPages;
  } finally {
    await document.destroy();
  }
}
