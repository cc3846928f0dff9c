import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import styled from "styled-components";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { sharedViewPath } from "@repo/contracts/sharing/urls";
import { toast } from "shell/portalKit";
import { CentredPanel, PanelHeading, PanelIntro } from "../../components/Centred.tsx";
import { accessHint } from "../../lib/accessStorage.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { accessErrorMessage, MissingCallSheetIdError } from "../../lib/accessApi.ts";
import { previewBroke, useAccessPreview } from "./api/accessPreview.ts";
import { useGateAccess } from "./api/gateAccess.ts";
import { GateAlert } from "./components/GateAlert.tsx";
import { GateForm } from "./components/GateForm.tsx";

const Heading = styled(PanelHeading)`
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

const Title = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-weight: 600;
`;

/** A failure handed over by a /direct-access link that did not get in. */
function handedOverMessage(state: unknown): string | undefined {
  const message = (state as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : undefined;
}

/** Why the gate cannot get the collaborator in (its alert), or undefined while the form still can. */
function deadEnd({ token, email, previewFailed, accessError }: { token: string; email: string; previewFailed: boolean; accessError: unknown }): string | undefined {
  if (!token) return SHARING_TEXTS.gateTokenMissing;
  if (!email) return SHARING_TEXTS.gateDataMissing;
  if (previewFailed) return SHARING_TEXTS.gateInitError;
  if (accessError instanceof MissingCallSheetIdError) return accessError.message;
  return undefined;
}

/**
 * The access gate (Serbian; spec §2, §4, §5, §8): /call-sheet-access/{token} and /call-sheet/{token}, with
 * ?email (and ?id). The password goes to the server with the token and e-mail; on success a toast, then
 * after 1.5 s the shared view, whose session now holds the grant. A link without token or e-mail, a gate
 * that could not prepare itself and an answer naming no sheet end in the alert (home is the only way on);
 * a refused password stays on the form for another try.
 */
export function AccessGatePage({ token }: { token: string }) {
  const [query] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const email = (query.get("email") ?? accessHint.email() ?? "").trim();
  const preview = useAccessPreview(token.trim());
  const access = useGateAccess();
  const timer = useRef<number | undefined>(undefined);
  usePageTitle(SHARE_PORTAL_TEXTS.titles.gate);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function submit(password: string) {
    access.mutate(
      { token: token.trim(), email, password },
      {
        onSuccess: ({ callSheetId, role }) => {
          toast({ title: SHARING_TEXTS.gateSuccessTitle, description: SHARING_TEXTS.gateSuccess });
          timer.current = window.setTimeout(
            () => navigate(sharedViewPath(callSheetId, { token: token.trim(), email, role })),
            SHARING_CONSTANTS.accessRedirectDelayMs,
          );
        },
      },
    );
  }

  const broken = deadEnd({ token: token.trim(), email, previewFailed: previewBroke(preview), accessError: access.error });
  const failure = access.isError ? accessErrorMessage(access.error) : access.isIdle ? handedOverMessage(location.state) : undefined;
  return (
    <CentredPanel>
      <Heading>{SHARE_PORTAL_TEXTS.gateHeading}</Heading>
      {preview.data ? <Title>{preview.data.shootingTitle}</Title> : null}
      {broken ? (
        <GateAlert message={broken} />
      ) : (
        <>
          <PanelIntro>{SHARE_PORTAL_TEXTS.gateIntro}</PanelIntro>
          <GateForm email={email} busy={access.isPending || access.isSuccess} failure={failure} onSubmit={submit} />
        </>
      )}
    </CentredPanel>
  );
}
