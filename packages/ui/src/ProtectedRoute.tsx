import { useEffect, useState, type ReactNode } from "react";
import { Navigate, useLocation, useNavigate } from "react-router-dom";
import styled from "styled-components";
import { CHECKING_AUTHENTICATION } from "@repo/contracts/common/texts";
import { signInPathFor, useAdminSession } from "./adminSession.ts";
import { useAuth } from "./auth.tsx";
import { Spinner } from "./Spinner.tsx";

const Checking = styled.div.attrs({ role: "status" })`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 60vh;
  color: ${({ theme }) => theme.colors.mutedText};
`;

export function CheckingAuthentication() {
  return (
    <Checking>
      <Spinner label={CHECKING_AUTHENTICATION} />
      <p>{CHECKING_AUTHENTICATION}</p>
    </Checking>
  );
}

/**
 * Shows `children` only to whom the SERVER accepts. Admin routes need a positive admin check (re-run
 * every 60 s); other protected routes need a signed-in user or an admin. The `adminLoggedIn` flag alone
 * opens nothing: it is a hint, and anyone can set it. A check that gets no answer (or a 5xx, 429) keeps
 * the last one's verdict (probeAdminSession).
 *
 * Refused, the browser goes to the sign-in page (/admin/login, /auth) with the page remembered (`?next=`).
 * A page already on show is not swapped out for the redirect: it stays mounted and the router is asked to
 * leave, so the page's own unsaved-changes blocker (useBlocker) is asked first; if the person stays, each
 * later refusal asks again, and a check that passes (signed in again elsewhere) keeps the page.
 */
export function ProtectedRoute({ admin = false, children }: { admin?: boolean; children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const adminSession = useAdminSession();
  const location = useLocation();
  const navigate = useNavigate();
  // A "no" from an earlier check is not final while a new check runs (e.g. just after signing in).
  const checking = adminSession.isPending || (adminSession.isFetching && !adminSession.data);
  const verdict = admin
    ? checking ? "checking" : adminSession.data ? "allowed" : "refused"
    : user ? "allowed" : isLoading || checking ? "checking" : adminSession.data ? "allowed" : "refused";
  const [shown, setShown] = useState(false);
  if (verdict === "allowed" && !shown) setShown(true);
  const signIn = signInPathFor(admin ? "/admin/login" : "/auth", location);
  // Each refusal once (a new check's answer is a new one), while the page is on show.
  const refusal = shown && verdict === "refused" ? Math.max(1, adminSession.dataUpdatedAt) : 0;
  useEffect(() => {
    if (refusal) navigate(signIn, { replace: true });
  }, [refusal, signIn, navigate]);

  if (shown || verdict === "allowed") return children;
  if (verdict === "checking") return <CheckingAuthentication />;
  return <Navigate to={signIn} replace />;
}
