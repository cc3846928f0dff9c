import { z } from "zod/mini";
import { isCleanLine, isCleanMultilineText } from "../../common/rules.ts";
import { NOTE_MAX_CHARS, SECTION_MAX_CHARS } from "../constants.ts";
import { CALL_SHEET_MESSAGES, PATCH_MESSAGES } from "../messages.ts";
import { parseSectionText, SECTION_FIELDS, type SectionField } from "./sections.ts";

/**
 * The editor's calls (spec call-sheets.md §7): `GET` and `PATCH /api/call-sheets/{id}`, the actor picker
 * (`GET /api/actors`), the light and weather of a sheet (`GET /api/call-sheets/{id}/conditions`) and its
 * PDF (`GET /api/call-sheets/{id}/pdf`).
 */

/** A call sheet as `GET /api/call-sheets/{id}` sends it: JSON sections as text (spec §3), and its version. */
export const callSheetSchema = z.object({
  id: z.number(),
  version: z.number(),
  shootingTitle: z.string(),
  client: z.string(),
  shootingDate: z.nullable(z.string()),
  shootingTime: z.nullable(z.string()),
  locations: z.string(),
  locationsList: z.string(),
  streetAddress: z.string(),
  streetNumber: z.string(),
  teamMembers: z.string(),
  teamContacts: z.string(),
  concepts: z.string(),
  actorContacts: z.string(),
  sceneSchedule: z.string(),
  props: z.string(),
  gear: z.string(),
  weather: z.string(),
  technicalSpecs: z.string(),
  costumeNotes: z.string(),
  setNotes: z.string(),
  emergencyContacts: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CallSheet = z.infer<typeof callSheetSchema>;

const note = (field: string, max = NOTE_MAX_CHARS) =>
  z.string().check(z.normalize("NFC"), z.maxLength(max, PATCH_MESSAGES.tooLong(field, max)), z.refine<string>(isCleanMultilineText, CALL_SHEET_MESSAGES.invisibleCharacters));
const shortLine = (field: string, max = 255, ...more: z.core.$ZodCheck<string>[]) =>
  z
    .string()
    .check(z.normalize("NFC"), z.trim(), z.maxLength(max, PATCH_MESSAGES.tooLong(field, max)), z.refine<string>(isCleanLine, CALL_SHEET_MESSAGES.invisibleCharacters), ...more);

const shootingTitle = shortLine("shootingTitle", 255, z.minLength(1, CALL_SHEET_MESSAGES.titleRequired));

/** A JSON value with every string in it in NFC. */
const withNfcStrings = (value: unknown): unknown => {
  if (typeof value === "string") return value.normalize("NFC");
  if (Array.isArray(value)) return value.map(withNfcStrings);
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withNfcStrings(inner)]));
  return value;
};

/**
 * The section's text with its strings in NFC, as names and notes are stored, so "José" typed as e +
 * combining accent is the same name as the composed one. Text already in NFC (nearly always: keyboards
 * compose) stays byte for byte as the client sent it; only text that changes is written out again.
 * Normalising the raw JSON text instead could fuse an escape's letter with a following combining mark.
 */
const nfcSectionText = (text: string): string => {
  if (text === text.normalize("NFC") && !text.includes("\\u")) return text;
  try {
    const value: unknown = JSON.parse(text);
    const normalized = JSON.stringify(withNfcStrings(value));
    return normalized === JSON.stringify(value) ? text : normalized;
  } catch {
    return text;
  }
};

/** The spec's other name for a list's item id (§3: "propId (or id)", "gearId (or id)"). */
const ID_ALIASES: Partial<Record<SectionField, string>> = { props: "propId", gear: "gearId" };

/**
 * Props and gear sent with the spec's `propId` / `gearId` are stored with `id` (the name every reader
 * and every other list uses); the rest of each item stays as sent. Text without the alias is untouched.
 */
const storedIds = (field: SectionField) => (text: string): string => {
  const alias = ID_ALIASES[field];
  if (!alias || !text.includes(`"${alias}"`)) return text;
  try {
    const items: unknown = JSON.parse(text);
    if (!Array.isArray(items)) return text;
    return JSON.stringify(
      items.map((item: unknown) => {
        if (item === null || typeof item !== "object" || !(alias in item)) return item;
        const { [alias]: id, ...rest } = item as Record<string, unknown>;
        return { id, ...rest };
      }),
    );
  } catch {
    return text;
  }
};

/**
 * A JSON-text section: the text must parse and match the section's schema. Issues carry the item's path
 * under the field (`sceneSchedule.3.name`); the stored text is the client's, as sent (the spec's format),
 * with its strings in NFC and the spec's `propId` / `gearId` stored as `id`.
 */
const sectionText = (field: SectionField) =>
  z.string().check(
    z.maxLength(SECTION_MAX_CHARS, PATCH_MESSAGES.tooLong(field, SECTION_MAX_CHARS)),
    z.superRefine((text: string, ctx) => {
      const parsed = parseSectionText(field, text);
      if (parsed.success) return;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path as PropertyKey[] });
    }),
    z.overwrite(nfcSectionText),
    z.overwrite(storedIds(field)),
  );

const sectionFields = Object.fromEntries(SECTION_FIELDS.map((field) => [field, z.optional(sectionText(field))])) as {
  [Field in SectionField]: z.ZodMiniOptional<ReturnType<typeof sectionText>>;
};

/**
 * `PATCH /api/call-sheets/{id}`: the fields the editor changed (spec §7) and `baseVersion`, the version
 * the edit started from. Unknown fields are refused; a field changed by someone else since `baseVersion`
 * is a 409 (callSheetConflictSchema).
 */
export const callSheetPatchSchema = z
  .strictObject(
    {
      baseVersion: z
        .number({ error: PATCH_MESSAGES.versionRequired })
        .check(z.int(PATCH_MESSAGES.versionRequired), z.minimum(0, PATCH_MESSAGES.versionRequired)),
      shootingTitle: z.optional(shootingTitle),
      client: z.optional(shortLine("client")),
      shootingDate: z.optional(z.nullable(z.iso.date({ error: CALL_SHEET_MESSAGES.dateInvalid }))),
      shootingTime: z.optional(z.nullable(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, CALL_SHEET_MESSAGES.timeInvalid)))),
      locations: z.optional(shortLine("locations", 1000)),
      streetAddress: z.optional(shortLine("streetAddress")),
      streetNumber: z.optional(shortLine("streetNumber", 50)),
      technicalSpecs: z.optional(note("technicalSpecs")),
      costumeNotes: z.optional(note("costumeNotes")),
      setNotes: z.optional(note("setNotes")),
      emergencyContacts: z.optional(note("emergencyContacts")),
      ...sectionFields,
    },
    { error: (issue) => (issue.code === "unrecognized_keys" ? PATCH_MESSAGES.unknownField(issue.keys.join(", ")) : undefined) },
  )
  .check(z.refine((patch: Record<string, unknown>) => Object.keys(patch).some((key) => key !== "baseVersion"), PATCH_MESSAGES.nothingToChange));
export type CallSheetPatch = z.input<typeof callSheetPatchSchema>;

const { baseVersion: _baseVersion, shootingTitle: _title, ...patchFields } = callSheetPatchSchema.shape;

/**
 * `POST /api/call-sheets`: the dashboard's new call sheet (spec §7). The same fields, schemas and
 * messages as a PATCH (a new sheet is the first edit of an empty one), the title required and no
 * baseVersion. The spec's body also carries teamContacts and breakSchedule, which no call edits or
 * shows: accepted empty only, and not stored.
 */
export const callSheetCreateSchema = z.pipe(
  z.strictObject(
    {
      // A missing title is a blank one: "Shooting title is required".
      shootingTitle: z.prefault(shootingTitle, ""),
      ...patchFields,
      teamContacts: z.optional(z.literal(["", "[]"], { error: PATCH_MESSAGES.notEditable("teamContacts") })),
      breakSchedule: z.optional(z.literal("", { error: PATCH_MESSAGES.notEditable("breakSchedule") })),
    },
    { error: (issue) => (issue.code === "unrecognized_keys" ? PATCH_MESSAGES.unknownField(issue.keys.join(", ")) : undefined) },
  ),
  z.transform(({ teamContacts: _team, breakSchedule: _break, ...fields }) => fields),
);
/** What the API stores of a create: the editable fields it was given. */
export type CallSheetCreate = z.output<typeof callSheetCreateSchema>;
export type CallSheetCreateInput = z.input<typeof callSheetCreateSchema>;
export type CallSheetField = Exclude<keyof z.output<typeof callSheetPatchSchema>, "baseVersion">;
/** Every field a PATCH may change: the ones whose changes are versioned one by one. */
export const CALL_SHEET_FIELDS = Object.keys(callSheetPatchSchema.shape).filter((key): key is CallSheetField => key !== "baseVersion");

/** The 409 of a PATCH: which fields someone else changed since `baseVersion`, and the sheet as it is now. */
export const callSheetConflictSchema = z.object({
  message: z.string(),
  conflicts: z.array(z.string()),
  callSheet: callSheetSchema,
});
export type CallSheetConflict = z.infer<typeof callSheetConflictSchema>;

export const actorsQuerySchema = z.object({
  search: z._default(z.string().check(z.trim(), z.maxLength(100, "search must be at most 100 characters")), ""),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1, "page must be a whole number of 1 or more"), z.maximum(100_000)), 1),
});
export type ActorsQuery = z.input<typeof actorsQuerySchema>;
export const actorSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  photoPath: z.string(),
  dateOfBirth: z.string(),
  city: z.string(),
  country: z.string(),
  rating: z.string(),
});
export type Actor = z.infer<typeof actorSchema>;
export const actorsPageSchema = z.object({ actors: z.array(actorSchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type ActorsPage = z.infer<typeof actorsPageSchema>;

/** Sun times of one location on its date (the shoot date when it has none), local to the city; HH:mm. */
export const locationLightSchema = z.object({
  locationId: z.number(),
  date: z.string(),
  /** null when the city is not in the city database: no made-up times. */
  light: z.nullable(
    z.object({
      /** The city's IANA time zone, which the times are in. */
      timeZone: z.string(),
      /** Each time is null on a day it does not happen: no sunrise or sunset in a polar day or night, no end
       * of the morning golden hour when the sun never climbs 6° above the horizon. */
      sunrise: z.nullable(z.string()),
      sunset: z.nullable(z.string()),
      morningGoldenHourEnd: z.nullable(z.string()),
      eveningGoldenHourStart: z.nullable(z.string()),
      /** "day": the sun never sets that day; "night": it never rises; null: it rises and sets. */
      polar: z.nullable(z.enum(["day", "night"])),
    }),
  ),
});
export type LocationLight = z.infer<typeof locationLightSchema>;

/** Fetched weather (spec §3): temperature in °C, one of the seven conditions, and the provider's icon. */
export const fetchedWeatherSchema = z.object({ temperature: z.string(), condition: z.string(), icon: z.string() });
export type FetchedWeather = z.infer<typeof fetchedWeatherSchema>;

/** `GET /api/call-sheets/{id}/conditions`: light per location; weather when a provider is configured. */
export const callSheetConditionsSchema = z.object({
  locations: z.array(locationLightSchema),
  weather: z.nullable(fetchedWeatherSchema),
  /** Which location and date the weather is for (the first location found in the city database), or null. */
  weatherFor: z.nullable(z.object({ locationId: z.number(), date: z.string() })),
  /**
   * Why `weather` is null: "not-configured" (no provider), "no-location" (no location found in the city
   * database), "out-of-range" (the date is past or beyond the provider's forecast, five days for
   * OpenWeather), "unavailable" (provider down, slow, refusing the key or answering nonsense).
   */
  weatherStatus: z.enum(["ok", "not-configured", "no-location", "out-of-range", "unavailable"]),
});
export type CallSheetConditions = z.infer<typeof callSheetConditionsSchema>;
