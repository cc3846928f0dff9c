import shellPackage from "./apps/shell/package.json" with { type: "json" };

/**
 * The ONE map of what the four federated builds share. Each of these must exist once on a page: two
 * Reacts break hooks, two styled-components or react-query copies break their contexts (the theme and the
 * query client set by the shell's providers would not reach a host's components).
 */
const SINGLETONS = ["react", "react-dom", "styled-components", "react-router-dom", "@tanstack/react-query"] as const;
type Singleton = (typeof SINGLETONS)[number];

/** What the kit-only remote (`/shell/uiEntry.js`) and a host using only it share. */
export const UI_ONLY_SINGLETONS = ["react", "react-dom", "styled-components"] as const satisfies readonly Singleton[];

/**
 * The exports of the larger shared libraries that any of the four builds uses. Each build provides these
 * libraries tree-shaken to exactly this list (router 64 -> 29 KB gzip, react-query 14 -> 10 KB), so all
 * builds must agree on it: a consumer needing an export missing here would download the full library as
 * well. federation.shared.test.ts checks every import in apps/ and packages/ui against it.
 */
export const TREE_SHAKEN_EXPORTS: Partial<Record<Singleton, readonly string[]>> = {
  "react-router-dom": ["createBrowserRouter", "RouterProvider", "Link", "Outlet", "isRouteErrorResponse", "useRouteError", "useNavigate", "Navigate", "useParams", "useLocation", "useSearchParams", "useBlocker"],
  "@tanstack/react-query": ["QueryClient", "QueryClientProvider", "useQuery", "useMutation", "useQueryClient", "keepPreviousData", "useInfiniteQuery", "onlineManager", "focusManager"],
};

type SharedConfig = {
  singleton: true;
  requiredVersion: string;
  treeShaking?: { mode: "runtime-infer"; usedExports: string[] };
};

export const sharedSingletons: Record<Singleton, SharedConfig> = Object.fromEntries(
  SINGLETONS.map((name) => [
    name,
    {
      singleton: true,
      requiredVersion: shellPackage.dependencies[name],
      ...(TREE_SHAKEN_EXPORTS[name] ? { treeShaking: { mode: "runtime-infer" as const, usedExports: [...TREE_SHAKEN_EXPORTS[name]] } } : {}),
    },
  ]),
) as Record<Singleton, SharedConfig>;

/** A subset of the one map (for the kit-only remote and the host that uses it). */
export const sharedSubset = (names: readonly Singleton[]) => Object.fromEntries(names.map((name) => [name, sharedSingletons[name]]));

/** Runtime features every build here leaves out or tunes (both sides must agree). */
export const federationRuntimeOptions = { disableSnapshot: true, shareStrategy: "loaded-first" } as const;

/** Where the shell's remote entries are served (see gateway/routes.mjs): the whole kit, its UI-only part, the portal's. */
export const SHELL_ENTRIES = { full: "/shell/remoteEntry.js", ui: "/shell/uiEntry.js", portal: "/shell/portalEntry.js" } as const;

/** The remote as a host declares it: `shell/<name>` from whichever entry the host uses. */
const shellRemote = (entry: string) =>
  ({ shell: { type: "module", name: "shell", entry, entryGlobalName: "shell", shareScope: "default" } }) as const;

/**
 * The federation options of a host app: it consumes the shell and shares the singletons. The runtime
 * is provided once by the host to the shell (the experiments flag here and externalRuntime in the shell's
 * config) instead of each bundling and downloading a copy: ~16 KB gzip less per first load.
 *
 * `shell: "ui"`: the host imports only the UI-only part of the kit (apps/shell/exposes.ts UI_ONLY_EXPOSES)
 * and shares only react, react-dom and styled-components, so no router or query client is ever downloaded.
 * The full entry would not do: a remote's init loads every tree-shaken share it declares, used or not.
 * `shell: "portal"`: the share portal's entry (exposes.ts portalExposes), its kit in one module.
 */
export function hostFederation(name: string, { shell = "full" }: { shell?: keyof typeof SHELL_ENTRIES } = {}) {
  return {
    name,
    filename: "assets/remoteEntry-[hash].js",
    remotes: shellRemote(SHELL_ENTRIES[shell]),
    shared: shell === "ui" ? sharedSubset(UI_ONLY_SINGLETONS) : sharedSingletons,
    dts: false,
    ...federationRuntimeOptions,
    experiments: { provideExternalRuntime: true },
  } as const;
}
