import type { Knex } from "knex";
import type { Pojo } from "objection";
import type { InvitationState, ShareRole } from "@repo/contracts/sharing/constants";
import { selectRows, toDatabaseDateTime } from "../db/dialect.ts";
import { BaseModel } from "./BaseModel.ts";

/**
 * A call sheet shared with one e-mail (spec §3 "Call-sheet share"). The link's token and the password are
 * never stored: only a SHA-256 of the token (random, 256 bits: a fast hash is enough and lets the token be
 * looked up) and an argon2id hash of the password.
 *
 * `tokenHash` / `passwordHash` are always the live credentials: the ones a mail server accepted. An
 * invitation is queued first (commands/shareCallSheet.ts) and sent by the jobs runner
 * (jobs/kinds/invitationSend.ts); until the mail server accepts it, its token's hash waits in
 * `pendingTokenHash` and its password only in the job's payload. A brand-new share's live columns hold an
 * unusable pair (the SHA-256 of a token nobody keeps, an argon2 hash of a password nobody keeps; see
 * unusableCredentials in commands/shareCredentials.ts): the gate's lookups (by token hash, by sheet and
 * e-mail plus password) match nothing, so a share whose credentials never went out never opens, and
 * `isLiveAt` needs no extra rule. A resend leaves the old live pair working until the new one is accepted.
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
  /** SHA-256 of the queued invitation's token; null when none is queued. */
  pendingTokenHash!: string | null;
  invitationState!: InvitationState;
  invitationQueuedAt!: string | null;
  invitationSentAt!: string | null;
  invitationFailedAt!: string | null;
  /** The mail server's reply when the invitation failed for good; the last temporary error while queued. */
  invitationFailure!: string | null;
  invitationAttempts!: number;
  invitationOutboxPath!: string | null;
  /** When the live credentials reached the collaborator's mail server; null: they never did (unusable). */
  credentialsSentAt!: string | null;
  /**
   * The latest event of this share whose REQUEST reached the collaborator's mail server (docs/calendar.md):
   * its `calendar_generation` (the UID), the revision it carried (SEQUENCE), when. Kept through a revoke and
   * a re-share: the calendar.cancel job cancels the share's current event only if it was requested.
   */
  calendarRequestedGeneration!: number | null;
  calendarRequestedSequence!: number | null;
  calendarRequestedAt!: string | null;
  /** The revision the invitation whose credentials went live carried (0: none); null before one was delivered. */
  deliveredRevision!: number | null;
  /** The admin who sent the latest invitation (its Reply-To). */
  invitedBy!: number | null;
  firstAccessed!: string | null;
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
