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
  /** A comment written without a network, kept until it can be sent. */
  waitingToSend: "Waiting to send",
  waitingToSendHint: "No network: your comment is kept on this page and sent as soon as the network is back. Keep this page open.",
  /** The web app manifest. */
  appName: "Call sheet",
  appDescription: "Call sheets shared with you, readable on set, offline too.",
} as const;

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
   * The cookie that says which revision's list of changes this browser closed, per sheet (Path = the sheet's
   * shared view): a revision number, nothing secret, read by the portal server so its render already leaves
   * a closed list out.
   */
  changesReadCookie: "revisionChangesRead",
} as const;
