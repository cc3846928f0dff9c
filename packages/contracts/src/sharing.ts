import { z } from "zod/mini";
import { CALL_SHEET_SECTION_IDS } from "./callSheetDocument.ts";
import { callSheetSchema, fetchedWeatherSchema, locationLightSchema } from "./callSheetEditor.ts";
import { isCleanMultilineText } from "./text.ts";

/**
 * Sharing a call sheet (spec call-sheets.md §2 Share dialog, Shared with panel, Access gate, shared view;
 * §3 Call-sheet share, Comment, Access response; §5; §7; §8; §9). Written before the API, the mailer and
 * the share portal are built in parallel, so all of them build on one shape.
 */

export const SHARE_ROLES = ["viewer", "commenter"] as const;
export type ShareRole = (typeof SHARE_ROLES)[number];

/** Spec §9 and what the spec leaves unsaid (decided here, used by the API and the portal). */
export const SHARING_CONSTANTS = {
  /** How long an invitation works unless SHARE_EXPIRY_DAYS says otherwise. */
  defaultExpiryDays: 30,
  /** The access gate waits this long after its success toast before opening the sheet (spec §4, §9). */
  accessRedirectDelayMs: 1500,
  /** The user search of the share dialog (spec §7, §9). */
  userSearchDebounceMs: 300,
  userSearchStaleMs: 60_000,
  userSearchListHeightPx: 200,
  /** The comment text area (spec §2). */
  commentMinHeightPx: 100,
  commentMaxChars: 2000,
  messageMaxChars: 2000,
  /** Random bytes of an access token: 256 bits (the architecture asks for at least 128). */
  tokenBytes: 32,
  /** Length of a generated share password (letters and digits without look-alikes). */
  passwordLength: 12,
} as const;

/** Every text of sharing, access and comments the spec gives (§2, §5, §8), in the spec's words. */
export const SHARING_TEXTS = {
  // Share dialog (§2, §8)
  dialogTitle: "Share with collaborator",
  dialogDescription: "Search and select registered users or manually enter email addresses.",
  searchPlaceholder: "Search users...",
  searchInputPlaceholder: "Enter name, email, username...",
  searchLoading: "Loading...",
  searchEmpty: "No users found",
  userTypeBadges: { client: "Client", team_member: "Team", other: "User" },
  roleLabel: "Role",
  roleNames: { viewer: "Viewer", commenter: "Commenter" },
  addAnother: "Add another collaborator",
  personalMessage: "Personal message (optional)",
  cancel: "Cancel",
  send: "Send",
  share: "Share",
  validationErrorTitle: "Validation Error",
  validationError: "Please enter at least one valid email address",
  sharedTitle: "Call Sheet Shared",
  shared: (count: number) => `Successfully shared with ${count} collaborator(s)`,
  sharingFailedTitle: "Sharing Failed",
  sharingFailed: "There was an error sharing your call sheet. Please try again.",
  // Shared with panel (§2, §8)
  sharedWith: "Shared with",
  removedTitle: "Collaborator Removed",
  removed: "Successfully removed collaborator",
  removeFailedTitle: "Error",
  removeFailed: "Failed to remove collaborator. Please try again.",
  // Reading A (§2, §8)
  loginTitle: "Access Call Sheet",
  loginHelp: "Enter your e-mail and the password from your invitation e-mail.",
  loginEmail: "Email",
  loginPassword: "Password",
  logIn: "Log in",
  loggingIn: "Logging in...",
  invalidCredentials: "Invalid credentials",
  loginNetworkError: "An error occurred during login",
  checkingAuthentication: "Checking authentication...",
  loading: "Loading...",
  // Reading B and the top bar (§2, §8)
  loadingCallSheet: "Loading call sheet...",
  accessErrorTitle: "Call Sheet Access Error",
  expired: "This call sheet is not available or your access link has expired.",
  goBack: "Go Back",
  back: "Back",
  backToEdit: "Back to Edit",
  print: "Print",
  // Access gate, in Serbian (§2, §5, §8)
  gateButton: "Pristupi Call Sheet-u",
  gateEmail: "Email",
  gatePassword: "Lozinka",
  gatePasswordRequired: "Lozinka je obavezna",
  gateTokenMissing: "Nedostaje token za pristup",
  gateDataMissing: "Nedostaju podaci za pristup",
  gateAuthError: "Greška pri autentifikaciji",
  gateAccessError: "Greška prilikom pristupa",
  gateInitError: "Greška prilikom inicijalizacije",
  gateRedirectIdMissing: "Nedostaje ID Call Sheet-a za preusmeravanje",
  gateAlertTitle: "Greška pri pristupu",
  gateHome: "Nazad na početnu",
  gateSuccessTitle: "Pristup odobren",
  gateSuccess: "Otvaramo call sheet...",
  // Comments (§2, §6, §8)
  comments: "Comments",
  commentsOverview: "Comments Overview",
  addComment: "Add Comment",
  submitting: "Submitting...",
  deleteComment: "Delete",
  commentPlaceholder: "Write a comment...",
  viewerCannotComment: "You cannot add new comments with your current role",
  commentAddedTitle: "Comment added",
  commentAdded: "Your comment has been added successfully",
  commentDeletedTitle: "Comment deleted",
  commentDeleted: "Your comment has been removed",
  commentEmptyTitle: "Cannot submit empty comment",
  commentEmpty: "Please enter some text for your comment.",
  commentFailedTitle: "Failed to add comment",
  commentFailed: "An error occurred while saving your comment. Please try again.",
  commentSaveFailed: "Failed to save comment",
  callSheetIdRequired: "Call sheet ID is required",
} as const;

/** Messages of the API's sharing, access and comment calls (the stored rules of spec §5 and ours). */
export const SHARING_MESSAGES = {
  emailInvalid: "Please enter a valid email address without spaces",
  roleInvalid: "Role must be either 'viewer' or 'commenter'",
  tokenRequired: "Access token is required",
  passwordRequired: "Password is required",
  emailRequired: "Email is required",
  invalidCredentials: SHARING_TEXTS.invalidCredentials,
  expired: SHARING_TEXTS.expired,
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  shareNotFound: "Share not found",
  commentNotFound: "Comment not found",
  commentEmpty: SHARING_TEXTS.commentEmpty,
  commentTooLong: `A comment is at most ${SHARING_CONSTANTS.commentMaxChars} characters`,
  messageTooLong: `A personal message is at most ${SHARING_CONSTANTS.messageMaxChars} characters`,
  sectionInvalid: "Unknown section",
  callSheetIdRequired: SHARING_TEXTS.callSheetIdRequired,
  mailFailed: (email: string) => `The invitation to ${email} could not be sent; nothing was shared with this address.`,
  testAccessOff: "Test access is turned off on this server",
  invisibleCharacters: "Please remove invisible or control characters (they often come with copied text)",
} as const;

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

// --- Calls (spec §7) -------------------------------------------------------------------------------

export const SHARING_URLS = {
  shares: "/api/call-sheet-shares",
  sharesOf: (callSheetId: number | string) => `/api/call-sheet-shares/${callSheetId}`,
  share: (shareId: number | string) => `/api/call-sheet-shares/${shareId}`,
  access: "/api/call-sheet-access",
  /** Ours: what the gate may show for a valid token before the password (the shoot's title). */
  accessPreview: (token: string) => `/api/call-sheet-access/${encodeURIComponent(token)}`,
  validateCredentials: "/api/validate-call-sheet-credentials",
  checkAuth: (callSheetId: number | string) => `/api/check-call-sheet-auth/${callSheetId}`,
  getCallSheet: "/api/get-call-sheet",
  comments: "/api/call-sheet-comments",
  comment: (commentId: number | string) => `/api/call-sheet-comments/${commentId}`,
  /** Ours: the test bypass of /easy-access and /test-commenter; refused unless SHARE_TEST_ACCESS is on. */
  testAccess: "/api/call-sheet-test-access",
} as const;

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

/** How the invitation left: by SMTP, or written to the outbox folder (no SMTP configured). */
export const invitationDeliverySchema = z.object({ kind: z.enum(["smtp", "outbox"]), outboxPath: z.optional(z.string()) });
export type InvitationDelivery = z.infer<typeof invitationDeliverySchema>;

/** One share as the admin sees it (never its token or password). */
export const shareSchema = z.object({
  id: z.number(),
  callSheetId: z.number(),
  email: z.string(),
  role: roleSchema,
  isActive: z.boolean(),
  lastAccessed: z.nullable(z.string()),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Share = z.infer<typeof shareSchema>;
export const shareCreatedSchema = z.object({ share: shareSchema, delivery: invitationDeliverySchema });
export type ShareCreated = z.infer<typeof shareCreatedSchema>;

/** One line of a sheet's access log: who opened it, when, from where. */
export const accessLogEntrySchema = z.object({ email: z.string(), accessedAt: z.string(), address: z.string() });
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

/** `GET /api/call-sheet-shares/{callSheetId}` (admin): active shares (spec: id, email, role, isActive) and the log. */
export const shareListSchema = z.object({ shares: z.array(shareSchema), accessLog: z.array(accessLogEntrySchema) });
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
});
export type SharedCallSheet = z.infer<typeof sharedCallSheetSchema>;

/**
 * `POST /api/call-sheet-comments`. The spec's body also carries id, email and timestamp: the server
 * decides those (author from the session's grant or user, time from its clock) and ignores what is sent.
 */
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
});
export type Comment = z.infer<typeof commentSchema>;

/** `GET /api/call-sheet-comments?callSheetId=`: newest first. */
export const commentListQuerySchema = z.object({ callSheetId: z.pipe(z.coerce.number({ error: SHARING_MESSAGES.callSheetIdRequired }), callSheetIdSchema) });
export const commentListSchema = z.object({ comments: z.array(commentSchema) });
export type CommentList = z.infer<typeof commentListSchema>;

/** `POST /api/call-sheet-test-access` (only with SHARE_TEST_ACCESS on, never in production). */
export const testAccessRequestSchema = z.strictObject({ callSheetId: callSheetIdSchema, role: z._default(roleSchema, "commenter") });

// --- Links (the invitation's, and the portal's redirects; spec §2 route table) -------------------

/** The invitation's link: the access gate for the token, with the e-mail (never the password). */
export const invitationPath = (token: string, email: string, callSheetId: number) =>
  `/call-sheet/${encodeURIComponent(token)}?${new URLSearchParams({ email, id: String(callSheetId) })}`;
/** The access gate for a token (`/call-sheet-access/{token}`), with what it should show prefilled. */
export const accessGatePath = (token: string, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString();
  return `/call-sheet-access/${encodeURIComponent(token)}${search ? `?${search}` : ""}`;
};
export const sharedViewPath = (callSheetId: number | string, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString();
  return `/shared-call-sheet/${callSheetId}${search ? `?${search}` : ""}`;
};
