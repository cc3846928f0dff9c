/**
 * On screen the document lays out a section only when it nears the viewport (documentStyles.ts
 * SectionBody), and guesses the height of those it skipped. A jump to a section computes its place from
 * those guesses, so it lands off by however wrong they are (a phone jumping to Gear ended 130 px past it).
 * This attribute on <html> lays out every section: set it before a jump. It stays: once a reader jumps
 * around, the first load it was saving is long over.
 */
export const SECTIONS_LAID_OUT_ATTRIBUTE = "data-call-sheet-laid-out";

/** Lays out every section of the document on the page, so that positions computed next are the real ones. */
export function layOutEverySection(): void {
  document.documentElement.setAttribute(SECTIONS_LAID_OUT_ATTRIBUTE, "");
}
