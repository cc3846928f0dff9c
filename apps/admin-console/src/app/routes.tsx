import { Outlet, type RouteObject } from "react-router-dom";
import { NotFoundScreen } from "shell/NotFoundScreen";
import { PendingScreen } from "shell/PendingScreen";
import { RouteErrorScreen } from "shell/RouteErrorScreen";
import { ConsoleBar } from "../components/ConsoleBar.tsx";

function ConsoleFrame() {
  return (
    <>
      <ConsoleBar>Admin</ConsoleBar>
      <Outlet />
    </>
  );
}

/** The admin console's pages (gateway/routes.mjs gives it `/admin/*`, `/dashboard`, `/auth`, `/register-user`). */
export const routes: RouteObject[] = [
  {
    element: <ConsoleFrame />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: "/admin/login", element: <PendingScreen title="Admin Login" note="Admin sign-in is built in issue #4." /> },
      { path: "/admin/dashboard", element: <PendingScreen title="Admin Dashboard" note="The dashboard is built in issue #5." /> },
      { path: "/dashboard", element: <PendingScreen title="Admin Dashboard" note="The dashboard is built in issue #5." /> },
      { path: "/auth", element: <PendingScreen title="Sign In / Register" note="Sign-in and registration are built in issue #4." /> },
      { path: "/register-user", element: <PendingScreen title="Register User" note="User registration is built in issue #4." /> },
      { path: "*", element: <NotFoundScreen /> },
    ],
  },
];
