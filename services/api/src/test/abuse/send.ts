import http from "node:http";
import { ANONYMOUS_CALLS, type ProbeCase } from "./cases.ts";

export type ProbeResult = { probe: ProbeCase; status: number; ms: number; body: string };

/** Sends one case on its own connection with exactly its headers and bytes; a hang past 5 s is status 0. */
export function sendCase(baseUrl: string, probe: ProbeCase, cookie: string): Promise<ProbeResult> {
  const started = performance.now();
  const body = probe.body === undefined ? undefined : Buffer.isBuffer(probe.body) ? probe.body : Buffer.from(probe.body);
  const anonymous = ANONYMOUS_CALLS.has(probe.path.split("?")[0]!);
  const headers = { ...probe.headers, ...(anonymous ? {} : { cookie }), ...(body ? { "content-length": String(body.length) } : {}) };
  return new Promise((resolve) => {
    const done = (status: number, text: string) => resolve({ probe, status, ms: performance.now() - started, body: text });
    const request = http.request(`${baseUrl}${probe.path}`, { method: probe.method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => done(response.statusCode ?? 0, Buffer.concat(chunks).toString()));
      response.on("error", () => done(0, ""));
    });
    request.setTimeout(5_000, () => request.destroy(new Error("timeout")));
    request.on("error", () => done(0, ""));
    request.end(body);
  });
}

/** Runs `cases` with a few in flight at once, in order of the list. */
export async function sendAll(baseUrl: string, cases: ProbeCase[], cookie: string, concurrency = 4): Promise<ProbeResult[]> {
  const results: ProbeResult[] = new Array(cases.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < cases.length) {
        const index = next++;
        results[index] = await sendCase(baseUrl, cases[index]!, cookie);
      }
    }),
  );
  return results;
}

// Driver and runtime text that must never reach a client: stack frames, source paths, SQL engine errors.
export const LEAK = /\bat [\w.<>]+ \(|\.(ts|js|mjs):\d+|node_modules|SQLITE_|\bER_[A-Z_]{3,}|sqlMessage|sqlState|SQL syntax|syntax error|knex|objection|TypeError|RangeError|ReferenceError/;
