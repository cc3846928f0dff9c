import type { Knex } from "knex";
import { snakeCaseMappers, type ModelOptions } from "objection";
import { CALL_SHEET_FIELDS, type CallSheetField } from "@repo/contracts/callSheetEditor";
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

/** The values a PATCH may send for a field: text, or null for the date and time. */
export type CallSheetFieldValue = string | null;
export type CallSheetChanges = Partial<Record<CallSheetField, CallSheetFieldValue>>;
/** Field -> the version that last changed it; a field not in it last changed at version 0 (creation). */
export type FieldVersions = Partial<Record<CallSheetField, number>>;

const EDITABLE = new Set<string>(CALL_SHEET_FIELDS);

/** Property names to column names, as the connection maps them (db/connect.ts: knexSnakeCaseMappers). */
const toColumns = snakeCaseMappers().format as (properties: Record<string, unknown>) => Record<string, unknown>;

/** What a write of some fields stores beside them: the sheet's next version, for each field that changes. */
type VersionedWrite = { changed: CallSheetField[]; version: number; fieldVersions: string };

/**
 * A shoot's call sheet (spec call-sheets.md); JSON fields are kept as the JSON text the spec sends.
 *
 * The model keeps the versioning invariant, so no writer can forget it: an update through a loaded sheet
 * (`sheet.$query(trx).patch(changes)`) that changes an editable field bumps `version` by one and records
 * that version for each field it changed (`fieldVersions`); writing values it already holds is no new
 * version. An update of editable fields without the loaded sheet (`CallSheet.query().patch(...)`) cannot
 * know what it changes, so it throws. The editor's own write, `writeIfUnchanged`, keeps the same invariant
 * (`versionedWrite`) with fixed SQL.
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

  override $beforeUpdate(opt?: ModelOptions): void {
    super.$beforeUpdate();
    const self = this as unknown as Record<string, unknown>;
    const touched = Object.keys(self).filter((key) => EDITABLE.has(key) && self[key] !== undefined) as CallSheetField[];
    if (touched.length === 0) return;
    const old = opt?.old;
    if (!(old instanceof CallSheet)) throw new Error("Edit a call sheet through the loaded sheet (sheet.$query(trx).patch(...)): its version and field versions change with it");
    const next = old.versionedWrite(Object.fromEntries(touched.map((field) => [field, self[field] as CallSheetFieldValue])));
    if (!next) return;
    self.version = next.version;
    self.fieldVersions = next.fieldVersions;
  }

  /**
   * The sheet by id, read with fixed SQL text. The editor's saves and the shared view read a whole sheet
   * on every call; objection's query builder was about a fifth of a PATCH's CPU (bench/callSheets).
   */
  static async load(db: Knex, id: number): Promise<CallSheet | undefined> {
    const [row] = await selectRows<Record<string, unknown>>(db, "SELECT * FROM call_sheets WHERE id = ?", [id]);
    return row ? CallSheet.fromDatabaseJson(row) : undefined;
  }

  /**
   * Writes `changes` over this sheet as loaded, only if the row is still at this sheet's version (one
   * `UPDATE ... WHERE id = ? AND version = ?`, whose text is fixed for each set of fields). True when it
   * was: this object then holds what was written, the version and field versions of `versionedWrite`
   * included (nothing is written when nothing changes). False when another writer got there first:
   * nothing was written and this object is as loaded. Objection's patch with its hooks did the same at
   * about a tenth of a PATCH's CPU more (bench/callSheets, back to back).
   */
  async writeIfUnchanged(db: Knex, changes: CallSheetChanges): Promise<boolean> {
    const next = this.versionedWrite(changes);
    if (!next) return true;
    const values: Record<string, unknown> = { version: next.version, fieldVersions: next.fieldVersions, updatedAt: toDatabaseDateTime(new Date()) };
    for (const field of next.changed) values[field] = changes[field];
    const row = toColumns(values);
    // Backticks quote identifiers in MySQL and in SQLite alike.
    const sql = `UPDATE call_sheets SET ${Object.keys(row).map((column) => `\`${column}\` = ?`).join(", ")} WHERE id = ? AND version = ?`;
    const result = (await db.raw(sql, [...(Object.values(row) as Knex.Value[]), this.id, this.version])) as unknown;
    const written = isMysql(db) ? (result as [{ affectedRows: number }])[0].affectedRows : (result as { changes: number }).changes;
    if (written !== 1) return false;
    Object.assign(this, values);
    return true;
  }
}
