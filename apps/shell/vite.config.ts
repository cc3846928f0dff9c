import { federation } from "@module-federation/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { federationRuntimeOptions, sharedSingletons } from "../../federation.shared.ts";
import { exposes } from "./exposes.ts";

// The shell is the federation remote: the UI kit and app-frame pieces, served at /shell/.
export default defineConfig({
  base: "/shell/",
  plugins: [
    react(),
    federation({
      name: "shell",
      filename: "remoteEntry.js",
      exposes,
      shared: sharedSingletons,
      dts: false,
      ...federationRuntimeOptions,
      // Uses the runtime its host provides (federation.shared.ts) instead of downloading a second copy.
      experiments: { externalRuntime: true },
    }),
  ],
  build: { target: "es2022", outDir: process.env.SHELL_OUT_DIR ?? "dist", emptyOutDir: true },
});
