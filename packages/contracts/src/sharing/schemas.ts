import { z } from "zod/mini";
import { CALL_SHEET_SECTION_IDS } from "../callSheets/constants.ts";
import { callSheetSchema, fetchedWeatherSchema, locationLightSchema } from "../callSheets/schemas/editor.ts";
import { isCleanMultilineText } from "../common/rules.ts";
import { collaboratorRevisionStateSchema, confirmationSummarySchema, sharedRevisionFieldsSchema } from "./confirmations.ts";
import { INVITATION_STATES, SHARE_ROLES, SHARING_CONSTANTS } from "./constants.ts";
import { SHARING_MESSAGES } from "./messages.ts";

/**
 * Sharing a call sheet (spec call-sheets.md §2 Share dialog, Shared with panel, Access gate, shared view;
 * §3 Call-sheet share, Comment, Access response; §5; §7; §8; §9). Written before the API, the mailer and
 * the share portal are built in parallel, so all of them build on one shape.
 */

export const SECTION_ID_SCHEMA = z.enum(CALL_SHEET_SECTION_IDS, { error: SHARING_MESSAGES.sectionInvalid });

/** E-mails are compared trimmed and lower-cased; whitespace inside is stripped (spec §5). */
export const shareEmailSchema = z
  .string({ error: SHARING_MESSAGES.emailInvalid })
  .check(
    z.overwrite((text: string) => text.replace(/\s+/g, "").toLowerCase()),
    z.email(SHARING_MESSAGES.emailInvalid),
    z.maxLength(254, SHARING_MESSAGES.emailInvalid),
  );

export const callSheetIdSchema = z
  .number({ error: SHARING_MESSAGES.callSheetIdRequired })
  .check(z.int(SHARING_MESSAGES.callSheetIdRequired), z.positive(SHARING_MESSAGES.callSheetIdRequired), z.maximum(Number.MAX_SAFE_INTEGER));

/**
 * An id in a query string, read as `idSchema` (which bounds it): plain decimal digits only, no sign, no
 * leading zero, as a path's id (services/api middlewares/pathId.ts). What Number() would also read ("0x1",
 * "1e0", " 1", "+1", "01", "1.0") is `message`, so no two spellings reach the same row.
 */
export const queryIdSchema = (idSchema: z.ZodMiniNumber<number>, message: string) =>
  z.pipe(z.string({ error: message }).check(z.regex(/^[1-9][0-9]*$/, message)), z.pipe(z.transform(Number), idSchema));
const roleSchema = z.enum(SHARE_ROLES, { error: SHARING_MESSAGES.roleInvalid });
const passwordSchema = z
  .string({ error: SHARING_MESSAGES.passwordRequired })
  .check(z.minLength(1, SHARING_MESSAGES.passwordRequired), z.maxLength(256, SHARING_MESSAGES.passwordRequired));
const tokenSchema = z
  .string({ error: SHARING_MESSAGES.tokenRequired })
  .check(z.trim(), z.minLength(1, SHARING_MESSAGES.tokenRequired), z.maxLength(200, SHARING_MESSAGES.tokenRequired));

/** `POST /api/call-sheet-shares` (admin): one collaborator (the dialog sends one call per row, in parallel). */
export const shareCreateSchema = z.strictObject({
  callSheetId: callSheetIdSchema,
  email: shareEmailSchema,
  role: roleSchema,
  message: z._default(
    z.optional(
      z
        .string()
        .check(
          z.normalize("NFC"),
          z.trim(),
          z.maxLength(SHARING_CONSTANTS.messageMaxChars, SHARING_MESSAGES.messageTooLong),
          z.refine<string>(isCleanMultilineText, SHARING_MESSAGES.invisibleCharacters),
        ),
    ),
    "",
  ),
});
export type ShareCreate = z.input<typeof shareCreateSchema>;

/** How a message left: by SMTP, or written to the outbox folder (no SMTP configured). */
export const invitationDeliverySchema = z.object({ kind: z.enum(["smtp", "outbox"]), outboxPath: z.optional(z.string()) });
export type InvitationDelivery = z.infer<typeof invitationDeliverySchema>;

/**
 * The latest invitation of a share (issue 23): queued with the share in one transaction, then sent or failed
 * by the jobs runner. While a resend is queued the share's previous credentials keep working.
 */
export const invitationSchema = z.object({
  state: z.enum(INVITATION_STATES),
  queuedAt: z.string(),
  /** When the mail server accepted it (state sent). */
  sentAt: z.nullable(z.string()),
  /**
   * When an invitation whose credentials are live reached the mail server; null: none did (the share does
   * not open). A resend queued or failed since keeps it: that earlier invitation still opens the sheet.
   */
  deliveredAt: z.nullable(z.string()),
  /** When it was given up (state failed). */
  failedAt: z.nullable(z.string()),
  /** The mail server's reply (or the runner's reason) when it failed for good; the last temporary error while queued. */
  failure: z.nullable(z.string()),
  /** Attempts made so far. */
  attempts: z.number(),
  /** Without SMTP the invitation was written to this file of the server's outbox folder. */
  outboxPath: z.nullable(z.string()),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** One share as the admin sees it (never its token or password). */
export const shareSchema = z.object({
  id: z.number(),
  callSheetId: z.number(),
  email: z.string(),
  role: roleSchema,
  isActive: z.boolean(),
  /** The collaborator's first and latest opening of the sheet (null: never opened). */
  firstAccessed: z.nullable(z.string()),
  lastAccessed: z.nullable(z.string()),
  /** When the invitation ends: 7 days after the shoot's last day, never sooner than SHARE_EXPIRY_DAYS from sending. */
  expiresAt: z.string(),
  createdAt: z.string(),
  invitation: invitationSchema,
  /** Comments this collaborator wrote on the sheet. */
  commentCount: z.number(),
  /** Issue 25: this collaborator's state for the sheet's latest revision (null: nothing published). */
  latestRevision: z.nullable(collaboratorRevisionStateSchema),
});
export type Share = z.infer<typeof shareSchema>;
/** `POST /api/call-sheet-shares` answers 201 at once, the invitation queued (sent by the jobs runner). */
export const shareCreatedSchema = z.object({ share: shareSchema });
export type ShareCreated = z.infer<typeof shareCreatedSchema>;

/** One line of a sheet's access log: who opened it, when, from where. */
export const accessLogEntrySchema = z.object({ email: z.string(), accessedAt: z.string(), address: z.string() });
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

/** `GET /api/call-sheet-shares/{callSheetId}` (admin): active shares (spec: id, email, role, isActive) and the log. */
export const shareListSchema = z.object({ shares: z.array(shareSchema), accessLog: z.array(accessLogEntrySchema), ...confirmationSummarySchema.shape });
export type ShareList = z.infer<typeof shareListSchema>;

/** `POST /api/call-sheet-access`: the invitation's token, e-mail and password (the gate, reading B). */
export const accessRequestSchema = z.strictObject({ token: tokenSchema, email: shareEmailSchema, password: passwordSchema });
export type AccessRequest = z.input<typeof accessRequestSchema>;

/** `POST /api/validate-call-sheet-credentials`: sheet id, e-mail and password (reading A). */
export const credentialsRequestSchema = z.strictObject({ callSheetId: callSheetIdSchema, email: shareEmailSchema, password: passwordSchema });
export type CredentialsRequest = z.input<typeof credentialsRequestSchema>;

/** The access response (spec §3): the role the grant carries and its sheet. */
export const accessResponseSchema = z.object({ role: roleSchema, callSheetId: z.number() });
export type AccessResponse = z.infer<typeof accessResponseSchema>;

/** `GET /api/call-sheet-access/{token}`: for a valid, active, unexpired token only. */
export const accessPreviewSchema = z.object({ callSheetId: z.number(), shootingTitle: z.string() });
export type AccessPreview = z.infer<typeof accessPreviewSchema>;

/** `GET /api/check-call-sheet-auth/{id}` (spec §7). */
export const checkAuthSchema = z.object({
  authenticated: z.boolean(),
  isAdmin: z.boolean(),
  email: z.nullable(z.string()),
  role: z.nullable(roleSchema),
});
export type CheckAuth = z.infer<typeof checkAuthSchema>;

/**
 * `GET /api/get-call-sheet` query (spec §7). The session's grant (or the admin's session) opens the sheet;
 * `token` + `email` + `password` are accepted only with `isDirectAccess=true` (the /direct-access links).
 */
export const getCallSheetQuerySchema = z.object({
  callSheetId: queryIdSchema(callSheetIdSchema, SHARING_MESSAGES.callSheetIdRequired),
  token: z.optional(z.string().check(z.maxLength(200))),
  email: z.optional(z.string().check(z.maxLength(254))),
  password: z.optional(z.string().check(z.maxLength(256))),
  isDirectAccess: z.optional(z.enum(["true", "false"])),
});

/** The shared view's data (spec §7: callSheet, weatherData, locations). */
export const sharedCallSheetSchema = z.object({
  callSheet: callSheetSchema,
  weatherData: z.nullable(fetchedWeatherSchema),
  locations: z.string(),
  /** Ours: the sun times of each location, as the print view and the PDF show them. */
  light: z.array(locationLightSchema),
  role: z.nullable(roleSchema),
  isAdmin: z.boolean(),
  /** Issue 25: the published revision shown, what changed since this collaborator's last one, their confirmation. */
  ...sharedRevisionFieldsSchema.shape,
  /**
   * Ours: whether the admin's live sheet is a draft: nothing published yet, or edited since the latest revision
   * (its version is not the one that revision published; publishing never changes the version, every edit
   * does). Always false for a grant, which reads the published revision. The API always sends it; an answer
   * without it is read as a draft for the admin, so the shared view never names a revision it may not be.
   */
  draft: z.optional(z.boolean()),
});
export type SharedCallSheet = z.infer<typeof sharedCallSheetSchema>;


/** `POST /api/call-sheet-test-access` (only with SHARE_TEST_ACCESS on, never in production). */
export const testAccessRequestSchema = z.strictObject({ callSheetId: callSheetIdSchema, role: z._default(roleSchema, "commenter") });
