import type { ReactNode } from "react";
import styled from "styled-components";
import { Card, Spinner } from "shell/portalKit";

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
`;

const Panel = styled(Card)<{ $width: number }>`
  width: 100%;
  max-width: ${({ $width }) => $width}px;
`;

/** The card's heading. */
export const PanelHeading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 1.5rem;
`;

/** The card's first lines under its heading: what to do here, or what went wrong. */
export const PanelIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.mutedText};
`;

/**
 * A page holding one card in the middle of the screen: the access gate, reading A's login and the access
 * error. `role="alert"` when the card itself is the news (the access error).
 */
export function CentredPanel({ children, width = 420, role }: { children: ReactNode; width?: number; role?: "alert" }) {
  return (
    <Page>
      <Panel $width={width} role={role}>
        {children}
      </Panel>
    </Page>
  );
}

const Centre = styled.main`
  min-height: 60vh;
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.mutedText};
`;

/**
 * A wait with words ('Checking authentication...', 'Loading call sheet...', 'Redirecting...'). The spinner
 * says them to assistive technology; the visible copy is hidden from it so they are not read twice.
 */
export function CentredStatus({ text }: { text: string }) {
  return (
    <Centre>
      <Spinner size={32} label={text} />
      <p aria-hidden>{text}</p>
    </Centre>
  );
}
