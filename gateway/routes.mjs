/**
 * THE route table: which deployable answers which URL. The nginx config (local, gateway and per-app
 * containers alike) is rendered from it by render-nginx.mjs; nothing else lists these paths.
 * Keep in step with each app's router; each app's vite `base` comes from here (appBase).
 */

/**
 * @typedef {{ name: string, dist: string, assets: string, exact: string[], prefixes: string[], catchAll?: boolean,
 *   pages?: Record<string, string>, server?: boolean, rootFiles?: { exact: string[], prefixes: string[], headers?: Record<string, Record<string, string>> } }} AppRoute
 * `pages`: an exact path answered by its own prerendered file instead of index.html (when that file exists).
 * `server`: the app's pages are answered by its own server (a Node process), not from disk; its assets still are.
 * `rootFiles`: files of the build's root served as they are, under the app's base (no-cache), with extra headers.
 */

/** @type {AppRoute[]} */
export const APPS = [
  {
    name: "public-site",
    dist: "apps/public-site/dist",
    assets: "/assets/",
    exact: ["/", "/terms", "/success"],
    prefixes: [],
    // `/` comes prerendered (apps/public-site/prerender.plugin.ts): its heading shows before any script runs.
    pages: { "/": "landing.html" },
    // Every path nobody else owns: the public site answers it with its 404 screen (and a 404 status).
    catchAll: true,
  },
  {
    name: "admin-console",
    dist: "apps/admin-console/dist",
    assets: "/admin/assets/",
    exact: ["/dashboard", "/auth", "/register-user"],
    prefixes: ["/admin/"],
  },
  {
    name: "share-portal",
    dist: "apps/share-portal/dist",
    assets: "/portal/assets/",
    exact: ["/email-preview", "/email-preview2"],
    prefixes: [
      "/shared-call-sheet/",
      "/call-sheet/",
      "/r/",
      "/easy-access/",
      "/test-commenter/",
      "/call-sheet-access/",
      "/direct-access/",
    ],
    // Its pages come from its server (apps/share-portal/server): a shared view with a grant arrives rendered
    // (issue 26, docs/on-set.md). The service worker and the web app manifest sit at the build's root.
    server: true,
    rootFiles: {
      exact: ["/portal/sw.js", "/portal/manifest.webmanifest", "/portal/early-taps.js"],
      prefixes: ["/portal/icons/"],
      // The worker's file is under /portal/; it controls the shared views only.
      headers: { "/portal/sw.js": { "Service-Worker-Allowed": "/shared-call-sheet/" } },
    },
  },
];

/**
 * The vite `base` of an app: the folder its `assets` sit under (`/admin/assets/` -> `/admin/`), so a
 * build's URLs and the gateway's locations cannot drift apart.
 * @param {string} name
 * @returns {string}
 */
export function appBase(name) {
  const app = APPS.find((candidate) => candidate.name === name);
  if (!app || !app.assets.endsWith("/assets/")) throw new Error(`No assets folder for app ${name} in the route table`);
  return app.assets.slice(0, -"assets/".length);
}

/** The federation remote: remoteEntry.js, uiEntry.js and portalEntry.js (never cached) and hashed chunks under /shell/assets/. */
export const SHELL = { name: "shell", dist: "apps/shell/dist", prefix: "/shell/", assets: "/shell/assets/" };

export const API_PREFIX = "/api/";

/** Ports of the local stack (`npm start`). */
export const LOCAL_PORTS = { gateway: 8080, api: 3000, sharePortal: 3100 };
