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
  // Shared view
  topBarLabel: "Call sheet actions",
  sheetNotFoundHint: "It may have been deleted, or the link has a wrong number.",
  // Comments
  commentsFor: (section: string) => `Comments on ${section}`,
  commentCount: (count: number) => `${count} comment${count === 1 ? "" : "s"}`,
  adminAuthor: "admin",
  noComments: "No comments yet.",
  commentLabel: "Your comment",
  overviewShow: "Show",
  overviewHide: "Hide",
  deleteFailedTitle: "Error",
  deleteFailed: "The comment could not be deleted. Please try again.",
  commentsLoadFailed: "Comments could not be loaded.",
  // Shared with panel
  lastOpened: "Last opened",
  neverOpened: "Not opened yet",
  expires: "Expires",
  remove: (email: string) => `Remove ${email}`,
  accessLog: "Access log",
  accessLogEmpty: "Nobody has opened it yet.",
  accessLogLine: (address: string) => `from ${address}`,
  // E-mail previews
  previewViewer: "Viewer invitation",
  previewCommenter: "Commenter invitation",
  previewNote: "The same template the mailer sends, filled with sample data.",
} as const;
