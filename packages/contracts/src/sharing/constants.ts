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
  /** An invitation ends this many days after the sheet's last shooting day (never sooner than the expiry days). */
  daysAfterShoot: 7,
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
