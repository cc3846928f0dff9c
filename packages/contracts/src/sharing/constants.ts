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
  /** A comment's idempotency key (commentKeySchema): a UUID is 36, the portal outbox's ids 24. */
  commentKeyMinChars: 16,
  commentKeyMaxChars: 64,
  messageMaxChars: 2000,
  /** Random bytes of an access token: 256 bits (the architecture asks for at least 128). */
  tokenBytes: 32,
  /** Length of a generated share password (letters and digits without look-alikes). */
  passwordLength: 12,
  /** An invitation ends this many days after the sheet's last shooting day (never sooner than the expiry days). */
  daysAfterShoot: 7,
  /**
   * Comments a sheet holds at most (issue 24: one commenter posted 1,000 in 3 s). A real shoot's sheet
   * gathers tens; 2,000 of up to 2,000 characters is ~4 MB of text, what one sheet may cost the database.
   */
  commentsPerSheet: 2000,
  /** Comments one author may post a minute, counted across API processes (docs/rate-limits.md). */
  commentsPerMinute: 30,
  commentRateWindowMs: 60_000,
  /** `GET /api/call-sheet-comments`: comments per page when `limit` is left out, and the most one page holds. */
  commentPageSize: 50,
  commentPageMax: 100,
  /** A section's panel in the shared view shows this many, then 'Show older comments'. */
  commentPanelPageSize: 20,
  /** A sheet's owner gets at most one digest of new comments per this many seconds (COMMENT_NOTIFY_DELAY_S). */
  commentNotifyDelaySeconds: 600,
  /** How long one attempt to hand an invitation to the mail server may take before it counts as failed. */
  invitationSendDeadlineMs: 30_000,
} as const;

/**
 * Where an invitation stands: written with the share (queued), then set by the jobs runner when the mail
 * server accepted it (sent) or refused it for good (failed, with its reply).
 */
export const INVITATION_STATES = ["queued", "sent", "failed"] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];
