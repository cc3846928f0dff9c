import { Suspense, useEffect, type ReactNode } from "react";
import { Outlet, type RouteObject } from "react-router-dom";
import { CONSOLE_PAGE_TITLES } from "@repo/contracts/adminConsole/texts";
import { lazyPage } from "@repo/ui/lazyPage";
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
// when the check has passed. Each waits for the shell modules its code imports and the entry's does not
// (lazyPage; lazyPageShellModules.test.ts keeps each list exact).
const DashboardPage = lazyPage(() => import("../features/dashboard/DashboardPage.tsx").then((module) => module.DashboardPage), {
  shell: () => [import("shell/Dialog"), import("shell/Skeleton")],
});
const RegisterUserPage = lazyPage(() => import("../features/register-user/RegisterUserPage.tsx").then((module) => module.RegisterUserPage));
const CallSheetPage = lazyPage(() => import("../features/call-sheet/CallSheetPage.tsx").then((module) => module.CallSheetPage), {
  shell: () => [import("shell/Checkbox"), import("shell/Select"), import("shell/Skeleton"), import("shell/VisuallyHidden")],
});
const CallSheetPrintPage = lazyPage(() => import("../features/call-sheet-print/CallSheetPrintPage.tsx").then((module) => module.CallSheetPrintPage), {
  shell: () => [import("shell/ErrorScreen"), import("shell/Skeleton")],
});

// Share, Collaborators and Comments in the editor's bar and the print view's controls: another feature,
// composed here (features never import each other), in its own chunk fetched beside the page's.
const SharingEntries = lazyPage(() => import("../features/call-sheet-collaborators/SharingEntries.tsx").then((module) => module.SharingEntries), {
  shell: () => [import("shell/Dialog"), import("shell/VisuallyHidden")],
});
const editorSharing = (callSheetId: number, beforeShare?: () => boolean | Promise<boolean>) => (
  <Suspense fallback={null}>
    <SharingEntries callSheetId={callSheetId} beforeShare={beforeShare} />
  </Suspense>
);
const printSharing = (callSheetId: number) => (
  <Suspense fallback={null}>
    <SharingEntries callSheetId={callSheetId} share={false} />
  </Suspense>
);

// Publish revision, the latest revision and the history (the 'More' menu's) in the editor's bar: the revisions feature,
// composed here like sharing, in its own chunk.
const RevisionStatus = lazyPage(() => import("../features/call-sheet-revisions/RevisionEntries.tsx").then((module) => module.RevisionStatus), {
  shell: () => [import("shell/Dialog")],
});
const RevisionActions = lazyPage(() => import("../features/call-sheet-revisions/RevisionEntries.tsx").then((module) => module.RevisionActions), {
  shell: () => [import("shell/Dialog")],
});
const RevisionHistoryLink = lazyPage(
  () => import("../features/call-sheet-revisions/RevisionEntries.tsx").then((module) => module.RevisionHistoryLink),
  { shell: () => [import("shell/Dialog")] },
);
const editorRevisions = (callSheetId: number) => ({
  status: (version: number) => (
    <Suspense fallback={null}>
      <RevisionStatus callSheetId={callSheetId} version={version} />
    </Suspense>
  ),
  actions: (beforePublish: () => boolean | Promise<boolean>, version: number, unsavedOnScreen: () => boolean) => (
    <Suspense fallback={null}>
      <RevisionActions callSheetId={callSheetId} beforePublish={beforePublish} version={version} unsavedOnScreen={unsavedOnScreen} />
    </Suspense>
  ),
  history: (
    <Suspense fallback={null}>
      <RevisionHistoryLink callSheetId={callSheetId} />
    </Suspense>
  ),
});

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
      page("/admin/dashboard", CONSOLE_PAGE_TITLES.dashboard, lazyAdminOnly(<DashboardPage />), true, DashboardPage.preload),
      page("/dashboard", CONSOLE_PAGE_TITLES.dashboard, lazyAdminOnly(<DashboardPage />), true, DashboardPage.preload),
      page("/auth", CONSOLE_PAGE_TITLES.auth, <AuthPage />, false),
      page("/register-user", CONSOLE_PAGE_TITLES.registerUser, lazyAdminOnly(<RegisterUserPage />), true, RegisterUserPage.preload),
      page("/admin/call-sheet/:id", CONSOLE_PAGE_TITLES.callSheet, lazyAdminOnly(<CallSheetPage sharing={editorSharing} revisions={editorRevisions} />)),
      page("/admin/call-sheet-print/:id", CONSOLE_PAGE_TITLES.callSheetPrint, lazyAdminOnly(<CallSheetPrintPage sharing={printSharing} />)),
      page("*", CONSOLE_PAGE_TITLES.notFound, <NotFoundScreen />, false),
    ],
  },
];
