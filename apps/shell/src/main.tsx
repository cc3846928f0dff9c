import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { KitPreview } from "./KitPreview.tsx";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <KitPreview />
  </StrictMode>,
);
