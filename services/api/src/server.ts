import http from "node:http";
import { createApp } from "./app.ts";
import { ensureAdminUser } from "./commands/ensureAdminUser.ts";
import { cityIndex } from "./conditions/cityIndex.ts";
import { weatherFromConfig } from "./conditions/weather/weatherFromConfig.ts";
import { ConfigError, readConfig, type Config } from "./config.ts";
import { connectDatabase, migrateToLatest } from "./db/connect.ts";
import { resolveSessionSecret } from "./lib/sessionSecret.ts";
import { createLogger } from "./logger.ts";
import { createMailer } from "./mail/createMailer.ts";
import { JobRunner } from "./jobs/JobRunner.ts";
import { productionJobHandlers } from "./jobs/productionJobs.ts";
import { startLimitSweeper } from "./limits/sweepExpiredLimits.ts";
import { PdfRenderer } from "./pdf/PdfRenderer.ts";

export type RunningServer = { url: string; close(): Promise<void> };

/** What a test changes in the start-up beside the configuration. */
export type StartOptions = {
  /** The print thread's entry (default: beside the renderer); a test names a missing one. */
  printWorkerEntry?: URL;
};

/**
 * Reads nothing from the environment: everything comes in through `config`. What needs no database is
 * built first: a process that cannot run (no print thread entry, no SESSION_SECRET where one is required)
 * stops before it connects, migrates or creates the admin user, not after it changed the database.
 */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const logger = createLogger(config.logLevel);
  // Chromium starts with the first PDF, not here (most API processes never print one); the print thread's
  // entry is checked here and a missing one stops the start (docs/pdf.md).
  const pdf = new PdfRenderer({ ...config.pdf, printWorkerEntry: options.printWorkerEntry });
  const sessionSecret = resolveSessionSecret(config);
  // The description names the host or the outbox folder, never SMTP_URL's credentials.
  const mailer = createMailer(config.mail);
  const weather = weatherFromConfig(config.weather);

  const db = connectDatabase(config.database, logger);
  await migrateToLatest(db);
  const admin = await ensureAdminUser(db, config.adminPassword);
  if (admin.created) {
    // Printed once, on the console and not through the logger, so it never lands in shipped logs. A
    // password the operator chose is theirs already: it is not echoed into a terminal's or CI's log.
    const password = admin.generated ? `generated (shown only this once): ${admin.password}` : "from ADMIN_PASSWORD";
    process.stdout.write(`\nAdmin user created: username "${admin.username}", password ${password}\n\n`);
  }

  logger.info({ mail: mailer.description, from: config.mail.from }, "invitations are sent by mail");
  // Deferred work (docs/jobs.md): every API process claims and runs due jobs from the jobs table.
  const jobs = new JobRunner({ db, logger, handlers: productionJobHandlers({ db, mailer, config, logger }) });
  const app = createApp({ db, logger, clock: () => new Date(), pdf, mailer, weather, config: { trustProxy: config.trustProxy, sessionSecret, publicOrigins: config.publicOrigins, publicWritesPerAddress: config.publicWritesPerAddress, shareExpiryDays: config.sharing.expiryDays, shareTestAccess: config.sharing.testAccess, callSheetGroupCommit: config.callSheetGroupCommit, commentNotifyDelaySeconds: config.sharing.commentNotifyDelaySeconds, adminEmail: config.adminEmail, mail: { from: config.mail.from, companyName: config.mail.companyName } } });
  // Expired limit counters and sign-in marks are deleted here, in every process (docs/rate-limits.md).
  const limitSweeper = startLimitSweeper({ db, clock: () => new Date(), logger });
  const server = http.createServer(app.callback());
  server.keepAliveTimeout = 65_000; // longer than nginx's upstream keepalive_timeout
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  logger.info({ url, database: config.database.client }, "api listening");
  jobs.start();
  // In production the offline city index (sun times; ~0.6 s of CPU, ~14 MB) is built a moment after start,
  // so the first person to open a sheet after a restart does not wait for it. Elsewhere it stays lazy:
  // development and test processes come and go, most never asked for light.
  if (config.env === "production") {
    setTimeout(() => {
      const started = performance.now();
      const { size } = cityIndex();
      logger.info({ cities: size, ms: Math.round(performance.now() - started) }, "city index ready");
    }, 1_000).unref();
  }

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      logger.info("shutting down: finishing in-flight requests");
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timeout = new Promise<void>((resolve) => {
        setTimeout(() => {
          logger.warn("shutdown timeout reached, closing remaining connections");
          server.closeAllConnections();
          resolve();
        }, config.shutdownTimeoutMs).unref();
      });
      // Jobs stop beside the requests: what runs finishes within the same timeout or is given back.
      await Promise.all([Promise.race([drained, timeout]), jobs.stop(config.shutdownTimeoutMs)]);
      await pdf.close();
      await limitSweeper.stop();
      await db.destroy();
      logger.info("stopped");
    })();
    return closing;
  };
  return { url, close };
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const running = await startServer(config);
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      void running.close().then(() => process.exit(0));
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    process.stderr.write(`API failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
