import type { Knex } from "knex";
import type { InvitationState } from "@repo/contracts/sharing/constants";
import { selectRows } from "../db/dialect.ts";
import { BaseModel } from "./BaseModel.ts";
import { REVISION_HEAD_COLUMNS, type RevisionHead, revisionHead } from "./CallSheetRevision.ts";

/** A share's reading of a revision: opened it before (when), the newest older one it opened (its id and number), the newest it confirmed. */
export type ReadingState = { openedAt: string | null; openedBefore: { id: number; number: number } | null; confirmed: number | null };

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
   * The latest revision of sheet `callSheetId` (without its snapshot) and what a reading of it by share
   * `shareId` needs, in one round trip (a grant's every page: bench/sharedViewHtml): whether it opened that
   * revision before, the newest older revision it opened (what changed is shown since then) and the newest it
   * confirmed. Undefined: nothing published.
   */
  static async latestWithReadingState(db: Knex, callSheetId: number, shareId: number): Promise<{ latest: RevisionHead; state: ReadingState } | undefined> {
    const [row] = await selectRows<Record<string, unknown> & { openedAt: string | null; openedBeforeId: number | string | null; openedBefore: number | string | null; confirmed: number | string | null }>(
      db,
      `SELECT ${REVISION_HEAD_COLUMNS.map((column) => `r.${column}`).join(", ")},
        (SELECT s.first_opened_at FROM call_sheet_share_revisions s WHERE s.share_id = ? AND s.revision = r.number) AS opened_at,
        b.id AS opened_before_id, b.number AS opened_before,
        (SELECT MAX(s.revision) FROM call_sheet_share_revisions s WHERE s.share_id = ? AND s.confirmed_at IS NOT NULL) AS confirmed
      FROM call_sheet_revisions r
      LEFT JOIN call_sheet_revisions b ON b.call_sheet_id = r.call_sheet_id AND b.number =
        (SELECT MAX(s.revision) FROM call_sheet_share_revisions s WHERE s.share_id = ? AND s.revision < r.number AND s.first_opened_at IS NOT NULL)
      WHERE r.call_sheet_id = ? ORDER BY r.number DESC LIMIT 1`,
      [shareId, shareId, shareId, callSheetId],
    );
    if (!row) return undefined;
    const number = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Number(value));
    const beforeId = number(row.openedBeforeId);
    const beforeNumber = number(row.openedBefore);
    const openedBefore = beforeId === null || beforeNumber === null ? null : { id: beforeId, number: beforeNumber };
    return { latest: revisionHead(row), state: { openedAt: row.openedAt ?? null, openedBefore, confirmed: number(row.confirmed) } };
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
