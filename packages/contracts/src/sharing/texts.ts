import { withThousands } from "../common/numbers.ts";

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
  // No answer, a server error or a timeout: the link is not at fault.
  loadFailedTitle: "Call sheet not loaded",
  loadFailed: "The call sheet could not be loaded. Check your connection, then reload the page to try again.",
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

/**
 * Texts of the share portal that the spec does not give (SHARING_TEXTS holds the ones it does): page titles,
 * labels of the Shared with panel and the comments, the e-mail previews. One place, so tests read them too.
 */
export const SHARE_PORTAL_TEXTS = {
  // document.title per page
  titles: {
    sharedView: "Shared call sheet",
    gate: "Pristup call sheet-u",
    redirecting: "Opening call sheet",
    emailPreview: "Invitation e-mail preview",
    emailTextPreview: "Invitation e-mail preview (plain text)",
    notFound: "Page not found",
  },
  redirecting: "Opening the call sheet...",
  // Access gate
  gateHeading: "Pristup call sheet-u",
  gateIntro: "Unesite lozinku iz pozivnice.",
  gateSubmitting: "Provera...",
  // Dead ends of the gate (Serbian, as the gate is; issue 23): a token nobody issued, an ended invitation
  gateLinkInvalidTitle: "Link nije važeći",
  gateLinkInvalid: "Ovaj link ne vodi ni do jedne pozivnice. Otvorite link iz poslednje pozivnice koju ste dobili e-poštom.",
  gateEndedTitle: "Ova pozivnica više ne važi",
  gateEnded: {
    revoked: (title: string) => `Pristup call sheet-u „${title}” je povučen.`,
    expired: (title: string) => `Pristup call sheet-u „${title}” je istekao.`,
  },
  gateEndedAsk: "Za novu pozivnicu obratite se:",
  // Dead ends of the shared view and the portal (English, as the shared view is)
  endedTitle: "This invitation has ended",
  ended: {
    revoked: (title: string) => `Access to “${title}” was withdrawn.`,
    expired: (title: string) => `Access to “${title}” has expired.`,
  },
  endedAsk: "To see it again, ask for a new invitation:",
  notFoundTitle: "Page not found",
  notFound: "This address does not lead to a call sheet. Open the link from your latest invitation e-mail; if it still does not work, ask the person who invited you to send it again.",
  // Shared view
  topBarLabel: "Call sheet actions",
  sheetNotFoundHint: "It may have been deleted, or the link has a wrong number.",
  // Comments
  commentsFor: (section: string) => `Comments on ${section}`,
  commentCount: (count: number) => `${count} comment${count === 1 ? "" : "s"}`,
  adminAuthor: "admin",
  noComments: "No comments yet.",
  commentLabel: "Your comment",
  /** Under the comment box from 1,800 characters (SHARING_CONSTANTS.commentMaxChars). */
  commentLength: (length: number, max: number) => `${withThousands(length)} / ${withThousands(max)}`,
  /** Heard by a screen reader once the typing pauses near the limit. */
  commentCharsLeft: (left: number) => (left === 1 ? "1 character left" : `${withThousands(left)} characters left`),
  /** Under the box when the text is over the limit (a long paste is kept whole, not cut): Add waits for a shorter one. */
  commentTooLong: (max: number) => `A comment is at most ${withThousands(max)} characters. Shorten it to add it.`,
  overviewShow: "Show",
  overviewHide: "Hide",
  deleteFailedTitle: "Error",
  deleteFailed: "The comment could not be deleted. Please try again.",
  commentsLoadFailed: "Comments could not be loaded.",
  commentsLoading: "Loading comments...",
  commentsRetry: "Try again",
  /** Under a section's comments when older ones are on the server (issue 24: the list comes in pages). */
  showOlderComments: "Show older comments",
  loadingOlderComments: "Loading older comments...",
  /** The panel's close button (Esc and a click outside close it too). */
  closeComments: (section: string) => `Close comments on ${section}`,
  // Shared with panel
  lastOpened: "Last opened",
  neverOpened: "Not opened yet",
  expires: "Expires",
  invitation: "Invitation",
  invitationQueued: "Queued",
  invitationSent: "Sent",
  invitationFailed: (reason: string | null) => (reason ? `Failed: ${reason}` : "Failed"),
  remove: (email: string) => `Remove ${email}`,
  accessLog: "Access log",
  accessLogEmpty: "Nobody has opened it yet.",
  accessLogLine: (address: string) => `from ${address}`,
  // E-mail previews
  previewViewer: "Viewer invitation",
  previewCommenter: "Commenter invitation",
  previewNote: "The same template the mailer sends, filled with sample data.",
} as const;
