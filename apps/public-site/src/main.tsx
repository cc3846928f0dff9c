import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { UiProviders } from "shell/UiProviders";
import { PublicSite } from "./app/routes.tsx";

// A transition render yields to the browser every few milliseconds instead of one long task: the
// prerendered top of `/` stays responsive while the form is built (bench/lighthouse: total blocking time).
// UiProviders, not the shell's RoutedApp: the public site shares only react and styled-components, so its
// first load fetches no router and no query client (see lib/navigation.tsx).
startTransition(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <UiProviders>
        <PublicSite />
      </UiProviders>
    </StrictMode>,
  );
});
