import shellPackage from "./apps/shell/package.json" with { type: "json" };

/**
 * The ONE map of what the four federated builds share. Each of these must exist once on a page: two
 * Reacts break hooks, two styled-components or react-query copies break their contexts (the theme and the
 * query client set by the shell's providers would not reach a host's components).
 */
const SINGLETONS = ["react", "react-dom", "styled-components", "react-router-dom", "@tanstack/react-query"] as const;

export const sharedSingletons = Object.fromEntries(
  SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: shellPackage.dependencies[name] }]),
);

/** Where the shell's remote entry is served (see gateway/routes.mjs). */
export const SHELL_REMOTE_ENTRY = "/shell/remoteEntry.js";

/** The remote as every host declares it. */
export const shellRemote = {
  shell: { type: "module", name: "shell", entry: SHELL_REMOTE_ENTRY, entryGlobalName: "shell", shareScope: "default" },
} as const;

/** The federation options of a host app: it consumes the shell and shares the singletons. */
export function hostFederation(name: string) {
  return { name, filename: "assets/remoteEntry-[hash].js", remotes: shellRemote, shared: sharedSingletons, dts: false } as const;
}
