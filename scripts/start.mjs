#!/usr/bin/env node
// `npm start`: from a fresh clone to http://localhost:8080. Installs what is missing, builds what is out of
// date, starts the API (which migrates the database and creates the admin on first run) and the nginx
// gateway, and stops both on Ctrl-C.
// Also the share portal's server (apps/share-portal/server, SHARE_PORTAL_PORT, default 3100): the shared view's
// pages, rendered with the sheet for a session that opens it (docs/on-set.md).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDependencies } from "./lib/deps.mjs";
import { ensurePdfFonts } from "./lib/fonts.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const log = (message) => process.stdout.write(`${message}\n`);

try {
  ensureDependencies(root, log);
  ensurePdfFonts(log);
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

// Imported after the install: these modules need the dependencies.
const { LOCAL_PORTS } = await import("../gateway/routes.mjs");
const { buildStaleApps } = await import("./lib/build.mjs");
const { startStack } = await import("./lib/stack.mjs");

const gatewayPort = Number(process.env.GATEWAY_PORT ?? LOCAL_PORTS.gateway);
const apiPort = Number(process.env.PORT ?? LOCAL_PORTS.api);
const portalPort = Number(process.env.SHARE_PORTAL_PORT ?? LOCAL_PORTS.sharePortal);

try {
  const built = buildStaleApps(log);
  if (built.length === 0) log("Builds are up to date.");

  let adminLine = "";
  log(`Starting the API on 127.0.0.1:${apiPort} (${process.env.DATABASE_URL ? "MySQL from DATABASE_URL" : "embedded SQLite in data/"})...`);
  const stack = await startStack({
    gatewayPort,
    apiPort,
    portalPort,
    runDir: path.join(root, ".run", "nginx"),
    env: { NODE_ENV: process.env.NODE_ENV ?? "development" },
    onApiOutput: (text) => {
      const created = /Admin user created: .*/.exec(text);
      if (created) adminLine = created[0];
      if (process.env.LOG_API === "1" || /error|fatal/i.test(text)) process.stdout.write(text);
    },
  });

  log("");
  log(`  Ready: ${stack.url}`);
  log(`  Admin console: ${stack.url}/admin/login`);
  log(
    adminLine
      ? `  ${adminLine}`
      : "  Admin user: admin (its password was printed when it was created, or is your ADMIN_PASSWORD; delete data/ to start over)",
  );
  log("  API logs: LOG_API=1 npm start. Stop: Ctrl-C.");
  log("");

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    log("Stopping...");
    await stack.stop();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  stack.portal.once("exit", (code) => {
    if (!stopping) {
      log(`The share portal's server stopped unexpectedly (exit ${code}).`);
      void stack.stop().then(() => process.exit(1));
    }
  });
  stack.api.once("exit", (code) => {
    if (!stopping) {
      log(`The API stopped unexpectedly (exit ${code}).`);
      void stack.stop().then(() => process.exit(1));
    }
  });
} catch (error) {
  process.stderr.write(`\nnpm start failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
