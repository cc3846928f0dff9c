import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { DASHBOARD_HEADER } from "@repo/contracts/adminConsole";
import { AUTH_MESSAGES } from "@repo/contracts/auth";
import { Button } from "shell/Button";
import { Card } from "shell/Card";
import { PageLayout } from "shell/PageLayout";
import { toast } from "shell/toast";
import { useAdminLogout } from "./api/adminLogout.ts";

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h1 { margin: 0; }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Wide = styled(PageLayout)`
  max-width: 1400px;
`;

/**
 * /admin/dashboard (also /dashboard), admin only. The header's Register User and Logout work; the models
 * table and the call sheets are built in issue #5, and the page says so instead of pretending.
 */
export function DashboardPage() {
  const navigate = useNavigate();
  const logout = useAdminLogout();
  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => navigate("/admin/login", { replace: true }),
      onError: (error) => toast({ variant: "destructive", title: AUTH_MESSAGES.logoutErrorTitle, description: error.message }),
    });
  return (
    <Wide>
      <Header>
        <h1>{DASHBOARD_HEADER.title}</h1>
        <Actions>
          <Button $variant="outline" onClick={() => navigate("/register-user")}>
            {DASHBOARD_HEADER.registerUser}
          </Button>
          <Button $variant="outline" disabled={logout.isPending} onClick={onLogout}>
            {DASHBOARD_HEADER.logout}
          </Button>
        </Actions>
      </Header>
      <Card>
        <p>The models database and the call sheets are built in issue #5.</p>
      </Card>
    </Wide>
  );
}
