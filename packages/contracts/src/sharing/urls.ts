// --- Calls (spec §7) -------------------------------------------------------------------------------

export const SHARING_URLS = {
  shares: "/api/call-sheet-shares",
  sharesOf: (callSheetId: number | string) => `/api/call-sheet-shares/${callSheetId}`,
  share: (shareId: number | string) => `/api/call-sheet-shares/${shareId}`,
  /** Ours (issue 23): new credentials for one collaborator, sent in the background. */
  resendShare: (shareId: number | string) => `/api/call-sheet-shares/${shareId}/resend`,
  /** Ours (issue 23): the admin has read a sheet's comments. */
  commentsSeen: "/api/call-sheet-comments/seen",
  access: "/api/call-sheet-access",
  /** Ours: what the gate may show for a valid token before the password (the shoot's title). */
  accessPreview: (token: string) => `/api/call-sheet-access/${encodeURIComponent(token)}`,
  validateCredentials: "/api/validate-call-sheet-credentials",
  checkAuth: (callSheetId: number | string) => `/api/check-call-sheet-auth/${callSheetId}`,
  getCallSheet: "/api/get-call-sheet",
  /** Ours (issue 26): the portal server's one call per shared view (check-auth, get-call-sheet and the comment counts). */
  sharedView: (callSheetId: number | string) => `/api/shared-view/${callSheetId}`,
  comments: "/api/call-sheet-comments",
  comment: (commentId: number | string) => `/api/call-sheet-comments/${commentId}`,
  /** Ours: the test bypass of /easy-access and /test-commenter; refused unless SHARE_TEST_ACCESS is on. */
  testAccess: "/api/call-sheet-test-access",
} as const;

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
/**
 * The editor's Comments view (issue 23): where the comment digest e-mail and the dashboard's 'new comments'
 * link lead. A query on the editor's own route, so the editor opens with the view over it.
 */
export const editorCommentsPath = (callSheetId: number | string) => `/admin/call-sheet/${callSheetId}?view=comments`;
/** The editor's Collaborators panel: where the dashboard's confirmations and failed deliveries lead. */
export const editorCollaboratorsPath = (callSheetId: number | string) => `/admin/call-sheet/${callSheetId}?view=collaborators`;
