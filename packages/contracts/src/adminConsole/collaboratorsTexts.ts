/**
 * The producer's side of sharing in the admin console (issue 23): the Collaborators panel, the Comments view,
 * and the dashboard's line. English, like the console.
 */
export const COLLABORATORS_TEXTS = {
  open: "Collaborators",
  /**
   * The editor bar's Collaborators with who confirmed the latest revision (issue 25): shown 'Collaborators
   * 12/15' (kept short: the bar is one row from 1000 px, and a phone's menu is 15rem), read out in words.
   */
  openCount: (confirmed: number, total: number) => `${confirmed}/${total}`,
  openConfirmed: (confirmed: number, total: number) => `Collaborators, ${confirmed} of ${total} confirmed`,
  comments: "Comments",
  close: "Close",
  title: "Collaborators",
  loading: "Loading collaborators…",
  loadFailed: "The collaborators could not be loaded.",
  retry: "Try again",
  summary: (count: number, failed: number) =>
    `${count} collaborator${count === 1 ? "" : "s"}${failed ? ` · ${failed} failed` : ""}`,
  empty: "Not shared with anyone yet. Share the call sheet to invite collaborators.",
  role: "Role",
  invitation: "Invitation",
  queued: "Queued",
  /** Queued after a temporary refusal or timeout: the runner tries again (attempts so far, the last reply). */
  queuedRetrying: (attempts: number, failure: string) => `Queued, trying again (attempt ${attempts}: ${failure})`,
  queuedHint: "Waiting for the mail server",
  sent: (time: string) => `Sent ${time}`,
  failed: (reason: string) => `Failed: ${reason}`,
  /** A resend that failed while the invitation delivered before still opens the sheet. */
  resendFailedStillOpens: (reason: string, delivered: string) => `Resend failed${reason ? `: ${reason}` : ""}. The invitation of ${delivered} still opens the sheet.`,
  failedWithoutReason: "Failed",
  outbox: (path: string) => `Written to ${path} (no mail server configured)`,
  opened: "Opened",
  openedRange: (first: string, last: string) => (first === last ? first : `first ${first}, last ${last}`),
  notOpened: "Not opened yet",
  commentCount: (count: number) => `${count} comment${count === 1 ? "" : "s"}`,
  ends: "Invitation ends",
  ended: "Invitation ended",
  resend: "Resend",
  resendOf: (email: string) => `Resend the invitation to ${email}`,
  /** Read with every Resend button: what it does, whichever the row. */
  resendNote: "Resend sends new credentials. Where the last invitation arrived and has not ended, its credentials keep working until the new one is delivered.",
  /** After a resend of a share whose credentials arrived and still work (the API keeps them until the new ones are delivered). */
  resendKeepsOld: "New credentials are sent; the old ones keep working until the new invitation is delivered.",
  /** After a resend of an ended or never delivered share (the API ends its credentials at once). */
  resendReplacesOld: "New credentials are sent; the old ones no longer work.",
  resent: (email: string) => `A new invitation to ${email} is queued`,
  resendFailed: "The invitation could not be queued",
  roleOf: (email: string) => `Role of ${email}`,
  roleChanged: (email: string, role: string) => `${email} is now a ${role}`,
  roleFailed: "The role could not be changed",
  revoke: "Revoke",
  revokeOf: (email: string) => `Revoke ${email}`,
  revokeTitle: "Revoke access?",
  revokeQuestion: (email: string) => `${email} will no longer be able to open this call sheet. Their comments stay.`,
  revokeConfirm: "Revoke access",
  cancel: "Cancel",
  revoked: (email: string) => `${email} can no longer open the call sheet`,
  revokeFailed: "Access could not be revoked",
  accessLog: "Access log",
  accessLogEmpty: "Nobody has opened it yet.",
  accessLogLine: (address: string) => `from ${address}`,
  // Comments view
  commentsTitle: "Comments",
  commentsLoading: "Loading comments…",
  commentsLoadFailed: "The comments could not be loaded.",
  commentsEmpty: "No comments yet.",
  /** Under the Comments view when older comments are on the server (issue 24: the list comes in pages). */
  commentsShown: (shown: number, total: number) => `${shown} of ${total} comments`,
  loadOlderComments: "Load older comments",
  loadingOlderComments: "Loading older comments…",
  newMark: "New",
  newCount: (count: number) => `${count} new`,
  newCommentsBadge: (count: number) => `${count} new comment${count === 1 ? "" : "s"}`,
  /** Over the open Comments view when others commented since it was opened; 'Show' reads them in. */
  commentsArrived: (count: number) => `${count} new comment${count === 1 ? "" : "s"} since you opened this`,
  showNewComments: "Show",
  openInSharedView: "Open in the shared view",
  adminAuthor: "You (admin)",
  // Dashboard line
  sharedCount: (count: number) => `${count} shared`,
  /** Of those whose invitation is live, who confirmed the latest revision (the editor bar's count). */
  confirmedCount: (confirmed: number, total: number, revision: number) => `${confirmed}/${total} confirmed REV ${revision}`,
  /** Whose invitation or latest notice failed (the panel's '· N failed'); links to the panel. */
  failedCount: (count: number) => `${count} failed`,
  newComments: (count: number) => `${count} new comment${count === 1 ? "" : "s"}`,
} as const;
