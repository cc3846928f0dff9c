import type { ReactNode } from "react";
import styled from "styled-components";
import { Card } from "./Card.tsx";

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
`;

const Panel = styled(Card)`
  max-width: 480px;
  width: 100%;
  h1 { margin: 0 0 ${({ theme }) => theme.space(2)}; font-size: 1.5rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.mutedText}; }
`;

/** A whole-page message: a heading, a line of text and optional actions, centred (error and 404 screens). */
export function MessageScreen({ title, text, role, children }: { title: string; text: string; role?: "alert"; children?: ReactNode }) {
  return (
    <Page>
      <Panel role={role}>
        <h1>{title}</h1>
        <p>{text}</p>
        {children}
      </Panel>
    </Page>
  );
}
