import type { Knex } from "knex";
import type { CallSheet as CallSheetContract } from "@repo/contracts/callSheets/schemas/editor";
import { isMysql, selectRows } from "../db/dialect.ts";
import type { ParsedTexts } from "../revisions/parsedTexts.ts";
import { BaseModel } from "./BaseModel.ts";

/** A line of a sheet's revision history: the revision without its snapshot, and its publisher's name. */
export type RevisionHistoryEntry = Pick<CallSheetRevision, "number" | "publishedAt" | "note"> & { publisherName: string | null };

/** A revision without its snapshot: what names it on a page; its sheet comes from revisions/parsedTexts PublishedSheets by id. */
export type RevisionHead = Pick<CallSheetRevision, "id" | "callSheetId" | "number" | "note" | "publishedBy" | "publishedAt">;

/** The columns of a RevisionHead, for statements that read a revision without its snapshot (~9 KB of a full sheet). */
export const REVISION_HEAD_COLUMNS = ["id", "call_sheet_id", "number", "note", "published_by", "published_at"] as const;

/** A RevisionHead from a row of REVISION_HEAD_COLUMNS (camelCased by the connection), other columns left out. */
export function revisionHead(row: Record<string, unknown>): RevisionHead {
  const { id, callSheetId, number, note, publishedBy, publishedAt } = CallSheetRevision.fromDatabaseJson(row);
  return { id: Number(id), callSheetId: Number(callSheetId), number: Number(number), note, publishedBy: publishedBy === null ? null : Number(publishedBy), publishedAt };
}

/**
 * A published revision of a call sheet (issue 25, docs/revisions.md): the sheet as the API presented it
 * then (`snapshot`, JSON text of presentCallSheet), numbered 1, 2, ... per sheet. Written only by
 * commands/publishRevision.ts, inside the transaction that holds the sheet's row; never updated.
 */
export class CallSheetRevision extends BaseModel {
  static override tableName = "call_sheet_revisions";
  static override hasCreatedAt = false;
  static override hasUpdatedAt = false;

  id!: number;
  callSheetId!: number;
  number!: number;
  snapshot!: string;
  note!: string;
  publishedBy!: number | null;
  publishedAt!: string;

  override $beforeUpdate(): void {
    throw new Error("A revision is what was published: it is never changed");
  }

  /**
   * The latest revision of a sheet, or undefined when it has none. `lock` (inside the transaction that holds
   * the sheet's row): on MySQL a locking read, which reads the newest committed rows rather than the
   * transaction's snapshot, so a publish that waited for another's lock sees the revision it wrote.
   */
  static async latest(db: Knex, callSheetId: number, { lock = false } = {}): Promise<CallSheetRevision | undefined> {
    const sql = `SELECT * FROM call_sheet_revisions WHERE call_sheet_id = ? ORDER BY number DESC LIMIT 1${lock && isMysql(db) ? " FOR UPDATE" : ""}`;
    const [row] = await selectRows<Record<string, unknown>>(db, sql, [callSheetId]);
    return row ? CallSheetRevision.fromDatabaseJson(row) : undefined;
  }

  /** The latest revision of a sheet without its snapshot (undefined: nothing published). */
  static async latestHead(db: Knex, callSheetId: number): Promise<RevisionHead | undefined> {
    const [row] = await selectRows<Record<string, unknown>>(db, `SELECT ${REVISION_HEAD_COLUMNS.join(", ")} FROM call_sheet_revisions WHERE call_sheet_id = ? ORDER BY number DESC LIMIT 1`, [callSheetId]);
    return row ? revisionHead(row) : undefined;
  }

  /** The snapshot text of revision `id` (undefined: no such revision, its sheet deleted). */
  static async snapshotOf(db: Knex, id: number): Promise<string | undefined> {
    const [row] = await selectRows<{ snapshot: string }>(db, "SELECT snapshot FROM call_sheet_revisions WHERE id = ?", [id]);
    return row?.snapshot;
  }

  /** The sheet as this revision published it; `parsed`: read through those kept parses (frozen, shared by every reader). */
  publishedSheet(parsed?: ParsedTexts<CallSheetContract>): CallSheetContract {
    return parsed ? parsed.get(this.snapshot) : (JSON.parse(this.snapshot) as CallSheetContract);
  }

  /** A sheet's revisions, newest first, each with its publisher's full name (null: nobody, or the account is gone). */
  static async history(db: Knex, callSheetId: number): Promise<RevisionHistoryEntry[]> {
    return await CallSheetRevision.query(db)
      .leftJoin("users", "users.id", "call_sheet_revisions.published_by")
      .where("call_sheet_revisions.call_sheet_id", callSheetId)
      .orderBy("call_sheet_revisions.number", "desc")
      .select("call_sheet_revisions.number", "call_sheet_revisions.published_at", "call_sheet_revisions.note", "users.full_name as publisher_name")
      .castTo<RevisionHistoryEntry[]>();
  }

  /** The full name of this revision's publisher (null: nobody, or the account is gone). */
  async publisherName(db: Knex): Promise<string | null> {
    if (this.publishedBy === null) return null;
    const user = await db("users").where({ id: this.publishedBy }).first<{ fullName: string } | undefined>("full_name");
    return user?.fullName ?? null;
  }

  /** Revision `number` of a sheet, or undefined. */
  static async find(db: Knex, callSheetId: number, number: number): Promise<CallSheetRevision | undefined> {
    return await CallSheetRevision.query(db).findOne({ callSheetId, number });
  }
}
