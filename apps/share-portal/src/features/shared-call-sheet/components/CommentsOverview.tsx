import styled from "styled-components";
import type { CallSheetSectionId } from "@repo/contracts/callSheets/constants";
import { SECTION_TITLES } from "@repo/contracts/callSheets/texts/document";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { scrollToSection } from "../lib/scrollToSection.ts";
import { SidePanel } from "./SidePanel.tsx";

/** The overview's scroll links (spec §2), in its order. */
export const OVERVIEW_SECTIONS = ["project-details", "team", "concepts", "scenes", "actors", "props", "gear"] as const satisfies readonly CallSheetSectionId[];

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  a {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: inherit;
    text-decoration: none;
  }
  a:hover, a:focus-visible { background: ${({ theme }) => theme.colors.background}; }
`;

const Count = styled.span`
  min-width: 24px;
  padding: 0 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.background};
  text-align: center;
  font-weight: 600;
`;

/** 'Comments Overview': a link to each main section with its comment count. */
export function CommentsOverview({ counts }: { counts: Partial<Record<CallSheetSectionId, number>> }) {
  return (
    <SidePanel title={SHARING_TEXTS.commentsOverview}>
      <nav aria-label={SHARING_TEXTS.commentsOverview}>
        <Links>
          {OVERVIEW_SECTIONS.map((sectionId) => {
            const count = counts[sectionId] ?? 0;
            return (
              <li key={sectionId}>
                <a href={`#${sectionId}`} onClick={(event) => scrollToSection(event, sectionId)} aria-label={`${SECTION_TITLES[sectionId]}, ${SHARE_PORTAL_TEXTS.commentCount(count)}`}>
                  <span>{SECTION_TITLES[sectionId]}</span>
                  <Count aria-hidden>{count}</Count>
                </a>
              </li>
            );
          })}
        </Links>
      </nav>
    </SidePanel>
  );
}
