import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RoutedApp } from "shell/portalKit";
import { routes } from "./app/routes.tsx";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <RoutedApp routes={routes} />
  </StrictMode>,
);
