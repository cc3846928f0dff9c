/* @jsxRuntime automatic */ // the API runs this file with tsx under its own tsconfig: JSX must not need `React` in scope
import { DOCUMENT_REVISION_DATE_FORMATS, DOCUMENT_REVISION_TEXTS } from "@repo/contracts/callSheets/documentRevisionTexts";
import { createContext, useContext } from "react";
import { styled } from "styled-components";
import { INK } from "./documentStyles.ts";
import { formatDate } from "./formatDate.ts";

/** A published revision as the document shows it (`ShownRevision` of the shared view fits). */
export type DocumentRevision = { number: number; publishedAt: string | Date };

/**
 * Which sections changed, for every section without threading a prop through each of them: the document
 * provides it, DocumentSection and the header band read it.
 */
type RevisionMarks = { changed: ReadonlySet<string>; revisionNumber: number | null };
const NO_MARKS: RevisionMarks = { changed: new Set(), revisionNumber: null };
export const RevisionMarksContext = createContext<RevisionMarks>(NO_MARKS);

/** Whether `sectionId` is marked changed, and the words of its mark. */
export function useChangedMark(sectionId: string): string | null {
  const { changed, revisionNumber } = useContext(RevisionMarksContext);
  return changed.has(sectionId) ? DOCUMENT_REVISION_TEXTS.changedIn(revisionNumber) : null;
}

/** The revision's or the printing's date in `pattern`, or "" for a date that does not parse. */
export function revisionDate(value: string | Date, pattern: keyof typeof DOCUMENT_REVISION_DATE_FORMATS): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : formatDate(date, DOCUMENT_REVISION_DATE_FORMATS[pattern]);
}

/** The mark itself: words, not colour alone (a black label, printed as it is; a screen reader reads it). */
export const ChangedTag = styled.span`
  display: inline-block;
  padding: 1px 6px;
  border: 1px solid ${INK};
  border-radius: 3px;
  background: ${INK};
  color: #ffffff;
  font-size: 10px;
  font-weight: 800;
  letter-spacing: 0.06em;
  line-height: 1.4;
  text-transform: uppercase;
  white-space: nowrap;
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;
`;
