import { z } from "zod/mini";
import { isCleanLine, isCleanMultilineText } from "../../common/rules.ts";
import { SECTION_LIMITS, TEMPERATURE_RANGE_C, WEATHER_CONDITIONS } from "../constants.ts";
import { SECTION_MESSAGES } from "../messages.ts";

/**
 * The JSON sections of a call sheet (spec call-sheets.md §3), one schema per item kind. They travel and
 * are stored as JSON text (spec §7); the API parses every one on write (callSheetPatchSchema), so a stored
 * section always parses, and the document package parses them back for rendering.
 */

/**
 * A string whose absence is `missing` (a required field's own message, spec §5: an item without its city
 * says "Country and city are required", not "Invalid input"); a value of another type keeps the generic one.
 */
const text = (missing?: string) => z.string(missing === undefined ? undefined : { error: (issue) => (issue.input === undefined ? missing : undefined) });
/** Checks of a single line of text (NFC, at most `max`, nothing invisible); `more` run after them. */
const cleanLine = (string: z.ZodMiniString, max: number, ...more: z.core.$ZodCheck<string>[]) =>
  string.check(z.normalize("NFC"), z.maxLength(max), z.refine<string>(isCleanLine, SECTION_MESSAGES.invisibleCharacters), ...more);
/** The same for text that may hold line breaks and tabs. */
const cleanMultiline = (string: z.ZodMiniString, max: number, ...more: z.core.$ZodCheck<string>[]) =>
  string.check(z.normalize("NFC"), z.maxLength(max), z.refine<string>(isCleanMultilineText, SECTION_MESSAGES.invisibleCharacters), ...more);
const line = (max: number, ...more: z.core.$ZodCheck<string>[]) => cleanLine(text(), max, ...more);
const multiline = (max: number, ...more: z.core.$ZodCheck<string>[]) => cleanMultiline(text(), max, ...more);
/** A text field that may be left out: "" when it is. */
const orEmpty = (schema: z.ZodMiniString) => z._default(schema, "");
/** Item ids are the spec's timestamps (§9): stable, so edits, diffs and comments can name an item. */
const itemId = z
  .number({ error: SECTION_MESSAGES.idInvalid })
  .check(z.int(SECTION_MESSAGES.idInvalid), z.positive(SECTION_MESSAGES.idInvalid), z.maximum(Number.MAX_SAFE_INTEGER));
const optionalDate = z._default(z.union([z.literal(""), z.iso.date({ error: SECTION_MESSAGES.dateInvalid })], { error: SECTION_MESSAGES.dateInvalid }), "");
const optionalTime = z._default(
  z.union([z.literal(""), z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, SECTION_MESSAGES.timeInvalid))], { error: SECTION_MESSAGES.timeInvalid }),
  "",
);
const optionalEmail = z._default(z.union([z.literal(""), z.email(SECTION_MESSAGES.emailInvalid).check(z.maxLength(254))], { error: SECTION_MESSAGES.emailInvalid }), "");
const required = (max: number, message: string) => cleanLine(text(message), max, z.trim(), z.minLength(1, message));
const unknownKeys = (issue: z.core.$ZodRawIssue) => (issue.code === "unrecognized_keys" ? SECTION_MESSAGES.unknownKey(issue.keys.join(", ")) : undefined);
/** Items are strict: a key the item does not have is refused by name (a misspelt key would otherwise be lost). */
const strictItem = <Shape extends z.core.$ZodLooseShape>(shape: Shape) => z.strictObject(shape, { error: unknownKeys });

export const locationEntrySchema = strictItem({
  id: itemId,
  country: required(100, SECTION_MESSAGES.locationRequired),
  city: required(100, SECTION_MESSAGES.locationRequired),
  address: orEmpty(line(300)),
  date: optionalDate,
  time: optionalTime,
});

export const teamMemberSchema = strictItem({
  id: itemId,
  role: required(100, SECTION_MESSAGES.roleRequired),
  name: required(200, SECTION_MESSAGES.nameRequired),
  phoneNumber: orEmpty(line(50)),
  email: optionalEmail,
  isChecked: z._default(z.boolean(), false),
});

export const conceptSchema = strictItem({
  id: itemId,
  text: cleanMultiline(text(SECTION_MESSAGES.conceptRequired), 2000, z.trim(), z.minLength(1, SECTION_MESSAGES.conceptRequired)),
});

/** A copy of the model's fields when it was added (spec §3): the sheet keeps them if the model changes. */
export const actorContactSchema = strictItem({
  modelId: itemId,
  photoPath: orEmpty(line(500)),
  fullName: required(200, SECTION_MESSAGES.nameRequired),
  dateOfBirth: orEmpty(line(40)),
  city: orEmpty(line(100)),
  country: orEmpty(line(100)),
  phoneNumber: orEmpty(line(50)),
  email: orEmpty(line(254)),
});

export const sceneSchema = strictItem({
  id: itemId,
  name: orEmpty(line(200)),
  date: optionalDate,
  time: optionalTime,
  endTime: optionalTime,
  description: orEmpty(multiline(5000)),
  instructions: orEmpty(multiline(5000)),
  method: orEmpty(line(200)),
});

/** What the editor's scene form edits (its `method` is not among them: the form's "shooting method" is `instructions`). */
export const sceneFormSchema = z.pick(sceneSchema, { name: true, date: true, time: true, endTime: true, description: true, instructions: true });
export type SceneFormFields = z.output<typeof sceneFormSchema>;

/** Props and gear as stored: `id` (one name for every item). */
export const checklistItemSchema = strictItem({
  id: itemId,
  name: required(200, SECTION_MESSAGES.itemNameRequired),
  isChecked: z._default(z.boolean(), false),
});

/**
 * A prop or a piece of gear as sent (spec §3: "propId (or id)", "gearId (or id)"): the spec's own key is
 * taken and stored as `id`. Sending both with different values is refused, naming the key.
 */
function checklistItemWithAlias(alias: "propId" | "gearId") {
  return z.pipe(
    z.transform((input: unknown, ctx) => {
      if (typeof input !== "object" || input === null || Array.isArray(input) || !(alias in input)) return input;
      const { [alias]: aliased, ...rest } = input as Record<string, unknown>;
      if ("id" in rest && rest.id !== aliased) {
        ctx.issues.push({ code: "custom", message: SECTION_MESSAGES.idAliasConflict(alias), path: [alias], input });
        return z.NEVER;
      }
      return { ...rest, id: aliased };
    }),
    checklistItemSchema,
  );
}
export const propItemSchema = checklistItemWithAlias("propId");
export const gearItemSchema = checklistItemWithAlias("gearId");

/**
 * Whether a temperature in °C is one a shoot could meet: the coldest and hottest air ever measured on Earth
 * (about -89 and 57 °C) fit inside TEMPERATURE_RANGE_C; 999 is a typo. The editor asks it before saving.
 */
export function isPlausibleTemperature(value: string): boolean {
  const celsius = Number(value);
  return Number.isFinite(celsius) && celsius >= TEMPERATURE_RANGE_C.min && celsius <= TEMPERATURE_RANGE_C.max;
}

/** `weather` (spec §3): an object, sent as JSON text; "" or "{}" is no weather. Temperature is °C. */
export const weatherSchema = z.strictObject(
  {
    temperature: z._default(
      z.union(
        [
          z.literal(""),
          z.string().check(
            z.regex(/^-?\d{1,3}(\.\d)?$/, { error: SECTION_MESSAGES.temperatureInvalid, abort: true }),
            z.refine<string>(isPlausibleTemperature, SECTION_MESSAGES.temperatureOutOfRange),
          ),
        ],
        { error: SECTION_MESSAGES.temperatureInvalid },
      ),
      "",
    ),
    icon: z._default(z.union([z.literal(""), z.enum(WEATHER_CONDITIONS, { error: SECTION_MESSAGES.conditionInvalid })], { error: SECTION_MESSAGES.conditionInvalid }), ""),
  },
  { error: (issue) => (issue.code === "invalid_type" ? SECTION_MESSAGES.weatherInvalid : unknownKeys(issue)) },
);

/** A list whose items carry unique ids (`key` is `modelId` for actors). */
function itemList<Item extends z.ZodMiniType<Record<string, unknown>>>(field: string, item: Item, max: number, key = "id") {
  return z.array(item, { error: SECTION_MESSAGES.notAList(field) }).check(
    z.maxLength(max, SECTION_MESSAGES.tooMany(max)),
    z.superRefine((items: z.output<Item>[], ctx) => {
      const seen = new Set<unknown>();
      items.forEach((entry, index) => {
        const id = (entry as Record<string, unknown>)[key];
        if (seen.has(id)) ctx.addIssue({ code: "custom", message: SECTION_MESSAGES.idDuplicate, path: [index, key] });
        seen.add(id);
      });
    }),
  );
}

/** Each JSON-text field of a call sheet and the schema of what its text holds. */
export const SECTION_SCHEMAS = {
  locationsList: itemList("locationsList", locationEntrySchema, SECTION_LIMITS.locationsList),
  teamMembers: itemList("teamMembers", teamMemberSchema, SECTION_LIMITS.teamMembers),
  concepts: itemList("concepts", conceptSchema, SECTION_LIMITS.concepts),
  actorContacts: itemList("actorContacts", actorContactSchema, SECTION_LIMITS.actorContacts, "modelId"),
  sceneSchedule: itemList("sceneSchedule", sceneSchema, SECTION_LIMITS.sceneSchedule),
  props: itemList("props", propItemSchema, SECTION_LIMITS.props),
  gear: itemList("gear", gearItemSchema, SECTION_LIMITS.gear),
  weather: weatherSchema,
} as const;
export type SectionField = keyof typeof SECTION_SCHEMAS;
export const SECTION_FIELDS = Object.keys(SECTION_SCHEMAS) as SectionField[];

export type LocationEntry = z.output<typeof locationEntrySchema>;
export type TeamMember = z.output<typeof teamMemberSchema>;
export type Concept = z.output<typeof conceptSchema>;
export type ActorContact = z.output<typeof actorContactSchema>;
export type Scene = z.output<typeof sceneSchema>;
export type ChecklistItem = z.output<typeof checklistItemSchema>;
export type Weather = z.output<typeof weatherSchema>;

/** The parsed sections of a sheet, as the editor and the document use them. */
export type CallSheetSections = {
  locationsList: LocationEntry[];
  teamMembers: TeamMember[];
  concepts: Concept[];
  actorContacts: ActorContact[];
  sceneSchedule: Scene[];
  props: ChecklistItem[];
  gear: ChecklistItem[];
  weather: Weather;
};

/** The text a section is stored as: "" counts as the empty section (rows older than validation). */
export type SectionParseResult<Field extends SectionField> = z.core.util.SafeParseResult<CallSheetSections[Field]>;
export function parseSectionText<Field extends SectionField>(field: Field, text: string): SectionParseResult<Field> {
  let raw: unknown;
  try {
    raw = text.trim() === "" ? (field === "weather" ? {} : []) : JSON.parse(text);
  } catch {
    return { success: false, error: new z.core.$ZodError([{ code: "custom", message: `${field} is not valid JSON`, path: [], input: text }]) } as SectionParseResult<Field>;
  }
  return SECTION_SCHEMAS[field].safeParse(raw) as SectionParseResult<Field>;
}
