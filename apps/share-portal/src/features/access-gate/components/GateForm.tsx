import { useState, type FormEvent } from "react";
import styled from "styled-components";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { Button, Field, FieldError, Input } from "shell/portalKit";

const Submit = styled(Button)`
  width: 100%;
  margin-top: ${({ theme }) => theme.space(4)};
`;

const FAILURE_ID = "gate-failure";

type Props = {
  email: string;
  busy: boolean;
  /** The failure of the last attempt (server message or the spec's fallback). */
  failure?: string;
  /** The failure is the password's (refused credentials; the e-mail is the invitation's, not typed here): the field is marked and described by it. */
  failureOfPassword?: boolean;
  onSubmit: (password: string) => void;
};

/** The gate's form: the invitation's e-mail (read-only: it is the share's), the password, and the button. */
export function GateForm({ email, busy, failure, failureOfPassword = false, onSubmit }: Props) {
  const [password, setPassword] = useState("");
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSubmit(password);
  }

  const passwordError = missing ? SHARING_TEXTS.gatePasswordRequired : undefined;
  const refused = failure !== undefined && failureOfPassword;
  // A screen reader on the password field hears what is wrong with it: left empty, or refused by the server.
  const describedBy = [passwordError ? "gate-password-error" : "", refused ? FAILURE_ID : ""].filter(Boolean).join(" ");
  return (
    <form onSubmit={submit} noValidate>
      <Field id="gate-email" label={SHARING_TEXTS.gateEmail}>
        <Input id="gate-email" type="email" value={email} readOnly />
      </Field>
      <Field id="gate-password" label={SHARING_TEXTS.gatePassword} error={passwordError}>
        <Input
          id="gate-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={passwordError !== undefined || refused || undefined}
          aria-describedby={describedBy || undefined}
        />
      </Field>
      {failure ? <FieldError id={FAILURE_ID}>{failure}</FieldError> : null}
      <Submit type="submit" disabled={busy}>
        {busy ? SHARE_PORTAL_TEXTS.gateSubmitting : SHARING_TEXTS.gateButton}
      </Submit>
    </form>
  );
}
