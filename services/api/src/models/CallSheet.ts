import type { Knex } from "knex";
import { snakeCaseMappers } from "objection";
import type { CallSheetField } from "@repo/contracts/callSheets/schemas/editor";
import { isMysql, selectRows, toDatabaseDateTime } from "../db/dialect.ts";
import { BaseModel } from "./BaseModel.ts";

/** Text columns that MySQL cannot default: filled on insert (JSON lists with "[]"). */
const EMPTY_TEXT = {
  locations: "",
  locationsList: "[]",
  streetAddress: "",
  streetNumber: "",
  teamMembers: "[]",
  teamContacts: "[]",
  concepts: "[]",
  actorContacts: "[]",
  sceneSchedule: "[]",
  props: "[]",
  gear: "[]",
  weather: "",
  technicalSpecs: "",
  breakSchedule: "",
  costumeNotes: "",
  setNotes: "",
  emergencyContacts: "",
} as const;

/** Values of the editable fields (text; the date and time may be null). */
export type CallSheetChanges = Partial<Pick<CallSheet, CallSheetField>>;
/** What a new sheet is inserted with (its version and field versions are the model's). */
export type NewCallSheet = CallSheetChanges & { createdBy: number | null };
/** Field -> the version that last changed it; a field not in it last changed at version 0 (creation). */
export type FieldVersions = Partial<Record<CallSheetField, number>>;

/** Property names to column names, as the connection maps them (db/connect.ts: knexSnakeCaseMappers). */
const toColumns = snakeCaseMappers().format as (properties: Record<string, unknown>) => Record<string, unknown>;

/** What a write of some fields stores beside them: the sheet's next version, for each field that changes. */
type VersionedWrite = { changed: CallSheetField[]; version: number; fieldVersions: string };

/**
 * A shoot's call sheet (spec call-sheets.md); JSON fields are kept as the JSON text the spec sends.
 *
 * The model keeps the versioning invariant, in one place: a new sheet is inserted at version 0 with no
 * field versions ($beforeInsert), and the only update is `write` (fixed SQL), which bumps `version` by one
 * and records that version for each field it changes (`versionedWrite`); writing values it already holds is
 * no new version. objection's update and patch refuse to run (`$beforeUpdate`), so no writer can go around
 * it. Who calls `write` is commands/applyPatch.ts, the one write path of a sheet (its transaction, its
 * conflict rules, what a feature records with a write).
 */
export class CallSheet extends BaseModel {
  static override tableName = "call_sheets";

  id!: number;
  shootingTitle!: string;
  client!: string;
  shootingDate!: string | null;
  shootingTime!: string | null;
  locations!: string;
  locationsList!: string;
  streetAddress!: string;
  streetNumber!: string;
  teamMembers!: string;
  teamContacts!: string;
  concepts!: string;
  actorContacts!: string;
  sceneSchedule!: string;
  props!: string;
  gear!: string;
  weather!: string;
  technicalSpecs!: string;
  breakSchedule!: string;
  costumeNotes!: string;
  setNotes!: string;
  emergencyContacts!: string;
  version!: number;
  /** JSON text of FieldVersions: read it with `versionOf`. */
  fieldVersions!: string;
  createdBy!: number | null;
  createdAt!: string;
  updatedAt!: string;

  override $beforeInsert(): void {
    super.$beforeInsert();
    const self = this as unknown as Record<string, unknown>;
    for (const [field, empty] of Object.entries(EMPTY_TEXT)) if (self[field] === undefined) self[field] = empty;
    self.version = 0;
    self.fieldVersions = "{}";
  }

  /** The version at which `field` last changed. */
  versionOf(field: CallSheetField): number {
    return (JSON.parse(this.fieldVersions || "{}") as FieldVersions)[field] ?? 0;
  }

  /** The fields of `changes` whose value differs from this sheet's. */
  changedFields(changes: CallSheetChanges): CallSheetField[] {
    return (Object.keys(changes) as CallSheetField[]).filter((field) => changes[field] !== undefined && changes[field] !== (this[field] ?? null));
  }

  /**
   * What writing `changes` over this sheet stores: the fields whose value changes, each at the next version.
   * Null when none changes: writing the values it already holds is no new version.
   */
  versionedWrite(changes: CallSheetChanges): VersionedWrite | null {
    const changed = this.changedFields(changes);
    if (changed.length === 0) return null;
    const version = this.version + 1;
    const fieldVersions = JSON.parse(this.fieldVersions || "{}") as FieldVersions;
    for (const field of changed) fieldVersions[field] = version;
    return { changed, version, fieldVersions: JSON.stringify(fieldVersions) };
  }

  /** objection's update and patch would write beside `write`, without the version: refused. */
  override $beforeUpdate(): void {
    throw new Error("A call sheet is written only by applyPatch (commands/applyPatch.ts), through CallSheet.write, which keeps its version and field versions");
  }

  /**
   * The sheet by id, read with fixed SQL text. The editor's saves and the shared view read a whole sheet
   * on every call; objection's query builder was about a fifth of a PATCH's CPU (bench/callSheets).
   * `lock`: inside a transaction, hold the row until it ends (`FOR UPDATE` on MySQL; SQLite has one
   * writer at a time and this process one connection, so the transaction alone holds it).
   */
  static async load(db: Knex, id: number, { lock = false } = {}): Promise<CallSheet | undefined> {
    const sql = lock && isMysql(db) ? "SELECT * FROM call_sheets WHERE id = ? FOR UPDATE" : "SELECT * FROM call_sheets WHERE id = ?";
    const [row] = await selectRows<Record<string, unknown>>(db, sql, [id]);
    return row ? CallSheet.fromDatabaseJson(row) : undefined;
  }

  /**
   * The sheets of `ids` by id (missing ids are absent), read with one fixed statement. `lock` as `load`: on
   * MySQL the rows are locked in id order (`ORDER BY id ... FOR UPDATE` on the primary key), so two
   * processes locking overlapping sets wait for each other instead of deadlocking.
   */
  static async loadMany(db: Knex, ids: readonly number[], { lock = false } = {}): Promise<Map<number, CallSheet>> {
    const sorted = [...new Set(ids)].sort((a, b) => a - b);
    const sql = `SELECT * FROM call_sheets WHERE id IN (${sorted.map(() => "?").join(", ")}) ORDER BY id${lock && isMysql(db) ? " FOR UPDATE" : ""}`;
    const rows = await selectRows<Record<string, unknown>>(db, sql, sorted);
    return new Map(rows.map((row) => [row.id as number, CallSheet.fromDatabaseJson(row)]));
  }

  /** Inserts a new sheet (at version 0: $beforeInsert) and reads it back. */
  static async insert(trx: Knex, values: NewCallSheet): Promise<CallSheet> {
    return await CallSheet.query(trx).insertAndFetch(values);
  }

  /**
   * Writes `changes` over this sheet as loaded: the fields whose value changes, the next version, and that
   * version for each of them (`versionedWrite`); nothing when nothing changes. Returns the fields written;
   * this object then holds what was written. `stage` then `flush`.
   */
  async write(trx: Knex, changes: CallSheetChanges): Promise<CallSheetField[]> {
    const changed = this.stage(changes);
    await this.flush(trx);
    return changed;
  }

  /** While edits are staged on this object: the row as stored (what `flush` restores if it fails). */
  #stored: { values: Record<string, unknown>; fields: Set<CallSheetField> } | null = null;

  /**
   * Applies `changes` to this object only, as `write` would store them (`versionedWrite`: the next version,
   * recorded for each field that changes), and returns the fields changed. Several edits staged one after
   * the other are each a version of their own; `flush` then stores them all with one UPDATE, exactly the row
   * that writing them one by one would have left.
   */
  stage(changes: CallSheetChanges): CallSheetField[] {
    const next = this.versionedWrite(changes);
    if (!next) return [];
    const stored = (this.#stored ??= { values: { version: this.version, fieldVersions: this.fieldVersions, updatedAt: this.updatedAt }, fields: new Set() });
    for (const field of next.changed) {
      if (!stored.fields.has(field)) stored.values[field] = this[field];
      stored.fields.add(field);
      (this as CallSheetChanges)[field] = changes[field] as never;
    }
    Object.assign(this, { version: next.version, fieldVersions: next.fieldVersions, updatedAt: toDatabaseDateTime(new Date()) });
    return next.changed;
  }

  /**
   * Stores what was staged: one `UPDATE ... WHERE id = ? AND version = ?` (the version as stored) whose text
   * is fixed for each set of fields. objection's patch with its hooks did the same at about a tenth of a
   * PATCH's CPU more (bench/callSheets). The caller holds the row (applyPatch), so the version condition can
   * only fail if someone wrote the row without holding it: that throws, this object is again as stored,
   * and the transaction rolls back.
   */
  async flush(trx: Knex): Promise<void> {
    const stored = this.#stored;
    if (!stored) return;
    const values: Record<string, unknown> = { version: this.version, fieldVersions: this.fieldVersions, updatedAt: this.updatedAt };
    for (const field of stored.fields) values[field] = this[field];
    const row = toColumns(values);
    // Backticks quote identifiers in MySQL and in SQLite alike.
    const sql = `UPDATE call_sheets SET ${Object.keys(row).map((column) => `\`${column}\` = ?`).join(", ")} WHERE id = ? AND version = ?`;
    this.#stored = null;
    try {
      const result = (await trx.raw(sql, [...(Object.values(row) as Knex.Value[]), this.id, stored.values.version as number])) as unknown;
      const written = isMysql(trx) ? (result as [{ affectedRows: number }])[0].affectedRows : (result as { changes: number }).changes;
      if (written !== 1) throw new Error(`Call sheet ${this.id} is no longer at version ${String(stored.values.version)}: it was written by someone not holding its row`);
    } catch (error) {
      Object.assign(this, stored.values);
      throw error;
    }
  }
}
