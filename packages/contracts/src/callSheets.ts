import { z } from "zod";
import { isCleanLine, isCleanMultilineText } from "./text.ts";

export const CALL_SHEET_MESSAGES = {
  titleRequired: "Shooting title is required",
  titleTooLong: "Shooting title must be at most 255 characters",
  dateInvalid: "shootingDate must be a date (YYYY-MM-DD) or null",
  timeInvalid: "shootingTime must be a time (HH:mm) or null",
  jsonListInvalid: (field: string) => `${field} must be JSON text of a list`,
  notFound: "Call sheet not found",
  invisibleCharacters: "Please remove invisible or control characters (they often come with copied text)",
} as const;

/** Composed (NFC) and visible; `multiline` text may also hold line breaks and tabs. */
const clean = (schema: z.ZodString, multiline = false) =>
  schema.normalize("NFC").refine(multiline ? isCleanMultilineText : isCleanLine, CALL_SHEET_MESSAGES.invisibleCharacters);

/** Text that must hold a JSON list (the spec sends these fields as JSON strings). */
const jsonListText = (field: string) =>
  z
    .string()
    .default("[]")
    .refine(
      (text) => {
        try {
          return Array.isArray(JSON.parse(text || "[]"));
        } catch {
          return false;
        }
      },
      { message: CALL_SHEET_MESSAGES.jsonListInvalid(field) },
    )
    .transform((text) => text || "[]");

const plainText = clean(z.string(), true).max(20_000).default("");

/** `POST /api/call-sheets`: the dashboard's new call sheet (spec §7), every field but the title optional. */
export const callSheetCreateSchema = z.object({
  shootingTitle: clean(z.string({ error: CALL_SHEET_MESSAGES.titleRequired })).trim().min(1, CALL_SHEET_MESSAGES.titleRequired).max(255, CALL_SHEET_MESSAGES.titleTooLong),
  client: clean(z.string()).trim().max(255).default(""),
  shootingDate: z.iso.date({ error: CALL_SHEET_MESSAGES.dateInvalid }).nullable().default(null),
  shootingTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, CALL_SHEET_MESSAGES.timeInvalid)
    .nullable()
    .default(null),
  locations: plainText,
  teamContacts: jsonListText("teamContacts"),
  actorContacts: jsonListText("actorContacts"),
  sceneSchedule: jsonListText("sceneSchedule"),
  technicalSpecs: plainText,
  breakSchedule: plainText,
  weather: plainText,
  emergencyContacts: plainText,
});
export type CallSheetCreate = z.output<typeof callSheetCreateSchema>;
export type CallSheetCreateInput = z.input<typeof callSheetCreateSchema>;

/** One line of the dashboard's 'My Shootings'. */
export const callSheetSummarySchema = z.object({
  id: z.number(),
  shootingTitle: z.string(),
  client: z.string(),
  shootingDate: z.string().nullable(),
  shootingTime: z.string().nullable(),
  locations: z.string(),
  createdAt: z.string(),
});
export type CallSheetSummary = z.infer<typeof callSheetSummarySchema>;
export const callSheetListSchema = z.array(callSheetSummarySchema);

/** How `GET /api/call-sheets` orders: newest created first (the spec's list), or the next shoots first. */
export const CALL_SHEET_LIST_ORDERS = ["created", "upcoming"] as const;
export const CALL_SHEETS_LIMIT_MAX = 100;
/** The response header that carries how many sheets match, whatever limit and offset cut out. */
export const CALL_SHEETS_TOTAL_HEADER = "X-Total-Count";

export const CALL_SHEET_LIST_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${CALL_SHEETS_LIMIT_MAX}`,
  offset: "offset must be a whole number of 0 or more",
  search: "search must be at most 200 characters",
  order: `order must be one of ${CALL_SHEET_LIST_ORDERS.join(", ")}`,
} as const;

/**
 * `GET /api/call-sheets` query: with none of them the answer is the spec's whole list. `upcoming` puts
 * sheets shot today or later first (soonest first), then those without a date, then past ones (latest first).
 */
export const callSheetListQuerySchema = z.object({
  limit: z.coerce.number({ error: CALL_SHEET_LIST_MESSAGES.limit }).int(CALL_SHEET_LIST_MESSAGES.limit).min(1, CALL_SHEET_LIST_MESSAGES.limit).max(CALL_SHEETS_LIMIT_MAX, CALL_SHEET_LIST_MESSAGES.limit).optional(),
  offset: z.coerce.number({ error: CALL_SHEET_LIST_MESSAGES.offset }).int(CALL_SHEET_LIST_MESSAGES.offset).min(0, CALL_SHEET_LIST_MESSAGES.offset).max(1_000_000, CALL_SHEET_LIST_MESSAGES.offset).default(0),
  search: z.string({ error: CALL_SHEET_LIST_MESSAGES.search }).trim().max(200, CALL_SHEET_LIST_MESSAGES.search).default(""),
  order: z.enum(CALL_SHEET_LIST_ORDERS, { error: CALL_SHEET_LIST_MESSAGES.order }).default("created"),
});
export type CallSheetListQuery = z.output<typeof callSheetListQuerySchema>;
export type CallSheetListParams = z.input<typeof callSheetListQuerySchema>;
