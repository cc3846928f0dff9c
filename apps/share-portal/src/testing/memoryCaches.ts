import { vi } from "vitest";

/**
 * jsdom has no Cache Storage: the origin's caches as the page and its worker share them, in memory (URL ->
 * response), for the page's side of the offline copy (src/offline/forgetSheet.ts). The worker's side runs
 * in a real browser (e2e/on-set.spec.ts). Installed as the global `caches` until vi.unstubAllGlobals().
 */
export function stubCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const urlOf = (request: RequestInfo | URL) => (typeof request === "string" ? request : request instanceof URL ? request.href : request.url);
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (request: RequestInfo | URL) => store.get(urlOf(request))?.clone(),
      put: async (request: RequestInfo | URL, response: Response) => void store.set(urlOf(request), response),
      delete: async (request: RequestInfo | URL) => store.delete(urlOf(request)),
    } as unknown as Cache;
  };
  vi.stubGlobal("caches", { open } as unknown as CacheStorage);
  /** The URLs a cache holds. */
  return { urls: (name: string) => [...(stores.get(name)?.keys() ?? [])].sort() };
}
