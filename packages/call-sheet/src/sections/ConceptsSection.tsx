/* @jsxRuntime automatic */ // the API runs this file with tsx under its own tsconfig: JSX must not need `React` in scope
import type { Concept } from "@repo/contracts/callSheets/schemas/sections";
import { DOCUMENT_FALLBACKS } from "@repo/contracts/callSheets/texts/document";
import { styled } from "styled-components";
import { DocumentSection, type SectionExtras } from "../DocumentSection.tsx";
import { Fallback, MUTED } from "../documentStyles.ts";
import { type ParsedSection } from "../parseCallSheet.ts";
import { langOf } from "../textLanguage.ts";

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: concept;

  li {
    position: relative;
    padding: 3px 0 3px 28px;
    white-space: pre-wrap;
    counter-increment: concept;
    break-inside: avoid;
  }

  li::before {
    content: counter(concept, decimal-leading-zero);
    position: absolute;
    left: 0;
    color: ${MUTED};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** The creative direction, numbered so the crew can refer to "concept 2". */
export function ConceptsSection({ concepts, extras }: { concepts: ParsedSection<Concept[]>; extras?: SectionExtras }) {
  return (
    <DocumentSection id="concepts" extras={extras}>
      {concepts.ok && concepts.items.length > 0 ? (
        <List>
          {concepts.items.map((concept) => (
            <li key={concept.id} {...langOf(concept.text)}>{concept.text}</li>
          ))}
        </List>
      ) : (
        // The spec has one text for both an empty and an unreadable list here (§8).
        <Fallback>{DOCUMENT_FALLBACKS.noConcepts}</Fallback>
      )}
    </DocumentSection>
  );
}
