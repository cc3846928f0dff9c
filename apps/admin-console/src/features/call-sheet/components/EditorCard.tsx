import { useId, type ReactNode } from "react";
import styled from "styled-components";
import { SAVE_STATE_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { Card, CardTitle } from "shell/Card";

const Frame = styled(Card)<{ $wide: boolean }>`
  /* min-width: 0 lets long content wrap inside the grid column instead of widening the page at 375 px. */
  min-width: 0;
  container-type: inline-size;
  @media (min-width: 1100px) { grid-column: ${({ $wide }) => ($wide ? "1 / -1" : "auto")}; }
  @media (max-width: 480px) { padding: ${({ theme }) => theme.space(4)}; }
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h2 { margin-bottom: ${({ theme }) => theme.space(4)}; }
`;

const Saving = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
`;

/** The frame every card of the editor sits in: a titled section (a landmark named by its heading). */
export function EditorCard({ title, saving = false, wide = false, children }: { title: string; saving?: boolean; wide?: boolean; children: ReactNode }) {
  const headingId = useId();
  return (
    <Frame $wide={wide} aria-labelledby={headingId}>
      <Head>
        <CardTitle id={headingId}>{title}</CardTitle>
        {saving ? <Saving>{SAVE_STATE_TEXTS.saving}</Saving> : null}
      </Head>
      {children}
    </Frame>
  );
}

/** Form fields side by side when the card is wide enough, stacked otherwise (a container query: the card's width, not the screen's). */
export const FieldGrid = styled.div`
  display: grid;
  column-gap: ${({ theme }) => theme.space(4)};
  @container (min-width: 420px) { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
  & > * { min-width: 0; }
`;

/** A list of the section's items, one bordered row each. */
export const ItemList = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
  & > div:first-of-type { flex: 1; min-width: 0; overflow-wrap: anywhere; }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
`;

/** Leaves the empty state of a list (an empty list is not announced as a list). */
export const EmptyNote = styled(Muted)`
  margin-top: ${({ theme }) => theme.space(4)};
`;
