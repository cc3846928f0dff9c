import { useEffect, useState, type ReactNode } from "react";
import { Navigate, useLocation, useNavigate } from "react-router-dom";
import styled from "styled-components";
import { CHECKING_AUTHENTICATION, SESSION_ENDED_NOTICE } from "@repo/contracts/common/texts";
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

const Ended = styled.div.attrs({ role: "alert" })`
  position: fixed;
  inset: auto ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
  z-index: 1000;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.destructive};
  color: ${({ theme }) => theme.colors.destructiveText};
  font-weight: 600;
  a { color: inherit; }
`;

/** Said over a page kept open after its session ended: saving fails until a sign-in (in a new tab, so the page stays). */
function SessionEnded({ signIn }: { signIn: string }) {
  return (
    <Ended>
      <span>{SESSION_ENDED_NOTICE.text}</span>
      <a href={signIn} target="_blank" rel="noopener">
        {SESSION_ENDED_NOTICE.signIn}
      </a>
    </Ended>
  );
}

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

  // Kept open after a refusal (the person chose to stay with unsaved work): said over it until a check passes.
  if (shown && verdict === "refused")
    return (
      <>
        {children}
        <SessionEnded signIn={signIn} />
      </>
    );
  if (shown || verdict === "allowed") return children;
  if (verdict === "checking") return <CheckingAuthentication />;
  return <Navigate to={signIn} replace />;
}
