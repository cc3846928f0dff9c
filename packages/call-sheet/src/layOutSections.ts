import { SECTIONS_LAID_OUT_ATTRIBUTE } from "./documentStyles.ts";

export { SECTIONS_LAID_OUT_ATTRIBUTE };

/**
 * On screen the document lays out a section only when it nears the viewport (documentStyles.ts
 * SectionBody) and guesses the height of those it skipped. A jump to a section computes its place from
 * those guesses, so it lands off by however wrong they are (a phone jumping to Gear ended 130 px past it).
 * This lays out every section of the document on the page: call it before a jump. It stays so: once a
 * reader jumps around, the first load it was saving is long over. (Browser only: the API, which renders
 * the document for the PDF, never imports this file.)
 */
export function layOutEverySection(): void {
  document.documentElement.setAttribute(SECTIONS_LAID_OUT_ATTRIBUTE, "");
}
