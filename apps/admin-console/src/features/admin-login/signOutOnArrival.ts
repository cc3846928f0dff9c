import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { CONSOLE_BAR } from "@repo/contracts/adminConsole/texts";
import { useAuth } from "shell/auth";
import { toast } from "shell/toast";

/** The navigation state of the console bar's Logout: /admin/login signs out on arrival (app/ConsoleBar.tsx). */
export const SIGN_OUT_STATE = { signOut: true } as const;

const asksSignOut = (state: unknown) => (state as Partial<typeof SIGN_OUT_STATE> | null)?.signOut === true;

/**
 * The admin logout (spec §7), run once the console bar's Logout has reached /admin/login: everything cached
 * is forgotten (AuthProvider's logout). The state is cleared after it, so a reload does not sign out again. A
 * failed sign-out says so ('Logout failed'); the session then stays. Navigation state, not the address: a
 * link from elsewhere cannot sign anyone out.
 */
export function useSignOutOnArrival(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { logoutMutation } = useAuth();
  const asked = asksSignOut(location.state);
  const started = useRef(false);
  useEffect(() => {
    if (!asked || started.current) return;
    started.current = true;
    const here = `${location.pathname}${location.search}`;
    logoutMutation.mutate("admin", {
      onError: () => toast({ variant: "destructive", title: CONSOLE_BAR.signOutFailedTitle, description: CONSOLE_BAR.signOutFailed }),
      onSettled: () => void navigate(here, { replace: true, state: null }),
    });
  }, [asked, location.pathname, location.search, logoutMutation, navigate]);
}
