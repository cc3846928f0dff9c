/**
 * Issue 26, on set: the share portal's words for its offline copy, the comments waiting for a network and the
 * installed app (docs/on-set.md). English, the shared view's language.
 */
export const ON_SET_TEXTS = {
  /** The banner over a sheet read from the phone's copy: revision null is an admin's live sheet (no revision). */
  offlineBanner: (revision: number | null, asOf: string) =>
    revision === null ? `Offline: as of ${asOf}` : `Offline: revision ${revision}, as of ${asOf}`,
  forgetSheet: "Forget this sheet",
  forgotten: "This sheet is no longer kept on this device.",
  /**
   * A comment written without a network, kept on the device (IndexedDB) until it can be sent: by the open
   * sheet, not in the background (docs/on-set.md), so the hint must not promise a send with the page closed.
   */
  waitingToSend: "Waiting to send",
  waitingToSendHint: "No network: your comment is kept on this device and sent when you are back online with this sheet open.",
  /** The notice while comments wait (fixed at the bottom of the screen). */
  pendingComments: (count: number) => (count === 1 ? "1 comment waiting to send" : `${count} comments waiting to send`),
  /** Sent when the network came back. */
  pendingSent: (excerpt: string) => `Your comment '${excerpt}' has been added.`,
  /**
   * A waiting comment the server refused for good (its words as `reason`: the text itself, the sheet full) or
   * that its writer may no longer post: its text goes back to its section's comment box (the draft), and this
   * stays in the panel and the page's notice until dismissed or the box is sent (a toast lasts 5 s, and the
   * next one replaces it).
   */
  notSent: (reason: string, section: string) => `Not sent: ${withoutFullStop(reason)}. Your text is back in the comment box of ${section}.`,
  /** The same to a reader who may no longer comment (no box): the panel shows the text, to copy. */
  notSentToCopy: (reason: string, section: string) => `Not sent: ${withoutFullStop(reason)}. Your text is kept in the comments of ${section}, to copy.`,
  /** Why, when the producer made the writer a viewer meanwhile (the API's 403): they still read the sheet. */
  noLongerCommenter: "you can still read this sheet, but your role no longer lets you comment on it",
  /** A viewer's panel: the text of their comment that was not sent, read-only, to copy. */
  notSentText: (section: string) => `Your comment on ${section}, not sent`,
  dismissNotSent: (section: string) => `Dismiss the notice about ${section}`,
  dismiss: "Dismiss",
  /** A viewer's panel: lets the text that was not sent go. */
  discardNotSent: "Discard this text",
  /**
   * The session ended while the page was open (a comment's 401): the comment is kept (its draft, or waiting
   * on the device) and the page shows the sign-in form.
   */
  sessionEndedTitle: "Signed out",
  sessionEnded: "Your session has ended: sign in again to add your comment. Its text is kept in the comment box.",
  /** The sign-in form after it: what waits (comments, a comment being written, a Confirm) waits for the same reader. */
  sessionEndedSignIn: "Your session has ended. Sign in again to go on: what you wrote or confirmed here is kept on this device.",
  /** A comment panel on the offline copy: the comments are the server's, not in the copy; fetched once back online. */
  commentsOffline: "You are offline: the comments cannot be loaded without a network. They load when you are back online.",
  /** The device would not keep it (storage refused): the text stays in the box. */
  notKeptTitle: "Not sent",
  notKept: "No network, and this device would not keep the comment: it is still in the box. Send it when you are back online.",
  /** The invitation ended (a 410 without its details): what waited cannot be sent, and is dropped. */
  pendingNoAccess: (count: number) =>
    `${count === 1 ? "A comment" : `${count} comments`} written offline could not be sent: this device no longer has access to the sheet.`,
  /** The web app manifest. */
  appName: "Call sheet",
  appDescription: "Call sheets shared with you, readable on set, offline too.",
} as const;

/** A server's sentence inside ours: its own full stop goes (ours follows). */
function withoutFullStop(sentence: string): string {
  return sentence.trim().replace(/\.$/, "");
}

/** Not texts: the offline copy's names, shared by the page, its service worker and the tests. */
export const ON_SET_CONSTANTS = {
  /** The Cache Storage cache that holds each sheet's last first response (HTML with its data), per URL. */
  sheetCache: "portal-sheets-v1",
  /** The header the service worker stamps on a stored copy: when it was stored (ISO). */
  storedAtHeader: "x-portal-stored-at",
  /** The portal server's answer for a shared view without a grant: none (401/403) or ended (410). */
  grantHeader: "x-portal-grant",
  /** The element that carries the first response's data to the scripts. */
  firstResponseElementId: "portal-first-response",
  /** The offline banner's element (outside React's root: the service worker writes it into a stored copy). */
  offlineBannerId: "portal-offline-banner",
  /** Where the service worker is and what it controls: the shared views only. */
  serviceWorkerUrl: "/portal/sw.js",
  serviceWorkerScope: "/shared-call-sheet/",
  themeColor: "#1f2937",
  /**
   * The cookie that says which revision's list of changes each reader closed on this browser, per sheet (Path =
   * the sheet's shared view): `tag:N` per reader, the tag a short hash of the sheet and the reader (never the
   * e-mail), read by the portal server so its render already leaves that reader's closed list out.
   */
  changesReadCookie: "revisionChangesRead",
} as const;
