import { useState, type FormEvent } from "react";
import styled from "styled-components";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { Button, Field, FieldError, Input } from "shell/portalKit";
import { CentredPanel, PanelHeading, PanelIntro } from "../../../components/Centred.tsx";
import { InvitationEndedScreen } from "../../../components/InvitationEndedScreen.tsx";
import { invitationEndedOf } from "../../../lib/deadEnds.ts";
import { loginErrorMessage, useSharedLogin } from "../api/sharedLogin.ts";

const Submit = styled(Button)`
  width: 100%;
  margin-top: ${({ theme }) => theme.space(4)};
`;

type Props = { callSheetId: string; initialEmail: string };

/**
 * Reading A (spec §2): e-mail and the invitation's password; the browser checks both are there. Right
 * credentials of an ended invitation (410) end here too: the ended screen says whom to ask.
 */
export function LoginForm({ callSheetId, initialEmail }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const login = useSharedLogin();

  function submit(event: FormEvent) {
    event.preventDefault();
    login.mutate({ callSheetId, email: email.trim(), password });
  }

  const ended = invitationEndedOf(login.error);
  if (ended) return <InvitationEndedScreen ended={ended.ended} language="en" />;
  return (
    <CentredPanel>
      <PanelHeading>{SHARING_TEXTS.loginTitle}</PanelHeading>
      <PanelIntro>{SHARING_TEXTS.loginHelp}</PanelIntro>
      <form onSubmit={submit}>
        <Field id="login-email" label={SHARING_TEXTS.loginEmail}>
          <Input id="login-email" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
        </Field>
        <Field id="login-password" label={SHARING_TEXTS.loginPassword}>
          <Input id="login-password" type="password" autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
        </Field>
        {login.isError ? <FieldError>{loginErrorMessage(login.error)}</FieldError> : null}
        <Submit type="submit" disabled={login.isPending}>
          {login.isPending ? SHARING_TEXTS.loggingIn : SHARING_TEXTS.logIn}
        </Submit>
      </form>
    </CentredPanel>
  );
}
