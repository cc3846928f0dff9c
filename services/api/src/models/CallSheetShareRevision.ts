import type { Knex } from "knex";
import type { InvitationState } from "@repo/contracts/sharing/constants";
import { selectRows } from "../db/dialect.ts";
import { BaseModel } from "./BaseModel.ts";

/** Which e-mail told a collaborator about a revision: the share's invitation (its own columns say how it went) or a revision notice (this row's). */
export type NoticeKind = "invitation" | "revision";

/**
 * One collaborator (share) and one revision of its sheet (issue 25, docs/revisions.md): the e-mail that told
 * them about it, when they first opened it, when they confirmed it. Written when an invitation or a revision
 * notice is queued (commands/shareCallSheet.ts, commands/notifyCollaborators.ts), when a grant opens the
 * sheet (routes/access/sharedCallSheet.ts) and when it confirms (commands/confirmRevision.ts).
 */
export class CallSheetShareRevision extends BaseModel {
  static override tableName = "call_sheet_share_revisions";
  static override hasCreatedAt = false;
  static override hasUpdatedAt = false;

  id!: number;
  shareId!: number;
  callSheetId!: number;
  revision!: number;
  noticeKind!: NoticeKind | null;
  noticeState!: InvitationState | null;
  noticeQueuedAt!: string | null;
  noticeSentAt!: string | null;
  noticeFailedAt!: string | null;
  noticeFailure!: string | null;
  noticeAttempts!: number;
  firstOpenedAt!: string | null;
  confirmedAt!: string | null;

  /**
   * What a grant's reading of revision `latest` needs, in one round trip: whether it opened that revision
   * before, the newest older revision it opened (what changed is shown since then) and the newest it confirmed.
   */
  static async readingState(db: Knex, shareId: number, latest: number): Promise<{ openedAt: string | null; openedBefore: number | null; confirmed: number | null }> {
    const [row] = await selectRows<{ openedAt: string | null; openedBefore: number | string | null; confirmed: number | string | null }>(
      db,
      `SELECT
        (SELECT first_opened_at FROM call_sheet_share_revisions WHERE share_id = ? AND revision = ?) AS opened_at,
        (SELECT MAX(revision) FROM call_sheet_share_revisions WHERE share_id = ? AND revision < ? AND first_opened_at IS NOT NULL) AS opened_before,
        (SELECT MAX(revision) FROM call_sheet_share_revisions WHERE share_id = ? AND confirmed_at IS NOT NULL) AS confirmed`,
      [shareId, latest, shareId, latest, shareId],
    );
    const number = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Number(value));
    return { openedAt: row?.openedAt ?? null, openedBefore: number(row?.openedBefore), confirmed: number(row?.confirmed) };
  }

  /** Records that the share's collaborator opened `revision` (the first time only). */
  static async recordOpened(db: Knex, row: { shareId: number; callSheetId: number; revision: number }, at: string): Promise<void> {
    await db("call_sheet_share_revisions").insert({ ...row, firstOpenedAt: at }).onConflict(["share_id", "revision"]).ignore();
    await db("call_sheet_share_revisions").where({ shareId: row.shareId, revision: row.revision }).whereNull("first_opened_at").update({ firstOpenedAt: at });
  }

  /** A sheet's latest revision's number and time, without its snapshot (undefined: nothing published). */
  static async latestPublished(db: Knex, callSheetId: number): Promise<{ number: number; publishedAt: string } | undefined> {
    const [row] = await selectRows<{ number: number; publishedAt: string }>(db, "SELECT number, published_at FROM call_sheet_revisions WHERE call_sheet_id = ? ORDER BY number DESC LIMIT 1", [callSheetId]);
    return row ? { number: Number(row.number), publishedAt: row.publishedAt } : undefined;
  }

  /** The rows of `revision` of a sheet (the Collaborators panel's states), by share id. */
  static async ofRevision(db: Knex, callSheetId: number, revision: number): Promise<Map<number, CallSheetShareRevision>> {
    const rows = await selectRows<Record<string, unknown>>(db, "SELECT * FROM call_sheet_share_revisions WHERE call_sheet_id = ? AND revision = ?", [callSheetId, revision]);
    return new Map(rows.map((row) => [Number(row.shareId), CallSheetShareRevision.fromDatabaseJson(row)]));
  }
}
