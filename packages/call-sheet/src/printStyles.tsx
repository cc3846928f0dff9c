/* @jsxRuntime automatic */ // the API runs this file with tsx under its own tsconfig: JSX must not need `React` in scope
import { CALL_SHEET_CONSTANTS } from "@repo/contracts/callSheets/constants";
import { createGlobalStyle, css } from "styled-components";

const { widthMm, heightMm, marginMm } = CALL_SHEET_CONSTANTS.printPage;

/** The print page of the spec (§2 "Print layout", §9): 228 x 320 mm with 1 cm margins. */
export const PRINT_PAGE_CSS = `@page { size: ${widthMm}mm ${heightMm}mm; margin: ${marginMm}mm; }`;

/**
 * Put this class on anything interactive around or inside the document (buttons, sticky bars, comment
 * bubbles): the print and PDF renderings show the sheet only. A class rather than a component, so the
 * apps can use it on their own elements without wrapping them.
 */
export const HIDDEN_IN_PRINT_CLASS = "call-sheet-hidden-in-print";
const HIDDEN_IN_PRINT_CSS = `@media print { .${HIDDEN_IN_PRINT_CLASS} { display: none !important; } }`;

/** The same rule for a styled component of an app: `${hiddenInPrint}` inside its template. */
export const hiddenInPrint = css`
  @media print {
    display: none !important;
  }
`;

/** Everything the document needs globally when printed: the page box and the hidden-in-print rule. */
export const PRINT_GLOBAL_CSS = `${PRINT_PAGE_CSS}\n${HIDDEN_IN_PRINT_CSS}`;

/**
 * The global print rules as a component. The document renders it itself, so the print view, the shared
 * view and the PDF all print the same page without each app remembering to add it.
 */
export const CallSheetPrintStyle = createGlobalStyle`
  ${PRINT_GLOBAL_CSS}
`;
