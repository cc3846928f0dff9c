import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { AUTH_PAGE } from "@repo/contracts/adminConsole/texts";
import type { PublicUser } from "@repo/contracts/users/schemas/users";
import { adminFlag, useAdminSession } from "shell/adminSession";
import { useAuth } from "shell/auth";
import { Card } from "shell/Card";
import { CheckingAuthentication } from "shell/ProtectedRoute";
import { Tabs } from "shell/Tabs";
import { NarrowPage } from "../../components/NarrowPage.tsx";
import { SignInForm } from "./components/SignInForm.tsx";
import { SignUpForm } from "./components/SignUpForm.tsx";

/** The public site owns `/`: leaving the console for it is a page load, not a client-side route. */
const goToPublicSite = () => window.location.assign("/");
/** After signing in here, long enough to read the welcome toast before the page load to `/` wipes it. */
export const REDIRECT_AFTER_TOAST_MS = 1500;

/**
 * /auth (spec §2): Sign In and Register tabs. An admin goes on to the dashboard (the flag is only a hint
 * to try it: the dashboard checks with the server); a signed-in user goes to the public site.
 */
export function AuthPage() {
  const { user, isLoading, loginMutation, registerMutation } = useAuth();
  const adminSession = useAdminSession();
  const navigate = useNavigate();
  // Who just signed in here: the form gives way to a status line at once, not after the redirect's wait
  // and the next page's load (1-4 s of a filled form that looked as if nothing had happened).
  const [leavingAs, setLeavingAs] = useState<PublicUser | null>(null);
  // From the moment this page submits a sign-in or sign-up, it leads the way out itself (afterSignIn).
  const signedInHere = [loginMutation, registerMutation].some((mutation) => mutation.isPending || mutation.isSuccess);
  const isAdmin = adminFlag.isSet() || adminSession.data === true || user?.role === "admin";

  useEffect(() => {
    if (signedInHere) return;
    if (isAdmin) navigate("/admin/dashboard", { replace: true });
    else if (user) goToPublicSite();
  }, [signedInHere, isAdmin, user, navigate]);

  if (!signedInHere && (isLoading || isAdmin || user)) return <CheckingAuthentication />;

  const afterSignIn = (signedIn: PublicUser) => {
    setLeavingAs(signedIn);
    if (signedIn.role === "admin") navigate("/admin/dashboard", { replace: true });
    else window.setTimeout(goToPublicSite, REDIRECT_AFTER_TOAST_MS);
  };
  if (leavingAs) {
    return (
      <NarrowPage>
        <Card>
          <h1>{AUTH_PAGE.title}</h1>
          <p role="status" aria-live="polite" data-testid="auth-leaving">
            {leavingAs.role === "admin" ? AUTH_PAGE.openingDashboard : AUTH_PAGE.openingSite}
          </p>
        </Card>
      </NarrowPage>
    );
  }
  return (
    <NarrowPage>
      <Card>
        <h1>{AUTH_PAGE.title}</h1>
        <Tabs
          label={AUTH_PAGE.title}
          tabs={[
            { id: "sign-in", label: AUTH_PAGE.signInTab, content: <SignInForm onSignedIn={afterSignIn} /> },
            { id: "register", label: AUTH_PAGE.registerTab, content: <SignUpForm onSignedUp={afterSignIn} /> },
          ]}
        />
      </Card>
    </NarrowPage>
  );
}
