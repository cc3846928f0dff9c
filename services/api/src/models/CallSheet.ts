import type { ModelOptions } from "objection";
import { CALL_SHEET_FIELDS, type CallSheetField } from "@repo/contracts/callSheetEditor";
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

/**
 * A shoot's call sheet (spec call-sheets.md); JSON fields are kept as the JSON text the spec sends.
 *
 * The model keeps the versioning invariant, so no writer can forget it: an update through a loaded sheet
 * (`sheet.$query(trx).patch(changes)`) that changes an editable field bumps `version` by one and records
 * that version for each field it changed (`fieldVersions`); writing values it already holds is no new
 * version. An update of editable fields without the loaded sheet (`CallSheet.query().patch(...)`) cannot
 * know what it changes, so it throws.
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

  override $beforeUpdate(opt?: ModelOptions): void {
    super.$beforeUpdate();
    const self = this as unknown as Record<string, unknown>;
    const touched = Object.keys(self).filter((key) => EDITABLE.has(key) && self[key] !== undefined) as CallSheetField[];
    if (touched.length === 0) return;
    const old = opt?.old;
    if (!(old instanceof CallSheet)) throw new Error("Edit a call sheet through the loaded sheet (sheet.$query(trx).patch(...)): its version and field versions change with it");
    const changed = old.changedFields(Object.fromEntries(touched.map((field) => [field, self[field] as CallSheetFieldValue])));
    // Writing the values it already holds changes nothing: no new version.
    if (changed.length === 0) return;
    const version = old.version + 1;
    const fieldVersions = JSON.parse(old.fieldVersions || "{}") as FieldVersions;
    for (const field of changed) fieldVersions[field] = version;
    self.version = version;
    self.fieldVersions = JSON.stringify(fieldVersions);
  }
}
