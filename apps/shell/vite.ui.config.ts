import { federation } from "@module-federation/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { federationRuntimeOptions, sharedSubset, UI_ONLY_SINGLETONS } from "../../federation.shared.ts";
import { uiExposes } from "./exposes.ts";

// The shell's second remote entry, /shell/uiEntry.js: the UI-only part of the kit (exposes.ts), sharing only
// react, react-dom and styled-components. Built after vite.config.ts into the same folder (see package.json):
// its chunks sit beside the full entry's under /shell/assets/, and one shell release updates both.
export default defineConfig({
  base: "/shell/",
  plugins: [
    react(),
    federation({
      name: "shell",
      filename: "uiEntry.js",
      exposes: uiExposes,
      shared: sharedSubset(UI_ONLY_SINGLETONS),
      dts: false,
      ...federationRuntimeOptions,
      experiments: { externalRuntime: true },
    }),
  ],
  build: { target: "es2022", outDir: process.env.SHELL_OUT_DIR ?? "dist", emptyOutDir: false },
});
