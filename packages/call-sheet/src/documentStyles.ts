import { styled } from "styled-components";

/**
 * The document's own look. It deliberately ignores the shell's theme: the same tree is rendered inside
 * the API for the PDF, where no ThemeProvider exists, and a sheet must print the same from every place.
 * Black on white with grey rules only, so a black-and-white printer loses nothing.
 */
export const INK = "#111111";
export const MUTED = "#5c5c5c";
export const RULE = "#cfcfcf";
export const TINT = "#f3f3f1";

/** Below this width tables turn into stacked cards (a 375 px phone in the shared view). */
export const NARROW = "640px";

export const DocumentRoot = styled.article`
  box-sizing: border-box;
  max-width: 1040px;
  margin: 0 auto;
  padding: 24px;
  background: #ffffff;
  color: ${INK};
  font-family: "Inter", "Helvetica Neue", "Liberation Sans", Arial, sans-serif;
  font-size: 13px;
  line-height: 1.45;
  text-align: left;
  overflow-wrap: anywhere;

  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }

  @media (max-width: ${NARROW}) {
    padding: 12px;
    font-size: 14px;
  }

  @media print {
    max-width: none;
    padding: 0;
    font-size: 9.5pt;
  }
`;

/** `$changed`: changed in the revision being read: a black rule on the left, beside the 'Changed' label. */
export const SectionBox = styled.section<{ $changed?: boolean }>`
  margin-top: 20px;
  break-inside: avoid;
  page-break-inside: avoid;
  ${({ $changed }) => ($changed ? `border-left: 4px solid ${INK}; padding-left: 10px;` : "")}
`;

/** On <html>, lays out every section at once (layOutSections.ts). */
export const SECTIONS_LAID_OUT_ATTRIBUTE = "data-call-sheet-laid-out";

/**
 * On screen, a section's body is laid out and painted only when near the viewport: laying out a whole
 * sheet at once was the longest task of a phone's load of the shared view (bench/lighthouse). Paper and
 * the PDF lay out everything. The title row stays outside it, so its controls (the shared view's comment
 * panels, which open over the section) are never clipped. A jump to a section lays them all out first
 * (layOutSections.ts).
 */
export const SectionBody = styled.div`
  @media screen {
    content-visibility: auto;
    contain-intrinsic-size: auto 240px;
    html[${SECTIONS_LAID_OUT_ATTRIBUTE}] & {
      content-visibility: visible;
    }
  }
`;

export const SectionHead = styled.header`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 8px;
  padding-bottom: 4px;
  border-bottom: 2px solid ${INK};
`;

/** The title and, when the section changed, its 'Changed in REV N' label. */
export const SectionTitleGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 10px;
`;

export const SectionHeading = styled.h2`
  margin: 0;
  font-size: 12px;
  font-weight: 800;
  letter-spacing: 0.09em;
  line-height: 1.2;
  text-transform: uppercase;
`;

/** Short sections side by side on wide screens and paper; one column on a phone. */
export const SectionRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  column-gap: 24px;
  align-items: start;
`;

export const Fallback = styled.p`
  margin: 0;
  color: ${MUTED};
  font-style: italic;
`;

/** Free text typed in the editor: line breaks are the author's layout (emergency numbers, one a line). */
export const NoteText = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

export const Label = styled.span`
  display: block;
  color: ${MUTED};
  font-size: 10px;
  font-weight: 700;
  letter-spacing: 0.07em;
  line-height: 1.3;
  text-transform: uppercase;
`;

export const Muted = styled.span`
  color: ${MUTED};
`;

/** A label that runs into its value on the same line ("BORN April 12th, 1998"). */
export const InlineLabel = styled(Label)`
  display: inline;
  margin-right: 4px;
`;
