import { useNavigate } from "react-router-dom";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { accessGatePath } from "@repo/contracts/sharing/urls";
import { Button } from "shell/portalKit";
import { CentredPanel, PanelHeading, PanelIntro } from "../../../components/Centred.tsx";

/**
 * 'Call Sheet Access Error' (reading B, spec §2, §8). Go Back returns to the gate when the invitation's token
 * is known (a new password attempt), else to the previous page.
 */
export function AccessErrorScreen({ title = SHARING_TEXTS.accessErrorTitle, message, token }: { title?: string; message?: string; token: string | null }) {
  const navigate = useNavigate();
  const back = () => (token ? navigate(accessGatePath(token)) : navigate(-1));
  return (
    <CentredPanel width={480} role="alert">
      <PanelHeading>{title}</PanelHeading>
      <PanelIntro>{message || SHARING_TEXTS.expired}</PanelIntro>
      <Button onClick={back}>{SHARING_TEXTS.goBack}</Button>
    </CentredPanel>
  );
}
