import styled from "styled-components";
import { NOT_FOUND_SCREEN } from "@repo/contracts/screens";
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

export function NotFoundScreen() {
  return (
    <Page>
      <Panel>
        <h1>{NOT_FOUND_SCREEN.title}</h1>
        <p>{NOT_FOUND_SCREEN.hint}</p>
      </Panel>
    </Page>
  );
}
