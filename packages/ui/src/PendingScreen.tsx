import styled from "styled-components";
import { Card } from "./Card.tsx";
import { PageLayout } from "./PageLayout.tsx";

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/**
 * A route that is owned and routed already but whose screen is not built yet. It says so plainly rather
 * than pretending; each use names the issue that builds it.
 */
export function PendingScreen({ title, note }: { title: string; note: string }) {
  return (
    <PageLayout>
      <Card>
        <h1>{title}</h1>
        <Note>{note}</Note>
      </Card>
    </PageLayout>
  );
}
