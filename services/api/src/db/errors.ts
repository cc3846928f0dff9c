import { UniqueViolationError } from "objection";

/**
 * True for a unique-key clash on either dialect. Objection wraps MySQL's ER_DUP_ENTRY as
 * UniqueViolationError, but not better-sqlite3's errors (its codes are SQLITE_CONSTRAINT_UNIQUE and
 * SQLITE_CONSTRAINT_PRIMARYKEY), so both are recognised here, in one place.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof UniqueViolationError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "ER_DUP_ENTRY";
}

/**
 * True when MySQL/MariaDB chose this transaction as a deadlock's victim (ER_LOCK_DEADLOCK, 1213). Under
 * REPEATABLE READ, `SELECT ... FOR UPDATE` of a key that does not exist yet locks the gap in its index;
 * parallel inserts into one gap then wait on each other and all but one are rolled back. Retrying is the
 * documented answer. Objection may wrap the driver's error, so its `nativeError` is looked at too.
 */
export function isDeadlock(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown; errno?: unknown } | null) ?? {};
  const own = codeOf(error);
  const native = codeOf((error as { nativeError?: unknown } | null)?.nativeError);
  return own.code === "ER_LOCK_DEADLOCK" || own.errno === 1213 || native.code === "ER_LOCK_DEADLOCK" || native.errno === 1213;
}

/** Runs `transaction` again (up to `attempts` times in all, after a short random pause) when it lost a deadlock. */
export async function retryOnDeadlock<T>(transaction: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
