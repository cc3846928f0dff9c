import { useEffect, useState } from "react";
import styled from "styled-components";
import { SIGNED_IN_BAR } from "@repo/contracts/auth/texts";
import { signedInUserResponseSchema } from "@repo/contracts/users/schemas/signedIn";
import { Button, toast } from "shell/forms";
import { forgetSignedInHint } from "./signedInHint.ts";

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 880px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
  strong { color: ${({ theme }) => theme.colors.text}; }
`;

/**
 * Who is signed in, and Odjava (issue #11): a regular user lands on `/` after /auth, and /auth sends them
 * back here while they are signed in, so this is where they sign out. Loaded only for a browser with the
 * signed-in hint (app/routes.tsx); the API's answer decides whether anything shows.
 */
export function SignedInBar() {
  const [name, setName] = useState<string>();
  useEffect(() => {
    const request = new AbortController();
    fetch("/api/user", { credentials: "include", signal: request.signal })
      .then(async (response) => {
        if (response.ok) setName(signedInUserResponseSchema.parse(await response.json()).user.fullName);
        else if (response.status === 401) forgetSignedInHint();
      })
      .catch(() => undefined); // offline or left the page: the bar just does not show
    return () => request.abort();
  }, []);

  const signOut = async () => {
    const response = await fetch("/api/logout", { method: "POST", credentials: "include" }).catch(() => undefined);
    if (!response?.ok) {
      toast({ variant: "destructive", title: SIGNED_IN_BAR.signOutFailedTitle, description: SIGNED_IN_BAR.signOutFailed });
      return;
    }
    forgetSignedInHint(); // the API cleared it already; this also covers an answer that lost its Set-Cookie
    setName(undefined);
    toast({ title: SIGNED_IN_BAR.signedOutTitle, description: SIGNED_IN_BAR.signedOutDescription });
  };

  if (!name) return null;
  return (
    <Bar>
      <span>
        {SIGNED_IN_BAR.signedInAs} <strong>{name}</strong>
      </span>
      <Button $variant="outline" onClick={signOut}>
        {SIGNED_IN_BAR.signOut}
      </Button>
    </Bar>
  );
}
