import type { Knex } from "knex";
import type { Pojo } from "objection";
import type { ShareRole } from "@repo/contracts/sharing/constants";
import { selectRows, toDatabaseDateTime } from "../db/dialect.ts";
import { BaseModel } from "./BaseModel.ts";

/**
 * A call sheet shared with one e-mail (spec §3 "Call-sheet share"). The link's token and the password are
 * never stored: only a SHA-256 of the token (random, 256 bits: a fast hash is enough and lets the token be
 * looked up) and an argon2id hash of the password.
 */
export class CallSheetShare extends BaseModel {
  static override tableName = "call_sheet_shares";

  id!: number;
  callSheetId!: number;
  email!: string;
  role!: ShareRole;
  message!: string;
  tokenHash!: string;
  passwordHash!: string;
  /** Bumped each time the credentials are replaced; a session's grant is only good for its own generation. */
  generation!: number;
  isActive!: boolean;
  lastAccessed!: string | null;
  expiresAt!: string;
  createdBy!: number | null;
  createdAt!: string;
  updatedAt!: string;

  /** Whether the share opens its sheet at `now`: active and not past its expiry. */
  isLiveAt(now: Date): boolean {
    return this.isActive && this.expiresAt > toDatabaseDateTime(now);
  }

  /**
   * The shares of `ids`, read with fixed SQL text (one shape per count of ids): every request of a session
   * holding grants re-checks them (middlewares/shareGrants.ts), and objection's builder was about a tenth
   * of a shared sheet's read (bench/sharing's profile).
   */
  static async loadByIds(db: Knex, ids: readonly number[]): Promise<CallSheetShare[]> {
    if (ids.length === 0) return [];
    const rows = await selectRows<Pojo>(db, `SELECT * FROM call_sheet_shares WHERE id IN (${ids.map(() => "?").join(", ")})`, ids);
    return rows.map((row) => CallSheetShare.fromDatabaseJson(row));
  }

  // SQLite answers booleans as 0/1.
  override $parseDatabaseJson(json: Pojo): Pojo {
    const parsed = super.$parseDatabaseJson(json);
    if (parsed.isActive !== undefined) parsed.isActive = Boolean(parsed.isActive);
    return parsed;
  }
}
