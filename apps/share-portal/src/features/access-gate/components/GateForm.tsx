import { useState, type FormEvent } from "react";
import styled from "styled-components";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { Button, errorProps, Field, FieldError, Input } from "shell/portalKit";

const Submit = styled(Button)`
  width: 100%;
  margin-top: ${({ theme }) => theme.space(4)};
`;

type Props = {
  email: string;
  busy: boolean;
  /** The failure of the last attempt (server message or the spec's fallback). */
  failure?: string;
  onSubmit: (password: string) => void;
};

/** The gate's form: the invitation's e-mail (read-only: it is the share's), the password, and the button. */
export function GateForm({ email, busy, failure, onSubmit }: Props) {
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
          {...errorProps("gate-password", passwordError)}
        />
      </Field>
      {failure ? <FieldError>{failure}</FieldError> : null}
      <Submit type="submit" disabled={busy}>
        {busy ? SHARE_PORTAL_TEXTS.gateSubmitting : SHARING_TEXTS.gateButton}
      </Submit>
    </form>
  );
}
