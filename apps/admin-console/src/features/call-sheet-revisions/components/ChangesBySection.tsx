import styled from "styled-components";
import { CALL_SHEET_SECTION_IDS } from "@repo/contracts/callSheets/constants";
import type { RevisionChange } from "@repo/contracts/callSheets/schemas/revisions";
import { SECTION_TITLES } from "@repo/contracts/callSheets/texts/document";

const Group = styled.section`
  margin-top: ${({ theme }) => theme.space(4)};
  h3 { margin: 0 0 ${({ theme }) => theme.space(1)}; font-size: 1rem; }
  ul { margin: 0; padding-left: 1.25em; }
  li { margin: 2px 0; overflow-wrap: anywhere; }
  li[data-kind="added"]::marker { content: "+ "; color: #15803d; }
  li[data-kind="removed"]::marker { content: "− "; color: #b91c1c; }
  li[data-kind="moved"]::marker { content: "↕ "; }
`;

/** The API's change lines grouped by the document's sections, in the document's order. */
export function ChangesBySection({ changes }: { changes: readonly RevisionChange[] }) {
  return (
    <>
      {CALL_SHEET_SECTION_IDS.map((section) => {
        const lines = changes.filter((change) => change.section === section);
        if (!lines.length) return null;
        const headingId = `revision-changes-${section}`;
        return (
          <Group key={section} aria-labelledby={headingId}>
            <h3 id={headingId}>{SECTION_TITLES[section]}</h3>
            <ul>
              {lines.map((change, index) => (
                <li key={index} data-kind={change.kind}>
                  {change.text}
                </li>
              ))}
            </ul>
          </Group>
        );
      })}
    </>
  );
}
