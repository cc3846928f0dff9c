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
