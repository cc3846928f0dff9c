import type { Database } from "./db/connect.ts";
import type { Logger } from "./logger.ts";

/**
 * What createApp is built from. Its own module so routes can name it without importing app.ts, which
 * imports every route (an import circle).
 */
export type AppDeps = {
  db: Database;
  logger: Logger;
  config: { trustProxy: boolean; sessionSecret: string; publicOrigins?: string[]; publicWritesPerAddress?: number };
  /** Injected so tests can move time; defaults to the wall clock. */
  clock?: () => Date;
};
