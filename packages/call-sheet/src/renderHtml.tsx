/* @jsxRuntime automatic */ // the API runs this file with tsx under its own tsconfig: JSX must not need `React` in scope
import { DOCUMENT_TEXTS } from "@repo/contracts/callSheets/texts/document";
import { renderToString } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";
import { CallSheetDocument, type CallSheetDocumentProps } from "./CallSheetDocument.tsx";
import { provideQrCode } from "./paperQr.ts";
import { PRINT_GLOBAL_CSS } from "./printStyles.tsx";
import { QrCode } from "./QrCode.tsx";

// The PDF renders in one synchronous pass: its paper stamp's QR code is here before it (paperQr.ts).
provideQrCode(QrCode);

export type RenderCallSheetHtmlOptions = CallSheetDocumentProps & {
  /**
   * Where relative URLs (actor photos at "/api/photos/...") resolve, e.g. "http://127.0.0.1:3000/". The
   * PDF's page is loaded from a string, so without a base such photos would not load.
   */
  baseUrl?: string;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

/**
 * The call sheet as one complete HTML document for the API's PDF: the markup, every style it uses
 * (collected on the server, so the page needs no script) and the 228 x 320 mm page rule. User text is
 * escaped by React in the body and by hand in the title.
 */
export function renderCallSheetHtml({ baseUrl, ...props }: RenderCallSheetHtmlOptions): string {
  const sheet = new ServerStyleSheet();
  try {
    const body = renderToString(sheet.collectStyles(<CallSheetDocument {...props} />));
    const styles = sheet.getStyleTags();
    const base = baseUrl ? `<base href="${escapeHtml(baseUrl)}">` : "";
    return [
      "<!DOCTYPE html>",
      '<html lang="en">',
      "<head>",
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      base,
      `<title>${escapeHtml(DOCUMENT_TEXTS.documentTitle(props.sheet.shootingTitle))}</title>`,
      `<style>${PRINT_GLOBAL_CSS}\nhtml, body { margin: 0; background: #ffffff; }</style>`,
      styles,
      "</head>",
      `<body>${body}</body>`,
      "</html>",
    ].join("\n");
  } finally {
    sheet.seal();
  }
}
