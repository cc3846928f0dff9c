import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { Outlet, type RouteObject } from "react-router-dom";
import { CONSOLE_PAGE_TITLES } from "@repo/contracts/adminConsole";
import { AuthProvider } from "shell/auth";
import { NotFoundScreen } from "shell/NotFoundScreen";
import { CheckingAuthentication, ProtectedRoute } from "shell/ProtectedRoute";
import { RouteErrorScreen } from "shell/RouteErrorScreen";
import { AdminLoginPage } from "../features/admin-login/AdminLoginPage.tsx";
import { AuthPage } from "../features/auth/AuthPage.tsx";
import { ConsoleBar } from "./ConsoleBar.tsx";

// The admin pages load only on their own routes: /admin/login (the console's first page) pays for none
// of them. The dashboard (TanStack Table, the models list) and /register-user start loading when their
// route is entered, while the session check runs; the editor (react-dnd, react-select) and the print view
// when the check has passed.
//
// A page in a chunk of its own may use shell modules nothing before it loaded: federation fills their
// bindings only when the remote module has arrived, and rendering earlier is React's #130 (an undefined
// component). So a page's chunk counts as loaded once the shell modules the lazy pages use, and the main
// chunk does not, are in too (the editor also waits for shell/Checkbox and shell/Select, its own).
const lazyPagesShellModules = () => [import("shell/Dialog"), import("shell/PageLayout"), import("shell/Skeleton"), import("shell/ErrorScreen")];
const withShellModules = <Page,>(page: Promise<Page>): Promise<Page> =>
  Promise.all([page, ...lazyPagesShellModules()]).then(([loaded]) => new Promise<Page>((resolve) => setTimeout(() => resolve(loaded), 0)));
const loadDashboard = () => withShellModules(import("../features/dashboard/DashboardPage.tsx"));
const DashboardPage = lazy(() => loadDashboard().then((module) => ({ default: module.DashboardPage })));
const loadRegisterUser = () => withShellModules(import("../features/register-user/RegisterUserPage.tsx"));
const RegisterUserPage = lazy(() => loadRegisterUser().then((module) => ({ default: module.RegisterUserPage })));
const CallSheetPage = lazy(() => withShellModules(import("../features/call-sheet/CallSheetPage.tsx")).then((module) => ({ default: module.CallSheetPage })));
const CallSheetPrintPage = lazy(() =>
  withShellModules(import("../features/call-sheet-print/CallSheetPrintPage.tsx")).then((module) => ({ default: module.CallSheetPrintPage })),
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
function Page({ title, admin, preload, children }: { title: string; admin: boolean; preload?: () => unknown; children: ReactNode }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  // The page's code comes while the session is checked, not after (import() is fetched once however often called).
  useEffect(() => {
    void preload?.();
  }, [preload]);
  return (
    <>
      {admin ? <ConsoleBar /> : null}
      {children}
    </>
  );
}

const page = (path: string, title: string, element: ReactNode, admin = true, preload?: () => unknown): RouteObject => ({
  path,
  element: (
    <Page title={title} admin={admin} preload={preload}>
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
      page("/admin/dashboard", CONSOLE_PAGE_TITLES.dashboard, lazyAdminOnly(<DashboardPage />), true, loadDashboard),
      page("/dashboard", CONSOLE_PAGE_TITLES.dashboard, lazyAdminOnly(<DashboardPage />), true, loadDashboard),
      page("/auth", CONSOLE_PAGE_TITLES.auth, <AuthPage />, false),
      page("/register-user", CONSOLE_PAGE_TITLES.registerUser, lazyAdminOnly(<RegisterUserPage />), true, loadRegisterUser),
      page("/admin/call-sheet/:id", CONSOLE_PAGE_TITLES.callSheet, lazyAdminOnly(<CallSheetPage />)),
      page("/admin/call-sheet-print/:id", CONSOLE_PAGE_TITLES.callSheetPrint, lazyAdminOnly(<CallSheetPrintPage />)),
      page("*", CONSOLE_PAGE_TITLES.notFound, <NotFoundScreen />, false),
    ],
  },
];
