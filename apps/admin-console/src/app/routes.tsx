import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { Outlet, type RouteObject } from "react-router-dom";
import { CONSOLE_PAGE_TITLES } from "@repo/contracts/adminConsole";
import { AuthProvider } from "shell/auth";
import { NotFoundScreen } from "shell/NotFoundScreen";
import { CheckingAuthentication, ProtectedRoute } from "shell/ProtectedRoute";
import { RouteErrorScreen } from "shell/RouteErrorScreen";
import { AdminLoginPage } from "../features/admin-login/AdminLoginPage.tsx";
import { AuthPage } from "../features/auth/AuthPage.tsx";
import { DashboardPage } from "../features/dashboard/DashboardPage.tsx";
import { RegisterUserPage } from "../features/register-user/RegisterUserPage.tsx";
import { ConsoleBar } from "./ConsoleBar.tsx";

// The editor (with react-dnd, react-select and date-fns) and the print view load only on their own
// routes: /admin/login and the dashboard do not pay for them.
const CallSheetPage = lazy(() => import("../features/call-sheet/CallSheetPage.tsx").then((module) => ({ default: module.CallSheetPage })));
const CallSheetPrintPage = lazy(() =>
  import("../features/call-sheet-print/CallSheetPrintPage.tsx").then((module) => ({ default: module.CallSheetPrintPage })),
);

function ConsoleFrame() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}

/**
 * A console page: its own document title, and, on the admin side, the bar with the admin's name and the
 * screen's one sign-out. What the public sees (/auth, unknown paths) has no 'Admin' bar.
 */
function Page({ title, admin, children }: { title: string; admin: boolean; children: ReactNode }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      {admin ? <ConsoleBar /> : null}
      {children}
    </>
  );
}

const page = (path: string, title: string, element: ReactNode, admin = true): RouteObject => ({
  path,
  element: (
    <Page title={title} admin={admin}>
      {element}
    </Page>
  ),
});
const adminOnly = (element: ReactNode) => <ProtectedRoute admin>{element}</ProtectedRoute>;
/** A page whose code comes in its own chunk: the session check's screen stays up while it arrives. */
const lazyAdminOnly = (element: ReactNode) => adminOnly(<Suspense fallback={<CheckingAuthentication />}>{element}</Suspense>);

/** The admin console's pages (gateway/routes.mjs gives it `/admin/*`, `/dashboard`, `/auth`, `/register-user`). */
export const routes: RouteObject[] = [
  {
    element: <ConsoleFrame />,
    errorElement: <RouteErrorScreen />,
    children: [
      page("/admin/login", CONSOLE_PAGE_TITLES.adminLogin, <AdminLoginPage />),
      page("/admin/dashboard", CONSOLE_PAGE_TITLES.dashboard, adminOnly(<DashboardPage />)),
      page("/dashboard", CONSOLE_PAGE_TITLES.dashboard, adminOnly(<DashboardPage />)),
      page("/auth", CONSOLE_PAGE_TITLES.auth, <AuthPage />, false),
      page("/register-user", CONSOLE_PAGE_TITLES.registerUser, adminOnly(<RegisterUserPage />)),
      page("/admin/call-sheet/:id", CONSOLE_PAGE_TITLES.callSheet, lazyAdminOnly(<CallSheetPage />)),
      page("/admin/call-sheet-print/:id", CONSOLE_PAGE_TITLES.callSheetPrint, lazyAdminOnly(<CallSheetPrintPage />)),
      page("*", CONSOLE_PAGE_TITLES.notFound, <NotFoundScreen />, false),
    ],
  },
];
