import { federation } from "@module-federation/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";
import { federationRuntimeOptions } from "../../federation.shared.ts";

type RemoteEntry = {
  /** The entry's file name under /shell/. */
  filename: string;
  exposes: Record<string, string>;
  shared: Record<string, object>;
  /** Only the first of the shell's builds empties the folder; the next writes beside it. */
  emptyOutDir: boolean;
};

/** One of the shell's remote entries (vite.config.ts: the whole kit; vite.ui.config.ts: its UI-only part). */
export function shellBuild({ filename, exposes, shared, emptyOutDir }: RemoteEntry): UserConfig {
  return defineConfig({
    base: "/shell/",
    plugins: [
      react(),
      federation({
        name: "shell",
        filename,
        exposes,
        shared,
        dts: false,
        ...federationRuntimeOptions,
        // Uses the runtime its host provides (federation.shared.ts) instead of downloading a second copy.
        experiments: { externalRuntime: true },
      }),
    ],
    build: { target: "es2022", outDir: process.env.SHELL_OUT_DIR ?? "dist", emptyOutDir },
  });
}
