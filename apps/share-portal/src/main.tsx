import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RoutedApp } from "shell/portalKit";
import { routes } from "./app/routes.tsx";

const root = createRoot(document.getElementById("root")!);
// The first render as a transition: React renders it in slices and yields to the browser between them,
// instead of one task that also runs after the modules' evaluation (a phone's longest task of the load).
startTransition(() => {
  root.render(
    <StrictMode>
      <RoutedApp routes={routes} />
    </StrictMode>,
  );
});
