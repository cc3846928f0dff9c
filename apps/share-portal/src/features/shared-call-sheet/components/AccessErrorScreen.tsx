import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { SHARING_TEXTS } from "@repo/contracts/sharing";
import { Button } from "shell/Button";
import { Card } from "shell/Card";

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 480px;
  h1 { margin: 0 0 ${({ theme }) => theme.space(2)}; font-size: 1.5rem; }
  p { margin: 0 0 ${({ theme }) => theme.space(5)}; color: ${({ theme }) => theme.colors.mutedText}; }
`;

/**
 * 'Call Sheet Access Error' (reading B, spec §2, §8). Go Back returns to the gate when the invitation's token
 * is known (a new password attempt), else to the previous page.
 */
export function AccessErrorScreen({ title = SHARING_TEXTS.accessErrorTitle, message, token }: { title?: string; message?: string; token: string | null }) {
  const navigate = useNavigate();
  const back = () => (token ? navigate(`/call-sheet-access/${encodeURIComponent(token)}`) : navigate(-1));
  return (
    <Page>
      <Panel role="alert">
        <h1>{title}</h1>
        <p>{message || SHARING_TEXTS.expired}</p>
        <Button onClick={back}>{SHARING_TEXTS.goBack}</Button>
      </Panel>
    </Page>
  );
}
