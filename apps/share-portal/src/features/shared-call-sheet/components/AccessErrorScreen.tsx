import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { SHARING_TEXTS } from "@repo/contracts/sharing";
import { Button } from "shell/Button";
import { CentredPanel, PanelHeading } from "../../../components/Centred.tsx";

const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.mutedText};
`;

/**
 * 'Call Sheet Access Error' (reading B, spec §2, §8). Go Back returns to the gate when the invitation's token
 * is known (a new password attempt), else to the previous page.
 */
export function AccessErrorScreen({ title = SHARING_TEXTS.accessErrorTitle, message, token }: { title?: string; message?: string; token: string | null }) {
  const navigate = useNavigate();
  const back = () => (token ? navigate(`/call-sheet-access/${encodeURIComponent(token)}`) : navigate(-1));
  return (
    <CentredPanel width={480} role="alert">
      <PanelHeading>{title}</PanelHeading>
      <Message>{message || SHARING_TEXTS.expired}</Message>
      <Button onClick={back}>{SHARING_TEXTS.goBack}</Button>
    </CentredPanel>
  );
}
