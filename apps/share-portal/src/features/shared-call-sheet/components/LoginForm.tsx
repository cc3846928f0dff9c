import { useState, type FormEvent } from "react";
import styled from "styled-components";
import { ON_SET_TEXTS } from "@repo/contracts/sharing/onSetTexts";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { ApiError, Button, Field, FieldError, Input } from "shell/portalKit";
import { CentredPanel, PanelHeading, PanelIntro } from "../../../components/Centred.tsx";
import { InvitationEndedScreen } from "../../../components/InvitationEndedScreen.tsx";
import { invitationEndedOf } from "../../../lib/deadEnds.ts";
import { useNotedSessionEnd } from "../api/sessionEnded.ts";
import { loginErrorMessage, useSharedLogin } from "../api/sharedLogin.ts";

const Submit = styled(Button)`
  width: 100%;
  margin-top: ${({ theme }) => theme.space(4)};
`;

const SessionEnded = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-weight: 600;
`;

const FAILURE_ID = "login-failure";

type Props = { callSheetId: string; initialEmail: string };

/**
 * Reading A (spec §2): e-mail and the invitation's password; the browser checks both are there. Right
 * credentials of an ended invitation (410) end here too: the ended screen says whom to ask. Shown again
 * when the session ended while the sheet was open (a comment's 401), saying so.
 */
export function LoginForm({ callSheetId, initialEmail }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const login = useSharedLogin();
  const sessionEnded = useNotedSessionEnd(callSheetId);

  function submit(event: FormEvent) {
    event.preventDefault();
    login.mutate({ callSheetId, email: email.trim(), password });
  }

  const ended = invitationEndedOf(login.error);
  if (ended) return <InvitationEndedScreen ended={ended.ended} language="en" />;
  // Refused credentials (401) are the e-mail's and the password's together: both fields are marked and
  // described by the message. No answer or too many tries is neither field's.
  const refused = login.error instanceof ApiError && login.error.status === 401 ? { "aria-invalid": true as const, "aria-describedby": FAILURE_ID } : {};
  return (
    <CentredPanel>
      <PanelHeading>{SHARING_TEXTS.loginTitle}</PanelHeading>
      {sessionEnded ? <SessionEnded>{ON_SET_TEXTS.sessionEndedSignIn}</SessionEnded> : null}
      <PanelIntro>{SHARING_TEXTS.loginHelp}</PanelIntro>
      <form onSubmit={submit}>
        <Field id="login-email" label={SHARING_TEXTS.loginEmail}>
          <Input id="login-email" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} {...refused} />
        </Field>
        <Field id="login-password" label={SHARING_TEXTS.loginPassword}>
          <Input id="login-password" type="password" autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} {...refused} />
        </Field>
        {login.isError ? <FieldError id={FAILURE_ID}>{loginErrorMessage(login.error)}</FieldError> : null}
        <Submit type="submit" disabled={login.isPending}>
          {login.isPending ? SHARING_TEXTS.loggingIn : SHARING_TEXTS.logIn}
        </Submit>
      </form>
    </CentredPanel>
  );
}
