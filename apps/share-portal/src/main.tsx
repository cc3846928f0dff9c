import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RoutedApp } from "shell/portalKit";
import { readFirstResponse } from "./app/firstResponse.ts";
import { routes } from "./app/routes.tsx";
import { renderBesideServerMarkup } from "./app/takeOver.ts";
import { startOffline } from "./offline/startOffline.ts";

function start(container: HTMLElement) {
  const root = createRoot(container);
  // The first render as a transition: React renders it in slices and yields to the browser between them,
  // instead of one task that also runs after the modules' evaluation (a phone's longest task of the load).
  startTransition(() => {
    root.render(
      <StrictMode>
        <RoutedApp routes={routes} />
      </StrictMode>,
    );
  });
}

const serverRoot = document.getElementById("root")!;
// A shared view the portal server rendered (docs/on-set.md): the sheet is on screen already.
if (readFirstResponse()) renderBesideServerMarkup(serverRoot, start);
else start(serverRoot);
startOffline();
