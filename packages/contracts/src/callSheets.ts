import { z } from "zod";

export const CALL_SHEET_MESSAGES = {
  titleRequired: "Shooting title is required",
  titleTooLong: "Shooting title must be at most 255 characters",
  dateInvalid: "shootingDate must be a date (YYYY-MM-DD) or null",
  timeInvalid: "shootingTime must be a time (HH:mm) or null",
  jsonListInvalid: (field: string) => `${field} must be JSON text of a list`,
  notFound: "Call sheet not found",
} as const;

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

const plainText = z.string().max(20_000).default("");

/** `POST /api/call-sheets`: the dashboard's new call sheet (spec §7), every field but the title optional. */
export const callSheetCreateSchema = z.object({
  shootingTitle: z.string({ error: CALL_SHEET_MESSAGES.titleRequired }).trim().min(1, CALL_SHEET_MESSAGES.titleRequired).max(255, CALL_SHEET_MESSAGES.titleTooLong),
  client: z.string().trim().max(255).default(""),
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
