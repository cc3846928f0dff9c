import { createServer, type IncomingMessage } from "node:http";
import { type AddressInfo } from "node:net";
import { vi } from "vitest";

export type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown };
/** What the fake API answers: a status and a JSON body, or "drop" to close the connection without an answer. */
export type ApiAnswer = { status?: number; body?: unknown } | "drop";
/** An answer may wait (a promise): to hold one call back until another has been answered. */
export type ApiHandler = (call: ApiCall) => ApiAnswer | undefined | Promise<ApiAnswer | undefined>;

async function readBody(request: IncomingMessage): Promise<unknown> {
  let text = "";
  for await (const chunk of request) text += String(chunk);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * For the apps' and the kit's tests: a real HTTP server on loopback playing the API, so the pages' calls go
 * through the real apiClient, fetch and HTTP (status, headers, JSON bodies). No answer (undefined) is a 404
 * with a message, as the API gives. The one seam: the apps call relative URLs ("/api/..."), which a browser
 * resolves against the page and Node's fetch cannot, so fetch is wrapped to resolve them against this
 * server. The wrapper also drops the abort signal: react-query's comes from jsdom's AbortController, which
 * Node's fetch refuses. `stats.inFlight` / `maxInFlight` show whether calls overlapped.
 */
export async function startLoopbackApi(handler: ApiHandler) {
  const calls: ApiCall[] = [];
  const stats = { inFlight: 0, maxInFlight: 0 };
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      const call: ApiCall = { method: request.method ?? "GET", path: url.pathname, query: url.searchParams, body: await readBody(request) };
      calls.push(call);
      stats.inFlight += 1;
      stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
      const answer = (await handler(call)) ?? { status: 404, body: { message: "Not found" } };
      stats.inFlight -= 1;
      if (answer === "drop") {
        request.socket.destroy();
        return;
      }
      response.writeHead(answer.status ?? 200, { "Content-Type": "application/json" });
      response.end(answer.body === undefined ? "" : JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", (input: string | URL | Request, init?: RequestInit) =>
    realFetch(typeof input === "string" && input.startsWith("/") ? `${base}${input}` : input, { ...init, signal: undefined }),
  );
  return {
    calls,
    stats,
    async close() {
      vi.unstubAllGlobals();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
