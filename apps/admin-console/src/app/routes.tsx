import type { ReactNode } from "react";
import { Outlet, type RouteObject } from "react-router-dom";
import { AuthProvider } from "shell/auth";
import { NotFoundScreen } from "shell/NotFoundScreen";
import { ProtectedRoute } from "shell/ProtectedRoute";
import { RouteErrorScreen } from "shell/RouteErrorScreen";
import { ConsoleBar } from "../components/ConsoleBar.tsx";
import { AdminLoginPage } from "../features/admin-login/AdminLoginPage.tsx";
import { AuthPage } from "../features/auth/AuthPage.tsx";
import { CallSheetPage } from "../features/call-sheet/CallSheetPage.tsx";
import { DashboardPage } from "../features/dashboard/DashboardPage.tsx";
import { RegisterUserPage } from "../features/register-user/RegisterUserPage.tsx";

function ConsoleFrame() {
  return (
    <AuthProvider>
      <ConsoleBar />
      <Outlet />
    </AuthProvider>
  );
}

const adminOnly = (page: ReactNode) => <ProtectedRoute admin>{page}</ProtectedRoute>;

/** The admin console's pages (gateway/routes.mjs gives it `/admin/*`, `/dashboard`, `/auth`, `/register-user`). */
export const routes: RouteObject[] = [
  {
    element: <ConsoleFrame />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: "/admin/login", element: <AdminLoginPage /> },
      { path: "/admin/dashboard", element: adminOnly(<DashboardPage />) },
      { path: "/dashboard", element: adminOnly(<DashboardPage />) },
      { path: "/auth", element: <AuthPage /> },
      { path: "/register-user", element: adminOnly(<RegisterUserPage />) },
      { path: "/admin/call-sheet/:id", element: adminOnly(<CallSheetPage />) },
      { path: "/admin/call-sheet-print/:id", element: adminOnly(<CallSheetPage print />) },
      { path: "*", element: <NotFoundScreen /> },
    ],
  },
];
