import { useEffect, useId, useMemo, useRef } from "react";
import styled from "styled-components";
import { hiddenInPrint } from "@repo/call-sheet/printStyles";
import { CALL_SHEET_SECTION_IDS, type CallSheetSectionId } from "@repo/contracts/callSheets/constants";
import type { RevisionChange } from "@repo/contracts/callSheets/schemas/revisions";
import { SECTION_TITLES } from "@repo/contracts/callSheets/texts/document";
import { REVISION_VIEW_TEXTS } from "@repo/contracts/sharing/revisionViewTexts";
import { Button } from "shell/portalKit";
import { scrollToSection } from "../lib/scrollToSection.ts";

const Box = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme }) => theme.colors.focus};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: #eff6ff;
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow-wrap: anywhere;
  &:focus { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  h2 { margin: 0; font-size: 1.125rem; }
  p { margin: ${({ theme }) => theme.space(1)} 0 0; }
  ${hiddenInPrint}
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Groups = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  a { font-weight: 600; color: ${({ theme }) => theme.colors.focus}; }
  ul { margin: ${({ theme }) => theme.space(1)} 0 0; padding-left: ${({ theme }) => theme.space(5)}; }
  li li { margin-top: 2px; }
`;

/**
 * Focuses the list once it is on screen. The app may render it hidden beside the portal server's markup and
 * show it a frame or more later (src/app/takeOver.ts), and a hidden element takes no focus: it waits for
 * that, a few seconds at most, and leaves the focus alone if the reader has put it somewhere meanwhile. It
 * does not scroll away from a section the address names.
 */
function focusOnceShown(element: HTMLElement | null): () => void {
  let frame = 0;
  const deadline = Date.now() + 5000;
  const attempt = () => {
    if (!element || !element.isConnected) return;
    if (element.closest("[hidden]") !== null) {
      if (Date.now() < deadline) frame = requestAnimationFrame(attempt);
      return;
    }
    const active = document.activeElement;
    if (active === null || active === document.body) element.focus({ preventScroll: window.location.hash.length > 1 });
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

type Props = {
  since: number | null;
  shownRevision: number;
  note: string;
  changes: readonly RevisionChange[];
  onDismiss: () => void;
};

/** The changes grouped by section, in the document's order. */
function bySection(changes: readonly RevisionChange[]): [CallSheetSectionId, RevisionChange[]][] {
  const groups = new Map<CallSheetSectionId, RevisionChange[]>();
  for (const change of changes) groups.set(change.section, [...(groups.get(change.section) ?? []), change]);
  return CALL_SHEET_SECTION_IDS.filter((id) => groups.has(id)).map((id) => [id, groups.get(id)!]);
}

/**
 * 'What changed since REV m', shown before the document to a collaborator whose last opened revision is older
 * than the one shown. It takes the focus when it appears (so a screen reader and the keyboard start here),
 * without scrolling away from a section the address names. Each section's group links to the section.
 */
export function ChangesPanel({ since, shownRevision, note, changes, onDismiss }: Props) {
  const box = useRef<HTMLElement>(null);
  const headingId = useId();
  const groups = useMemo(() => bySection(changes), [changes]);
  useEffect(() => focusOnceShown(box.current), []);
  return (
    <Box ref={box} tabIndex={-1} aria-labelledby={headingId}>
      <Head>
        <div>
          <h2 id={headingId}>{REVISION_VIEW_TEXTS.changesTitle(since)}</h2>
          <p>{REVISION_VIEW_TEXTS.changesIntro(shownRevision)}</p>
          {note ? (
            <p>
              <strong>{REVISION_VIEW_TEXTS.changesNote}</strong> {note}
            </p>
          ) : null}
        </div>
        <Button $variant="outline" onClick={onDismiss} aria-label={REVISION_VIEW_TEXTS.dismissChangesLabel}>
          {REVISION_VIEW_TEXTS.dismissChanges}
        </Button>
      </Head>
      <Groups>
        {groups.map(([sectionId, lines]) => (
          <li key={sectionId}>
            <a
              href={`#${sectionId}`}
              aria-label={REVISION_VIEW_TEXTS.sectionLink(SECTION_TITLES[sectionId], lines.length)}
              onClick={(event) => scrollToSection(event, sectionId, { focus: true })}
            >
              {SECTION_TITLES[sectionId]}
            </a>
            <ul>
              {lines.map((change, index) => (
                <li key={`${change.field}-${change.itemId ?? "sheet"}-${index}`}>{change.text}</li>
              ))}
            </ul>
          </li>
        ))}
      </Groups>
    </Box>
  );
}
