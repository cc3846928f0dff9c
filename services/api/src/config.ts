import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { DEFAULT_MAIL_FROM, isMailAddress, isMailFrom } from "./mail/mailFrom.ts";
import { isSmtpUrl } from "./mail/smtpUrl.ts";
import { COMPANY } from "@repo/contracts/common/constants";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const booleanFromEnv = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^mysql2?:\/\/.+/, "must be a mysql:// URL (leave it unset for the embedded SQLite database)")
    .optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, "data")),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: booleanFromEnv.default(false),
  // Longer than a mail job's send deadline (jobs/kinds/collaboratorMail.ts DEFAULT_SEND_DEADLINE_MS, 30 s): a
  // send in hand when a deploy stops the process ends (sent, or its attempt counted) before the row is released
  // for another process; released earlier, the send went on and the other process mailed it a second time.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(35_000),
  PUBLIC_WRITES_PER_ADDRESS: z.coerce.number().int().min(0).optional(),
  PUBLIC_ORIGINS: z
    .string()
    .transform((value) => value.split(",").map((entry) => entry.trim()).filter(Boolean))
    .pipe(z.array(z.string().refine(isOrigin, "must be comma-separated origins like https://talent.example.com (scheme, host, optional port; no path)")))
    .optional(),
  CHROMIUM_PATH: z.string().min(1).default("/usr/bin/chromium"),
  PDF_CONCURRENCY: z.coerce.number().int().min(1, "must be at least 1").max(16, "must be at most 16").default(2),
  WEATHER_URL: z.string().refine(isHttpUrl, "must be an http(s) URL like https://api.openweathermap.org/data/2.5").optional(),
  WEATHER_API_KEY: z.string().optional(),
  WEATHER_TIMEOUT_MS: z.coerce.number().int().min(100, "must be at least 100").max(60_000, "must be at most 60000").default(3000),
  SMTP_URL: z.string().refine(isSmtpUrl, "must be an smtp:// or smtps:// URL like smtp://user:password@mail.example.com:587 (leave it unset to write mail to DATA_DIR/outbox)").optional(),
  MAIL_FROM: z.string().refine(isMailFrom, 'must be an address or a named address like "Studio Production" <no-reply@example.com>').default(DEFAULT_MAIL_FROM),
  SHARE_EXPIRY_DAYS: z.coerce.number().int("must be a whole number of days").min(1, "must be at least 1").max(365, "must be at most 365").default(SHARING_CONSTANTS.defaultExpiryDays),
  SHARE_TEST_ACCESS: booleanFromEnv.default(false),
  COMPANY_NAME: z.string().trim().min(1).max(100, "must be at most 100 characters").refine((value) => !/[\r\n"<>]/.test(value), "must be one line without quotes or angle brackets").default(COMPANY.name),
  ADMIN_EMAIL: z.string().trim().refine(isMailAddress, "must be an e-mail address like producer@example.com").optional(),
  COMMENT_NOTIFY_DELAY_S: z.coerce.number().int("must be a whole number of seconds").min(0, "must be at least 0").max(86_400, "must be at most 86400").default(SHARING_CONSTANTS.commentNotifyDelaySeconds),
  CALL_SHEET_GROUP_COMMIT: booleanFromEnv.optional(),
});

function isHttpUrl(value: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  database: { client: "sqlite"; filename: string } | { client: "mysql"; url: string };
  dataDir: string;
  adminPassword: string | undefined;
  /** The first admin's e-mail (comment digests of the sheets it owns); other users' come from their row. */
  adminEmail: string | undefined;
  /** Signs the session cookie. Unset: kept in DATA_DIR/session-secret (see lib/sessionSecret.ts). */
  sessionSecret: string | undefined;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  /** Origins (scheme://host[:port]) a browser may send mutating calls from; empty: the request's own origin. */
  publicOrigins: string[];
  /** Applications and sign-ups per client address in 10 minutes (unset: the contracts' default; 0: no limit). */
  publicWritesPerAddress: number | undefined;
  /** Call sheet PDFs: the headless Chromium to launch and how many pages it prints at once. */
  pdf: { chromiumPath: string; concurrency: number };
  /** An OpenWeather-compatible provider for the call sheet conditions; undefined: weather not configured. */
  weather: { url: string; apiKey: string | undefined; timeoutMs: number } | undefined;
  /** Call sheet shares: days an invitation works; whether the test bypass (/easy-access, /test-commenter) grants. */
  sharing: {
    expiryDays: number;
    testAccess: boolean;
    /** A sheet's owner gets at most one digest of new comments per this many seconds (COMMENT_NOTIFY_DELAY_S). */
    commentNotifyDelaySeconds: number;
  };
  /** Edits of one sheet that arrive while it is being written share its next transaction (docs/call-sheet-write-path.md); unset: on. */
  callSheetGroupCommit: boolean | undefined;
  /** Invitations: over SMTP_URL (may hold credentials: never log it, see mailer.description) or into outboxDir. */
  /** `companyName` signs invitations: From `"{companyName} via Call Sheets" <MAIL_FROM's address>`. */
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string; companyName: string };
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Reads the API's configuration from environment variables. Empty strings count as unset, so a blank
 * line in an .env file falls back to the default. Throws a ConfigError naming every bad variable.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
  // A key alone would silently show "not configured": say what is missing instead.
  if (values.WEATHER_API_KEY && !values.WEATHER_URL) {
    throw new ConfigError("Invalid configuration:\n  WEATHER_URL: is required with WEATHER_API_KEY (e.g. https://api.openweathermap.org/data/2.5)");
  }
  // The test bypass hands a commenter grant to anyone who asks: a production server never runs with it.
  if (values.SHARE_TEST_ACCESS && values.NODE_ENV === "production") {
    throw new ConfigError("Invalid configuration:\n  SHARE_TEST_ACCESS: must not be on with NODE_ENV=production (it grants anyone a commenter on any sheet)");
  }
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    database: values.DATABASE_URL
      ? { client: "mysql", url: values.DATABASE_URL }
      : { client: "sqlite", filename: path.join(values.DATA_DIR, "app.sqlite") },
    dataDir: values.DATA_DIR,
    adminPassword: values.ADMIN_PASSWORD,
    adminEmail: values.ADMIN_EMAIL?.toLowerCase(),
    sessionSecret: values.SESSION_SECRET,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    publicOrigins: values.PUBLIC_ORIGINS ?? [],
    publicWritesPerAddress: values.PUBLIC_WRITES_PER_ADDRESS,
    pdf: { chromiumPath: values.CHROMIUM_PATH, concurrency: values.PDF_CONCURRENCY },
    weather: values.WEATHER_URL ? { url: values.WEATHER_URL, apiKey: values.WEATHER_API_KEY, timeoutMs: values.WEATHER_TIMEOUT_MS } : undefined,
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM, outboxDir: path.join(values.DATA_DIR, "outbox"), companyName: values.COMPANY_NAME },
    sharing: { expiryDays: values.SHARE_EXPIRY_DAYS, testAccess: values.SHARE_TEST_ACCESS, commentNotifyDelaySeconds: values.COMMENT_NOTIFY_DELAY_S },
    callSheetGroupCommit: values.CALL_SHEET_GROUP_COMMIT,
  };
}
