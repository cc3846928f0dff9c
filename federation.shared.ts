import shellPackage from "./apps/shell/package.json" with { type: "json" };

/**
 * The ONE map of what the four federated builds share. Each of these must exist once on a page: two
 * Reacts break hooks, two styled-components or react-query copies break their contexts (the theme and the
 * query client set by the shell's providers would not reach a host's components).
 */
const SINGLETONS = ["react", "react-dom", "styled-components", "react-router-dom", "@tanstack/react-query"] as const;

/**
 * The exports of the larger shared libraries that any of the four builds uses. Each build provides these
 * libraries tree-shaken to exactly this list (router 64 -> 29 KB gzip, react-query 14 -> 10 KB), so all
 * builds must agree on it: a consumer needing an export missing here would download the full library as
 * well. federation.shared.test.ts checks every import in apps/ and packages/ui against it.
 */
export const TREE_SHAKEN_EXPORTS: Partial<Record<(typeof SINGLETONS)[number], readonly string[]>> = {
  "react-router-dom": ["createBrowserRouter", "RouterProvider", "Link", "Outlet", "isRouteErrorResponse", "useRouteError", "useNavigate", "Navigate", "useParams"],
  "@tanstack/react-query": ["QueryClient", "QueryClientProvider", "useQuery", "useMutation", "useQueryClient", "keepPreviousData"],
};

export const sharedSingletons = Object.fromEntries(
  SINGLETONS.map((name) => [
    name,
    {
      singleton: true,
      requiredVersion: shellPackage.dependencies[name],
      ...(TREE_SHAKEN_EXPORTS[name] ? { treeShaking: { mode: "runtime-infer" as const, usedExports: [...TREE_SHAKEN_EXPORTS[name]] } } : {}),
    },
  ]),
);

/** Runtime features every build here leaves out or tunes (both sides must agree). */
export const federationRuntimeOptions = { disableSnapshot: true, shareStrategy: "loaded-first" } as const;

/** Where the shell's remote entry is served (see gateway/routes.mjs). */
export const SHELL_REMOTE_ENTRY = "/shell/remoteEntry.js";

/** The remote as every host declares it. */
export const shellRemote = {
  shell: { type: "module", name: "shell", entry: SHELL_REMOTE_ENTRY, entryGlobalName: "shell", shareScope: "default" },
} as const;

/**
 * The federation options of a host app: it consumes the shell and shares all the singletons. The runtime
 * is provided once by the host to the shell (the experiments flag here and externalRuntime in the shell's
 * config) instead of each bundling and downloading a copy: ~16 KB gzip less per first load.
 *
 * Measured and left alone: a host sharing fewer singletons gains nothing, because the shell's
 * initialisation preloads every shared dependency that any exposed module imports statically (its
 * router and react-query fallbacks came down anyway). Trimming a host's share list needs those exposes
 * split into a second remote, or their imports made dynamic.
 */
export function hostFederation(name: string) {
  return {
    name,
    filename: "assets/remoteEntry-[hash].js",
    remotes: shellRemote,
    shared: sharedSingletons,
    dts: false,
    ...federationRuntimeOptions,
    experiments: { provideExternalRuntime: true },
  } as const;
}
