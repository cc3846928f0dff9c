import { federation } from "@module-federation/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { build, defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { hostFederation } from "../../federation.shared.ts";
import { noscriptNotice } from "../../vite.noscript.ts";
import { shellSourceAlias } from "../../vitest.shell-alias.ts";
import { appBase } from "../../gateway/routes.mjs";

const here = fileURLToPath(new URL(".", import.meta.url));

/**
 * The portal server's render bundle (docs/on-set.md), built after the browser's: src/app/serverRender.tsx and
 * everything it imports in one file, dist/server/render.js, that plain Node runs (server/main.mjs) with no
 * node_modules beside it. There is no federation on the server: `shell/*` is the kit's source, as under vitest.
 */
function serverRenderBundle(): Plugin {
  let ssr = false;
  return {
    name: "portal-server-render",
    apply: "build",
    configResolved: (config) => {
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr || process.env.VITEST) return;
      await build({
        configFile: false,
        root: here,
        logLevel: "warn",
        mode: "production",
        plugins: [react()],
        resolve: { alias: [shellSourceAlias] },
        define: { "process.env.NODE_ENV": JSON.stringify("production") },
        ssr: { noExternal: true, target: "node" },
        build: {
          ssr: "src/app/serverRender.tsx",
          outDir: "dist/server",
          emptyOutDir: true,
          target: "node20",
          rollupOptions: { output: { entryFileNames: "render.js", format: "es" } },
        },
      });
    },
  };
}

// Base path and asset prefix come from the route table (gateway/routes.mjs): assets under /portal/assets/.
export default defineConfig({
  base: appBase("share-portal"),
  plugins: [
    react(),
    federation(hostFederation("share_portal", { shell: "portal" })),
    noscriptNotice(),
    serverRenderBundle(),
    // The offline copy's worker (src/offline/sw.ts, docs/on-set.md): dist/sw.js with the portal's own files
    // to precache. Registered by the page on shared views only; the manifest is public/manifest.webmanifest.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src/offline",
      filename: "sw.ts",
      injectRegister: false,
      manifest: false,
      injectManifest: { globPatterns: ["assets/**/*.{js,css}", "early-taps.js"], globIgnores: ["server/**"], rollupFormat: "iife", maximumFileSizeToCacheInBytes: 3 * 1024 * 1024 },
    }),
  ],
  build: { target: "es2022", outDir: "dist", emptyOutDir: true },
});
