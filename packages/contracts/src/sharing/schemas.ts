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

const callSheetIdSchema = z
  .number({ error: SHARING_MESSAGES.callSheetIdRequired })
  .check(z.int(SHARING_MESSAGES.callSheetIdRequired), z.positive(SHARING_MESSAGES.callSheetIdRequired), z.maximum(Number.MAX_SAFE_INTEGER));
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
export const credentialsRequestSchema = z.strictObject({ callSheetId: z.pipe(z.coerce.number(), callSheetIdSchema), email: shareEmailSchema, password: passwordSchema });
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
  callSheetId: z.pipe(z.coerce.number({ error: SHARING_MESSAGES.callSheetIdRequired }), callSheetIdSchema),
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

/**
 * `POST /api/call-sheet-comments`. The spec's body also carries id, email and timestamp: the server
 * decides those (author from the session's grant or user, time from its clock) and ignores what is sent.
 */
/**
 * A comment's idempotency key: made by the client once per comment it writes (a UUID, or the offline
 * outbox's own id) and sent with every try of it. The API keeps it with the comment, one per sheet, author
 * and key, and answers a repeated key with the comment it already holds (a retry after a lost answer).
 */
export const commentKeySchema = z
  .string({ error: SHARING_MESSAGES.commentKeyInvalid })
  .check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${SHARING_CONSTANTS.commentKeyMinChars},${SHARING_CONSTANTS.commentKeyMaxChars}}$`), SHARING_MESSAGES.commentKeyInvalid));

export const commentCreateSchema = z.object({
  callSheetId: callSheetIdSchema,
  sectionId: SECTION_ID_SCHEMA,
  text: z
    .string({ error: SHARING_MESSAGES.commentEmpty })
    .check(
      z.normalize("NFC"),
      z.trim(),
      z.minLength(1, SHARING_MESSAGES.commentEmpty),
      z.maxLength(SHARING_CONSTANTS.commentMaxChars, SHARING_MESSAGES.commentTooLong),
      z.refine<string>(isCleanMultilineText, SHARING_MESSAGES.invisibleCharacters),
    ),
  /** Optional: a client that sends none gets no protection from adding a comment twice. */
  idempotencyKey: z.optional(commentKeySchema),
  id: z.optional(z.unknown()),
  email: z.optional(z.unknown()),
  timestamp: z.optional(z.unknown()),
});
export type CommentCreate = z.input<typeof commentCreateSchema>;

/** A comment (spec §3): `email` is the author's e-mail, or 'admin'. */
export const commentSchema = z.object({
  id: z.number(),
  callSheetId: z.number(),
  sectionId: SECTION_ID_SCHEMA,
  email: z.string(),
  text: z.string(),
  timestamp: z.string(),
  /** Whether the caller may delete it (its author or an admin): the server decides, the UI shows. */
  canDelete: z.boolean(),
  /** For an admin: written by someone else, with an id above the admin's seen mark (or the query's `newAfter`). */
  isNew: z.optional(z.boolean()),
});
export type Comment = z.infer<typeof commentSchema>;

/** Where a page of comments ends: the last comment's time (epoch seconds) and id. Opaque to clients. */
export type CommentCursor = { at: Date; id: number };
const CURSOR_FORMAT = /^(\d{1,12})\.(\d{1,15})$/;
export const commentCursorOf = (comment: Pick<Comment, "timestamp" | "id">): string => `${Math.floor(Date.parse(comment.timestamp) / 1000)}.${comment.id}`;
const commentCursorSchema = z.pipe(
  z.string({ error: SHARING_MESSAGES.commentCursorInvalid }).check(z.regex(CURSOR_FORMAT, SHARING_MESSAGES.commentCursorInvalid)),
  z.transform((cursor: string): CommentCursor => {
    const [, seconds, id] = CURSOR_FORMAT.exec(cursor) ?? [];
    return { at: new Date(Number(seconds) * 1000), id: Number(id) };
  }),
);
const commentPageSizeSchema = z.pipe(
  z.coerce.number({ error: SHARING_MESSAGES.commentPageSizeInvalid }),
  z
    .number({ error: SHARING_MESSAGES.commentPageSizeInvalid })
    .check(
      z.int(SHARING_MESSAGES.commentPageSizeInvalid),
      z.minimum(1, SHARING_MESSAGES.commentPageSizeInvalid),
      z.maximum(SHARING_CONSTANTS.commentPageMax, SHARING_MESSAGES.commentPageSizeInvalid),
    ),
);

/** The messages of an admin's seen mark (a comment id) where a request carries one: `newAfter` here, `upTo` in collaborators.ts. */
export const COMMENT_MARK_MESSAGES = {
  upToInvalid: "upTo must be the id of the newest comment shown (a whole number, 0 or more)",
  newAfterInvalid: "newAfter must be the seenCommentId of the look's first page (a whole number, 0 or more)",
} as const;
/** A comment id as an admin's seen mark; 0: nothing seen. */
export const commentMarkSchema = (message: string) =>
  z.number({ error: message }).check(z.int(message), z.minimum(0, message), z.maximum(Number.MAX_SAFE_INTEGER, message));

/**
 * `GET /api/call-sheet-comments?callSheetId=[&sectionId=][&limit=][&cursor=][&newAfter=]`: one page, newest
 * first (by time, then id). `limit` defaults to SHARING_CONSTANTS.commentPageSize; `cursor` is the
 * `nextCursor` of the page before; `sectionId` keeps one section's comments. `newAfter` (an admin's): judge
 * `isNew` against this mark instead of the admin's stored one, so the pages after the first of one look
 * keep that look's marks although the look has since marked the sheet seen (`newCount` stays the stored
 * mark's). A grant's is ignored.
 */
export const commentListQuerySchema = z.object({
  callSheetId: z.pipe(z.coerce.number({ error: SHARING_MESSAGES.callSheetIdRequired }), callSheetIdSchema),
  sectionId: z.optional(SECTION_ID_SCHEMA),
  limit: z._default(commentPageSizeSchema, SHARING_CONSTANTS.commentPageSize),
  cursor: z.optional(commentCursorSchema),
  newAfter: z.optional(
    z.pipe(
      z.string({ error: COMMENT_MARK_MESSAGES.newAfterInvalid }).check(z.regex(/^\d{1,16}$/, COMMENT_MARK_MESSAGES.newAfterInvalid)),
      z.pipe(
        z.transform((text: string) => Number(text)),
        commentMarkSchema(COMMENT_MARK_MESSAGES.newAfterInvalid),
      ),
    ),
  ),
});
export type CommentListQuery = z.input<typeof commentListQuerySchema>;

/**
 * A page of comments. `comments` keeps its shape and order (newest first); `nextCursor` asks for the
 * next older page (null: this was the last); `counts` is every comment of the sheet by section (not
 * just this page's), for the bubbles and the overview; `total` their sum.
 */
export const commentListSchema = z.object({
  comments: z.array(commentSchema),
  nextCursor: z.nullable(z.string()),
  counts: z.partialRecord(SECTION_ID_SCHEMA, z.number()),
  total: z.number(),
  /** For an admin: when the admin last marked this sheet's comments seen (null: never); absent for a grant. */
  seenAt: z.optional(z.nullable(z.string())),
  /**
   * For an admin: the admin's seen mark, the newest comment id it marked seen (null: never); a comment by
   * someone else with a higher id is new. Absent for a grant. What the next pages of the same look send as `newAfter`.
   */
  seenCommentId: z.optional(z.nullable(z.number())),
  /** For an admin: how many comments of the sheet (on every page) are new to the admin; absent for a grant. */
  newCount: z.optional(z.number()),
});
export type CommentList = z.infer<typeof commentListSchema>;

/** `POST /api/call-sheet-test-access` (only with SHARE_TEST_ACCESS on, never in production). */
export const testAccessRequestSchema = z.strictObject({ callSheetId: callSheetIdSchema, role: z._default(roleSchema, "commenter") });

/**
 * `GET /api/shared-view/{id}` (ours, issue 26): everything the share portal's server needs for a shared view's
 * first response, in one call with one session read: what `GET /api/check-call-sheet-auth/{id}` answers,
 * what `GET /api/get-call-sheet?callSheetId=` answers (its status, and its body when 200) and the sheet's
 * comment counts (as `GET /api/call-sheet-comments` counts them). With the same side effects as
 * get-call-sheet for a grant (a line of the access log, the revision's first opening). A session whose grant
 * of the sheet ended hears so: 410, as each of the three calls answers it.
 */
export const sharedViewSchema = z.object({
  checkAuth: checkAuthSchema,
  /** get-call-sheet's status: 200 (the sheet below), 401 (no grant or admin), 403 (a grant of another sheet), 404 (no such sheet). */
  sheetStatus: z.number(),
  sheet: z.nullable(sharedCallSheetSchema),
  /** Every comment of the sheet by section, for its reader (null: the sheet was not read). */
  counts: z.nullable(commentListSchema.shape.counts),
});
export type SharedView = z.infer<typeof sharedViewSchema>;
