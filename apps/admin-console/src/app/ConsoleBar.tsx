import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { CONSOLE_BAR } from "@repo/contracts/adminConsole/texts";
import { useAuth } from "shell/auth";
import { Button } from "shell/Button";
import { SIGN_OUT_STATE } from "../features/admin-login/signOutOnArrival.ts";

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 56px;
  padding: 0 ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;

  /* The print view prints the call sheet alone. */
  @media print {
    display: none;
  }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-weight: 400;
  min-width: 0;
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

/* The name gives way (ellipsis) before the button does: 'Logout' stays whole on one line at 375 px. */
const SignOut = styled(Button).attrs({ $variant: "outline" })`
  min-height: 32px;
  flex-shrink: 0;
  white-space: nowrap;
`;

/**
 * The bar above the console's admin screens: who is signed in, and the screen's one sign-out (the admin
 * logout of spec §7: everything cached is forgotten, on /admin/login). It goes to /admin/login first and
 * signs out there (SIGN_OUT_STATE): leaving is what a page with unsaved work asks about (the editor's
 * prompt), so 'Stay' keeps the session and the work; signing out first dropped both at once.
 */
export function ConsoleBar() {
  const { user, logoutMutation } = useAuth();
  const navigate = useNavigate();
  const signOut = () => navigate("/admin/login", { replace: true, state: SIGN_OUT_STATE });
  return (
    <Bar>
      <span>{CONSOLE_BAR.brand}</span>
      {user ? (
        <Who>
          <span>{user.fullName}</span>
          <SignOut disabled={logoutMutation.isPending} onClick={signOut}>
            {CONSOLE_BAR.signOut}
          </SignOut>
        </Who>
      ) : null}
    </Bar>
  );
}
