import http from "node:http";
import type { AddressInfo } from "node:net";
import type Koa from "koa";
import pino from "pino";
import { createApp, type App } from "../app.ts";
import type { AppDeps } from "../deps.ts";
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

/** The session secret of test apps (tests never read it back; it only has to be stable within a run). */
export const TEST_SESSION_SECRET = "test-session-secret-0123456789abcdef";

/** A test app on loopback; `app` is there for the tests that read its routers (test/servedRoutes.ts). */
export async function serveApp(
  db: Database,
  options: Partial<Pick<AppDeps, "clock" | "logger" | "pdf" | "weather" | "mailer">> & { trustProxy?: boolean; publicWritesPerAddress?: number; shareExpiryDays?: number; shareTestAccess?: boolean; adminEmail?: string; mail?: { from: string; companyName: string } } = {},
): Promise<TestServer & { app: App }> {
  // TEST_LOG_LEVEL=error shows what a 500 hid.
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });
  const app = createApp({
    db,
    logger,
    clock: options.clock ?? (() => new Date()),
    pdf: options.pdf,
    weather: options.weather,
    mailer: options.mailer,
    config: { trustProxy: options.trustProxy ?? false, sessionSecret: TEST_SESSION_SECRET, publicWritesPerAddress: options.publicWritesPerAddress, shareExpiryDays: options.shareExpiryDays, shareTestAccess: options.shareTestAccess, adminEmail: options.adminEmail, mail: options.mail },
  });
  return { ...(await serve(app)), app };
}
