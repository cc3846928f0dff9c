import { z } from "zod/mini";
import { revisionChangeSchema } from "../callSheets/schemas/revisions.ts";
import { INVITATION_STATES } from "./constants.ts";

/**
 * Collaborators and revisions (issue 25): what the API, the admin console and the share portal agree on for
 * the collaborator's view of the latest revision, Confirm, the producer's per-person states, reminders and
 * calendar events. Written before the three are built in parallel, so all of them build on one shape.
 */

// --- Calls --------------------------------------------------------------------------------------

export const CONFIRMATION_URLS = {
  /** `POST` (a grant of the sheet, either role): 'I have read revision N'. */
  confirmations: "/api/call-sheet-confirmations",
  /** `GET ?callSheetId=` (a grant of the sheet, either role): the collaborator's calendar event (.ics). */
  calendar: (callSheetId: number | string) => `/api/call-sheet-calendar?callSheetId=${callSheetId}`,
  /** `POST` (admin, no body): e-mail a reminder to every collaborator who has not confirmed the latest revision. */
  reminders: (callSheetId: number | string) => `/api/call-sheets/${callSheetId}/reminders`,
  /** `PUT` (admin): the sheet's automatic reminder, N hours before the call time; off by default. */
  automaticReminder: (callSheetId: number | string) => `/api/call-sheets/${callSheetId}/automatic-reminder`,
} as const;

// --- The collaborator's view (GET /api/get-call-sheet, grant) -------------------------------------

/** The published revision a collaborator is shown: its number, when, and the producer's note. */
export const shownRevisionSchema = z.object({ number: z.number(), publishedAt: z.string(), note: z.string() });
export type ShownRevision = z.infer<typeof shownRevisionSchema>;

/**
 * What `GET /api/get-call-sheet` adds for revisions. For a grant: `callSheet` is the latest published
 * revision's snapshot (never the producer's draft); `revision` that revision; `changes` what changed since
 * `changedSince`, the newest revision older than the one shown that this collaborator opened. The answer is
 * the same on every reading of the shown revision (opening it is recorded, but a reload still answers the
 * changes since that older one); [] and null when they opened no older revision (their first). Whether the
 * list is still shown is the client's: it leaves it out once read (confirmed, or closed on that browser).
 * `confirmedRevision` the newest revision this collaborator confirmed (null: none). For the admin: the live
 * sheet, `revision` the latest published one (null: none yet), no changes, confirmedRevision null.
 */
export const sharedRevisionFieldsSchema = z.object({
  revision: z.nullable(shownRevisionSchema),
  changes: z.array(revisionChangeSchema),
  changedSince: z.nullable(z.number()),
  confirmedRevision: z.nullable(z.number()),
});
export type SharedRevisionFields = z.infer<typeof sharedRevisionFieldsSchema>;

/** What the confirmation and reminder calls answer when they refuse. */
export const CONFIRMATION_MESSAGES = {
  callSheetIdRequired: "Call sheet ID is required",
  revisionRequired: "The revision number must be a whole number of 1 or more",
  /** 409: a collaborator confirming a revision that is not the latest (the page is stale). */
  notLatest: (latest: number) => `Revision ${latest} is the latest: please read it and confirm that one`,
  /** 409: nothing published yet (cannot happen for a shared sheet after the release migration). */
  nothingPublished: "This call sheet has no published revision to confirm",
  /** 400: `asReader` of a confirmation. */
  readerInvalid: "asReader must be the e-mail address the confirmation was made as",
  /** 409 (reason OTHER_READER_REASON): made as someone the session no longer reads as (another tab signed in). */
  otherReader: (reader: string) => `This confirmation was made as ${reader}, but this device now reads the sheet as someone else: it was not sent.`,
  /** 400: an automatic reminder's hours. */
  hoursInvalid: "Hours before the call time must be a whole number from 1 to 168, or null to turn it off",
  /** 400: the producer's time zone sent with the automatic reminder. */
  timeZoneInvalid: "The time zone must be an IANA time zone name, such as Europe/Belgrade",
} as const;

// --- Confirm --------------------------------------------------------------------------------------

const positiveInt = (message: string) => z.number({ error: message }).check(z.int(message), z.positive(message));

/** `POST /api/call-sheet-confirmations` body. */
export const confirmationRequestSchema = z.strictObject({
  callSheetId: positiveInt(CONFIRMATION_MESSAGES.callSheetIdRequired),
  revision: positiveInt(CONFIRMATION_MESSAGES.revisionRequired),
  /**
   * Optional: whom the page confirmed as (the grant's e-mail). Another reader signed in on the device since
   * (another tab) is 409 `{ message, reason: OTHER_READER_REASON }` (sharing/comments.ts), nothing recorded: a kept confirmation is never
   * recorded as someone else's. Without it, the session's reader.
   */
  asReader: z.optional(z.string({ error: CONFIRMATION_MESSAGES.readerInvalid }).check(z.minLength(1, CONFIRMATION_MESSAGES.readerInvalid), z.maxLength(320, CONFIRMATION_MESSAGES.readerInvalid))),
});
export type ConfirmationRequest = z.input<typeof confirmationRequestSchema>;

/** 201 (or 200 when that revision was already confirmed: the first time stays). */
export const confirmationSchema = z.object({ revision: z.number(), confirmedAt: z.string() });
export type Confirmation = z.infer<typeof confirmationSchema>;

/** 409 when the revision confirmed is not the latest: the message, and the latest revision's number to load. */
export const confirmationRefusedSchema = z.object({ message: z.string(), latest: z.number() });
export type ConfirmationRefused = z.infer<typeof confirmationRefusedSchema>;


// --- The producer's Collaborators panel -----------------------------------------------------------

/** The delivery of the e-mail that told a collaborator about a revision (the invitation for the first one they got). */
export const REVISION_NOTICE_STATES = INVITATION_STATES;

/**
 * One collaborator's state for the sheet's latest revision, added to each share of
 * `GET /api/call-sheet-shares/{callSheetId}` as `latestRevision` (null when nothing is published).
 * `notice`: the e-mail about that revision (the invitation or the revision notice), null when none was queued
 * (shared before it was published and not notified). Times are ISO 8601, null when it has not happened.
 */
export const collaboratorRevisionStateSchema = z.object({
  revision: z.number(),
  notice: z.nullable(z.object({ state: z.enum(REVISION_NOTICE_STATES), at: z.nullable(z.string()), failure: z.nullable(z.string()) })),
  firstOpenedAt: z.nullable(z.string()),
  confirmedAt: z.nullable(z.string()),
  /**
   * The latest reminder e-mail about that revision ('Send reminder' or the automatic one): queued (or being
   * sent; `at` when it was asked for), sent (`at` when the mail server took it) or failed (`at` when it gave
   * up, `failure` the mail server's reply). Null: never reminded of it, or only after they confirmed (the
   * runner sends nothing then).
   */
  reminder: z.nullable(z.object({ state: z.enum(REVISION_NOTICE_STATES), at: z.nullable(z.string()), failure: z.nullable(z.string()) })),
});
export type CollaboratorRevisionState = z.infer<typeof collaboratorRevisionStateSchema>;

/**
 * Added to `GET /api/call-sheet-shares/{callSheetId}` beside `shares` and `accessLog`: the latest revision
 * (null: none), how many active collaborators confirmed it of how many (an invitation past its end is listed
 * but not counted: nobody to wait for), and the automatic reminder.
 */
export const confirmationSummarySchema = z.object({
  latestRevision: z.nullable(z.object({ number: z.number(), publishedAt: z.string() })),
  confirmed: z.number(),
  total: z.number(),
  automaticReminder: z.object({
    /** Hours before the call time; null: off (the default). */
    hoursBefore: z.nullable(z.number()),
    /** When it will run (null: off, or the sheet has no date or call time). */
    dueAt: z.nullable(z.string()),
    /** When it ran (it runs once; changing the hours arms it again). */
    sentAt: z.nullable(z.string()),
    /** How many it reminded when it ran (0: everyone had confirmed or had just been told); null: not run, or not known. */
    remindedCount: z.nullable(z.number()),
  }),
});
export type ConfirmationSummary = z.infer<typeof confirmationSummarySchema>;

/** `POST /api/call-sheets/{id}/reminders` takes no body (none or `{}`); any key is refused with 400. */
export const remindersRequestSchema = z.strictObject({});

/**
 * `POST /api/call-sheets/{id}/reminders` answers 202 with how many reminders were queued (0: everyone
 * confirmed, or everyone pending was just reminded), and what it left out: `alreadyReminded` pending
 * collaborators reminded of the latest revision less than the repeat window (10 minutes) ago or whose
 * reminder is still queued or running; `lastRemindedAt` the latest of those reminders (sent, or asked for
 * while not sent yet); `remindAgainAt` when all of them can be reminded again (null while one of those
 * reminders is not sent yet: its window starts when it is). ISO 8601; null and 0 when nobody was left out.
 */
export const remindersQueuedSchema = z.object({
  queued: z.number(),
  alreadyReminded: z.number(),
  lastRemindedAt: z.nullable(z.string()),
  remindAgainAt: z.nullable(z.string()),
});
export type RemindersQueued = z.infer<typeof remindersQueuedSchema>;

/** Whether `name` is a time zone this runtime knows (an IANA name such as Europe/Belgrade, or UTC). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * `PUT /api/call-sheets/{id}/automatic-reminder` body; 200 answers `confirmationSummarySchema.shape.automaticReminder`.
 * `timeZone`: the producer's clock (the console sends its browser's zone). The call time is read on the clock
 * of the shoot's place; when no location's place is known, on this one (kept with the reminder; absent: the one
 * kept before, else UTC).
 */
export const automaticReminderRequestSchema = z.strictObject({
  hoursBefore: z.nullable(
    z.number({ error: CONFIRMATION_MESSAGES.hoursInvalid }).check(z.int(CONFIRMATION_MESSAGES.hoursInvalid), z.gte(1, CONFIRMATION_MESSAGES.hoursInvalid), z.lte(168, CONFIRMATION_MESSAGES.hoursInvalid)),
  ),
  timeZone: z.optional(z.string({ error: CONFIRMATION_MESSAGES.timeZoneInvalid }).check(z.maxLength(64, CONFIRMATION_MESSAGES.timeZoneInvalid), z.refine(isTimeZone, CONFIRMATION_MESSAGES.timeZoneInvalid))),
});
export type AutomaticReminderRequest = z.input<typeof automaticReminderRequestSchema>;
