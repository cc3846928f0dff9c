import { federation } from "@module-federation/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { countryListPlugin } from "./countryList.plugin.ts";
import { prerenderLandingPlugin } from "./prerender.plugin.ts";
import { hostFederation } from "../../federation.shared.ts";
import { noscriptNotice } from "../../vite.noscript.ts";
import { appBase } from "../../gateway/routes.mjs";

// Base path and asset prefix come from the route table (gateway/routes.mjs): assets under /assets/.
export default defineConfig({
  base: appBase("public-site"),
  plugins: [react(), countryListPlugin(), federation(hostFederation("public_site", { shell: "ui" })), prerenderLandingPlugin(), noscriptNotice()],
  build: { target: "es2022", outDir: "dist", emptyOutDir: true },
});
