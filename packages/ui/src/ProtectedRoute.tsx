import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import styled from "styled-components";
import { CHECKING_AUTHENTICATION } from "@repo/contracts/common/texts";
import { useAdminSession } from "./adminSession.ts";
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
 * every 60 s; a failure sends the browser to /admin/login); other protected routes need a signed-in user
 * or an admin. The `adminLoggedIn` flag alone opens nothing: it is a hint, and anyone can set it.
 */
export function ProtectedRoute({ admin = false, children }: { admin?: boolean; children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const adminSession = useAdminSession();
  // A "no" from an earlier check is not final while a new check runs (e.g. just after signing in).
  const checking = adminSession.isPending || (adminSession.isFetching && !adminSession.data);
  if (admin) {
    if (checking) return <CheckingAuthentication />;
    return adminSession.data ? children : <Navigate to="/admin/login" replace />;
  }
  if (user) return children;
  if (isLoading || checking) return <CheckingAuthentication />;
  return adminSession.data ? children : <Navigate to="/auth" replace />;
}
