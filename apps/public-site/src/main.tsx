import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RoutedApp } from "shell/RoutedApp";
import { routes } from "./app/routes.tsx";

// A transition render yields to the browser every few milliseconds instead of one long task: the
// prerendered top of `/` stays responsive while the form is built (bench/lighthouse: total blocking time).
startTransition(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <RoutedApp routes={routes} />
    </StrictMode>,
  );
});
