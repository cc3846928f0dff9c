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

/** A shoot's call sheet (spec call-sheets.md); JSON fields are kept as the JSON text the spec sends. */
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
  createdBy!: number | null;
  createdAt!: string;
  updatedAt!: string;

  override $beforeInsert(): void {
    super.$beforeInsert();
    const self = this as unknown as Record<string, unknown>;
    for (const [field, empty] of Object.entries(EMPTY_TEXT)) if (self[field] === undefined) self[field] = empty;
  }
}
