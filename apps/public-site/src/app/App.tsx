import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { AppProviders } from "shell/AppProviders";
import { routes } from "./routes.tsx";

const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
