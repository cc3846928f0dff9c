import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { CONSOLE_BAR } from "@repo/contracts/adminConsole";
import { useAuth } from "shell/auth";
import { Button } from "shell/Button";

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
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-weight: 400;
  min-width: 0;
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const SignOut = styled(Button).attrs({ $variant: "outline" })`
  min-height: 32px;
`;

/** The console's top bar, in the brand colour the shell's theme provides: who is signed in, and sign-out. */
export function ConsoleBar() {
  const { user, logoutMutation } = useAuth();
  const navigate = useNavigate();
  return (
    <Bar>
      <span>{CONSOLE_BAR.brand}</span>
      {user ? (
        <Who>
          <span>{user.fullName}</span>
          <SignOut disabled={logoutMutation.isPending} onClick={() => logoutMutation.mutate(undefined, { onSuccess: () => navigate("/auth") })}>
            {CONSOLE_BAR.signOut}
          </SignOut>
        </Who>
      ) : null}
    </Bar>
  );
}
