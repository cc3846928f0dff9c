import { useState } from "react";
import { createBrowserRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { AppProviders } from "./AppProviders.tsx";

/** A host app's whole tree: the shared providers around a browser router over the host's own routes. */
export function RoutedApp({ routes }: { routes: RouteObject[] }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
