import { startLoopbackApi } from "../loopbackApi.ts";

export { polyfillDialog } from "../testing.tsx";

/** One request the fake API received, its JSON body parsed. */
export type Received = { method: string; url: URL; body: unknown };
export type Reply = { status: number; body: unknown };
type Handler = (request: Received) => Reply | Promise<Reply>;

/**
 * The kit's loopback API (loopbackApi.ts) in the shape these tests read: each request with its whole URL,
 * and a reply for every request. `received` lists what came; `stats.inFlight` / `maxInFlight` show whether
 * calls overlapped (the dialog must post in parallel).
 */
export async function startTestApi(handle: Handler) {
  const received: Received[] = [];
  const api = await startLoopbackApi(async ({ method, path, query, body }) => {
    const search = query.toString();
    const request = { method, url: new URL(`${path}${search ? `?${search}` : ""}`, "http://api.test"), body };
    received.push(request);
    return handle(request);
  });
  return { received, stats: api.stats, close: api.close };
}

/** Waits until `count` requests are in flight at once, or `ms` has passed (then the test's assertion fails, not a hang). */
export async function untilInFlight(stats: { inFlight: number }, count: number, ms = 1_000) {
  const end = Date.now() + ms;
  while (stats.inFlight < count && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
}
