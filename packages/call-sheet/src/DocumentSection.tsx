/* @jsxRuntime automatic */ // the API runs this file with tsx under its own tsconfig: JSX must not need `React` in scope
import type { CallSheetSectionId } from "@repo/contracts/callSheets/constants";
import { SECTION_TITLES } from "@repo/contracts/callSheets/texts/document";
import { type ReactNode } from "react";
import { SectionBody, SectionBox, SectionHead, SectionHeading, SectionTitleGroup } from "./documentStyles.ts";
import { HIDDEN_IN_PRINT_CLASS } from "./printStyles.tsx";
import { ChangedTag, useChangedMark } from "./revisionMarks.tsx";

/** What each section may show beside its title (the shared view's comment bubbles). */
export type SectionExtras = (sectionId: CallSheetSectionId) => ReactNode;

type Props = { id: CallSheetSectionId; extras?: SectionExtras; children: ReactNode };

/**
 * One titled section of the document, under the spec's id so comments and scroll links can find it. A
 * changed section (CallSheetDocument's `changedSections`) carries a rule on its left and a 'Changed in REV N'
 * label beside its title, which also describes the section to a screen reader.
 */
export function DocumentSection({ id, extras, children }: Props) {
  const headingId = `${id}-title`;
  const changedId = `${id}-changed`;
  const changed = useChangedMark(id);
  const extra = extras?.(id);
  return (
    <SectionBox id={id} aria-labelledby={headingId} aria-describedby={changed ? changedId : undefined} data-changed={changed ? "" : undefined} $changed={Boolean(changed)}>
      <SectionHead>
        <SectionTitleGroup>
          <SectionHeading id={headingId}>{SECTION_TITLES[id]}</SectionHeading>
          {changed ? <ChangedTag id={changedId}>{changed}</ChangedTag> : null}
        </SectionTitleGroup>
        {/* The slot holds controls (comment bubbles): paper shows the sheet only. */}
        {extra != null && extra !== false ? <div className={HIDDEN_IN_PRINT_CLASS}>{extra}</div> : null}
      </SectionHead>
      <SectionBody>{children}</SectionBody>
    </SectionBox>
  );
}
