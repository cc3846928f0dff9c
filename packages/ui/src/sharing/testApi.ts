import http from "node:http";
import type { AddressInfo } from "node:net";
import { vi } from "vitest";

/** One request the fake API received, its JSON body parsed. */
export type Received = { method: string; url: URL; body: unknown };
export type Reply = { status: number; body: unknown };
type Handler = (request: Received) => Reply | Promise<Reply>;

/**
 * A real HTTP server on loopback standing in for the API: the kit's apiClient, fetch, headers and JSON
 * bodies run for real. `handle` answers; `received` lists what came; `inFlight`/`maxInFlight` show whether
 * calls overlapped (the dialog must post in parallel).
 */
export async function startTestApi(handle: Handler) {
  const received: Received[] = [];
  const stats = { inFlight: 0, maxInFlight: 0 };
  const server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    req.on("end", async () => {
      stats.inFlight += 1;
      stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
      const request = { method: req.method ?? "GET", url: new URL(req.url ?? "/", "http://api.test"), body: text ? (JSON.parse(text) as unknown) : undefined };
      received.push(request);
      const reply = await handle(request);
      stats.inFlight -= 1;
      res.writeHead(reply.status, { "content-type": "application/json" }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // The one seam: jsdom has no fetch, and Node's rejects the relative URLs ("/api/...") the apps use,
  // which a browser resolves against the page. This resolves them against the server; nothing else changes.
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", (input: string | URL, init?: RequestInit) => realFetch(new URL(String(input), base), init));

  return {
    received,
    stats,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `count` requests are in flight at once, or `ms` has passed (then the test's assertion fails, not a hang). */
export async function untilInFlight(stats: { inFlight: number }, count: number, ms = 1_000) {
  const end = Date.now() + ms;
  while (stats.inFlight < count && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
}

/**
 * jsdom has <dialog> but not its methods: opening sets `open`, closing clears it and fires `close`, which
 * is what the kit's Dialog relies on. (The focus trap and top layer are the browser's; e2e covers those.)
 */
export function polyfillDialog() {
  const proto = HTMLDialogElement.prototype;
  proto.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  proto.close ??= function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}
