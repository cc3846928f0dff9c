import type { App } from "../app.ts";

/** One route the app serves: its method, its path pattern as the router holds it, and whether a concrete path is it. */
export type ServedRoute = { method: string; pattern: string; matches(path: string): boolean };

/**
 * Every (method, path) the app's routers serve, read from the routers themselves (so a route added
 * tomorrow is listed without anyone updating a hand list). HEAD, which the router adds to every GET,
 * is left out; middleware layers (router.use) have no method and are not routes.
 */
export function servedRoutes(app: App): ServedRoute[] {
  return app.routers.flatMap((router) =>
    router.stack.flatMap((layer) =>
      layer.methods.filter((method) => method !== "HEAD").map((method) => ({ method, pattern: String(layer.path), matches: (path: string) => layer.match(path) })),
    ),
  );
}

/** A concrete path of `pattern`: every parameter (`:id`, `:hash`) given the value 1. */
export const samplePath = (pattern: string): string => pattern.replace(/:[A-Za-z_]\w*/g, "1");
