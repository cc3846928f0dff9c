/* @jsxRuntime automatic */ // the API runs this file with tsx under its own tsconfig: JSX must not need `React` in scope
import type { ChecklistItem } from "@repo/contracts/callSheets/schemas/sections";
import { styled } from "styled-components";
import { checkedOnly } from "../checkedOnly.ts";
import { DocumentSection, type SectionExtras } from "../DocumentSection.tsx";
import { Fallback, INK, RULE } from "../documentStyles.ts";
import { type ParsedSection } from "../parseCallSheet.ts";
import { langOf } from "../textLanguage.ts";

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: 8px;
    align-items: baseline;
    padding: 3px 0;
    border-bottom: 1px solid ${RULE};
    break-inside: avoid;
  }

  /* An empty box to tick on set: a printed call sheet doubles as the packing list. */
  li::before {
    content: "";
    flex: none;
    width: 9px;
    height: 9px;
    border: 1.5px solid ${INK};
  }
`;

type Props = {
  id: "props" | "gear";
  items: ParsedSection<ChecklistItem[]>;
  emptyText: string;
  errorText: string;
  extras?: SectionExtras;
};

/** Props or gear: the checked items once any is checked (spec §4). */
export function ChecklistSection({ id, items, emptyText, errorText, extras }: Props) {
  const shown = items.ok ? checkedOnly(items.items) : [];
  return (
    <DocumentSection id={id} extras={extras}>
      {!items.ok ? (
        <Fallback>{errorText}</Fallback>
      ) : shown.length === 0 ? (
        <Fallback>{emptyText}</Fallback>
      ) : (
        <List>
          {shown.map((item) => (
            <li key={item.id} {...langOf(item.name)}>{item.name}</li>
          ))}
        </List>
      )}
    </DocumentSection>
  );
}
