import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import styled from "styled-components";
import { SHARING_CONSTANTS, SHARING_TEXTS, sharedViewPath } from "@repo/contracts/sharing";
import { SHARE_PORTAL_TEXTS } from "@repo/contracts/sharePortalTexts";
import { toast } from "shell/portalKit";
import { CentredPanel, PanelHeading, PanelIntro } from "../../components/Centred.tsx";
import { accessHint } from "../../lib/accessStorage.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useAccessPreview } from "./api/accessPreview.ts";
import { gateErrorMessage, useGateAccess } from "./api/gateAccess.ts";
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

/**
 * The access gate (Serbian; spec §2, §4, §5, §8): /call-sheet-access/{token} and /call-sheet/{token}, with
 * ?email (and ?id). The password goes to the server with the token and e-mail; on success a toast, then
 * after 1.5 s the shared view, whose session now holds the grant.
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

  const broken = !token.trim() ? SHARING_TEXTS.gateTokenMissing : !email ? SHARING_TEXTS.gateDataMissing : undefined;
  const failure = access.isError ? gateErrorMessage(access.error) : access.isIdle ? handedOverMessage(location.state) : undefined;
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
