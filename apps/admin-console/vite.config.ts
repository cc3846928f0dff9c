import { federation } from "@module-federation/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { hostFederation } from "../../federation.shared.ts";
import { noscriptNotice } from "../../vite.noscript.ts";
import { appBase } from "../../gateway/routes.mjs";

// Base path and asset prefix come from the route table (gateway/routes.mjs): assets under /admin/assets/.
export default defineConfig({
  base: appBase("admin-console"),
  plugins: [react(), federation(hostFederation("admin_console")), noscriptNotice()],
  build: { target: "es2022", outDir: "dist", emptyOutDir: true },
});
