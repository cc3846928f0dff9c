import { useEffect, useRef } from "react";
import { Navigate, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import styled from "styled-components";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { sharedViewPath } from "@repo/contracts/sharing/urls";
import { ApiError, toast } from "shell/portalKit";
import { CentredPanel, PanelHeading, PanelIntro } from "../../components/Centred.tsx";
import { InvitationEndedScreen } from "../../components/InvitationEndedScreen.tsx";
import { accessErrorMessage } from "../../lib/accessApi.ts";
import { invitationEndedOf, isUnknownToken } from "../../lib/deadEnds.ts";
import { usePageTitle } from "../../lib/usePageTitle.ts";
import { useAccessPreview } from "./api/accessPreview.ts";
import { useGateAccess } from "./api/gateAccess.ts";
import { useHeldGrant } from "./api/heldGrant.ts";
import { gateDeadEnd } from "./gateDeadEnd.ts";
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
 * The access gate (Serbian, server messages included; spec §2, §4, §5, §8): /call-sheet-access/{token} and
 * /call-sheet/{token}, with ?email (and ?id). The password goes to the server with the token and e-mail
 * (`POST`, never in a URL); on success a toast, then after 1.5 s the shared view, which opens from the
 * session's grant: its address names neither token nor e-mail, and it replaces the gate in the history, so
 * Back does not ask for the password again. A session that already holds the sheet's grant goes straight
 * there, unless the link is another collaborator's (api/heldGrant.ts). Dead ends say what happened and what
 * to do: an ended invitation whom to ask, a token nobody issued that the link is not valid; a refused
 * password stays on the form for another try.
 */
export function AccessGatePage({ token }: { token: string }) {
  const [query] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const trimmed = token.trim();
  const email = (query.get("email") ?? "").trim();
  const preview = useAccessPreview(trimmed);
  const access = useGateAccess();
  const callSheetId = query.get("id") ?? (preview.data ? String(preview.data.callSheetId) : "");
  const held = useHeldGrant(callSheetId, email);
  const timer = useRef<number | undefined>(undefined);
  usePageTitle(SHARE_PORTAL_TEXTS.titles.gate);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function submit(password: string) {
    access.mutate(
      { token: trimmed, email, password },
      {
        onSuccess: ({ callSheetId: granted }) => {
          toast({ title: SHARING_TEXTS.gateSuccessTitle, description: SHARING_TEXTS.gateSuccess });
          timer.current = window.setTimeout(() => navigate(sharedViewPath(granted), { replace: true }), SHARING_CONSTANTS.accessRedirectDelayMs);
        },
      },
    );
  }

  if (held && trimmed && !access.isSuccess) return <Navigate to={sharedViewPath(callSheetId)} replace />;
  const ended = invitationEndedOf(preview.error) ?? invitationEndedOf(access.error);
  if (trimmed && ended) return <InvitationEndedScreen ended={ended.ended} language="sr" />;
  const unknown = isUnknownToken(preview.error) || isUnknownToken(access.error);
  const broken = gateDeadEnd({ token: trimmed, email, unknown, preview, accessError: access.error });
  // A link without e-mail waits for the token's verdict: an unknown token is the news, not the e-mail.
  const waiting = trimmed !== "" && !email && preview.isPending;
  const failure = access.isError ? accessErrorMessage(access.error) : access.isIdle ? handedOverMessage(location.state) : undefined;
  // Refused credentials (401, 'Pogrešan e-mail ili lozinka'): the password's, the one field typed here (the
  // e-mail is the invitation's). No answer, too many tries or a dead end is no field's.
  const failureOfPassword = access.error instanceof ApiError && access.error.status === 401;
  return (
    <CentredPanel>
      <Heading>{SHARE_PORTAL_TEXTS.gateHeading}</Heading>
      {preview.data ? <Title>{preview.data.shootingTitle}</Title> : null}
      {waiting ? null : broken ? (
        <GateAlert title={broken.title} message={broken.message} />
      ) : (
        <>
          <PanelIntro>{SHARE_PORTAL_TEXTS.gateIntro}</PanelIntro>
          <GateForm email={email} busy={access.isPending || access.isSuccess} failure={failure} failureOfPassword={failureOfPassword} onSubmit={submit} />
        </>
      )}
    </CentredPanel>
  );
}
