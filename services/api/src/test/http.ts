import http from "node:http";
import type { AddressInfo } from "node:net";
import type Koa from "koa";
import pino from "pino";
import { createApp } from "../app.ts";
import type { Database } from "../db/connect.ts";

export type TestServer = { url: string; close(): Promise<void> };

/** Serves a real app on an ephemeral loopback port; tests talk to it with fetch, as a client would. */
export async function serve(app: Koa): Promise<TestServer> {
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export function serveApp(db: Database): Promise<TestServer> {
  // TEST_LOG_LEVEL=error shows what a 500 hid.
  return serve(createApp({ db, logger: pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" }), config: { trustProxy: false } }));
}
