import { Outlet, type RouteObject } from "react-router-dom";
import { NotFoundScreen } from "shell/NotFoundScreen";
import { PendingScreen } from "shell/PendingScreen";
import { RouteErrorScreen } from "shell/RouteErrorScreen";
import { PortalBar } from "../components/PortalBar.tsx";

function PortalFrame() {
  return (
    <>
      <PortalBar />
      <Outlet />
    </>
  );
}

const shared = <PendingScreen title="Access Call Sheet" note="Shared call sheets are built with the call sheet issues." />;

/** The share portal's pages (gateway/routes.mjs gives it the shared call sheet paths and the e-mail previews). */
export const routes: RouteObject[] = [
  {
    element: <PortalFrame />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: "/shared-call-sheet/:id", element: shared },
      { path: "/call-sheet/:id", element: shared },
      { path: "/r/:token", element: shared },
      { path: "/easy-access/:id", element: shared },
      { path: "/test-commenter/:id", element: shared },
      { path: "/call-sheet-access/:token", element: shared },
      { path: "/direct-access/*", element: shared },
      { path: "/email-preview", element: <PendingScreen title="Invitation e-mail preview" note="Built with call sheet sharing." /> },
      { path: "/email-preview2", element: <PendingScreen title="Invitation e-mail preview" note="Built with call sheet sharing." /> },
      { path: "*", element: <NotFoundScreen /> },
    ],
  },
];
