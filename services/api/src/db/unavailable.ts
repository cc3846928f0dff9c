/**
 * Driver and pool failures that mean "the database cannot be reached right now", as opposed to a bad
 * query: refused or dropped connections (mysql2's socket codes and its fatal protocol errors), the
 * server shutting down or full, and knex giving up on acquiring a pooled connection. They answer 503
 * with Retry-After (middlewares/errorHandler.ts), since the same call will work once the database is back.
 */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "PROTOCOL_CONNECTION_LOST",
  "PROTOCOL_SEQUENCE_TIMEOUT",
  "ER_SERVER_SHUTDOWN",
  "ER_CON_COUNT_ERROR",
  "ER_TOO_MANY_USER_CONNECTIONS",
]);

// knex's own words when its pool cannot hand out a connection (timed out, or the pool is gone), and
// mysql2's when a command is queued on a connection that just died.
const UNREACHABLE_MESSAGES = [/Knex: Timeout acquiring a connection/, /Unable to acquire a connection/, /connection is in closed state/];

type DriverError = { code?: unknown; fatal?: unknown; name?: unknown; message?: unknown; nativeError?: unknown; cause?: unknown };

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 3) return false;
  const candidate = error as DriverError;
  if (typeof candidate.code === "string" && UNREACHABLE_CODES.has(candidate.code)) return true;
  if (candidate.name === "KnexTimeoutError") return true;
  if (typeof candidate.message === "string" && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(candidate.message as string))) return true;
  // Objection wraps driver errors (DBError.nativeError); other layers use `cause`.
  return isDatabaseUnavailable(candidate.nativeError, depth + 1) || isDatabaseUnavailable(candidate.cause, depth + 1);
}
