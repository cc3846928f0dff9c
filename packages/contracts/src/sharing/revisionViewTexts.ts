/**
 * The shared view's words for revisions (issue 25): what changed since the collaborator's last revision,
 * Confirm ('I have read revision N') and 'Add to calendar'. English: the shared view is English
 * (docs/sharing.md, "One language per screen"); the gate stays Serbian and has none of these.
 */
export const REVISION_VIEW_TEXTS = {
  // What changed
  changesTitle: (since: number | null) => (since === null ? "What changed" : `What changed since REV ${since}`),
  changesIntro: (shown: number) => `You are reading REV ${shown}. The changed parts are marked in the document.`,
  changesNote: "Producer's note:",
  changeCount: (count: number) => (count === 1 ? "1 change" : `${count} changes`),
  /** The link of a section's group: "Scenes, 2 changes". */
  sectionLink: (section: string, count: number) => `${section}, ${count === 1 ? "1 change" : `${count} changes`}`,
  dismissChanges: "Got it",
  dismissChangesLabel: "Close the list of changes",

  // Confirm
  confirmationLabel: "Your confirmation",
  confirm: (revision: number) => `I have read revision ${revision}`,
  confirming: "Sending...",
  confirmed: (revision: number, at: string | null) => (at === null ? `Confirmed REV ${revision}` : `Confirmed REV ${revision} · ${at}`),
  /** 409: the page shows an older revision than the latest; the server's message names the latest. */
  loadRevision: (revision: number | null) => (revision === null ? "Load the latest revision" : `Load REV ${revision}`),
  /** Made offline, or sent and never answered: kept on this device and sent when the network is back. */
  waitingToSend: (revision: number) => `Waiting to send: your confirmation of REV ${revision} is kept on this device and goes when you are back online.`,
  /** Offline, and this device would not keep it (storage refused). */
  notSentOffline: "Not sent: you are offline. Your confirmation was not recorded; try again when you are back online.",
  notSentNetwork: "Not sent: the server could not be reached. Your confirmation was not recorded; try again.",
  notSentError: (reason: string) => `Not sent: ${reason}. Your confirmation was not recorded; try again.`,
  notSentReason: "the server could not record it",
  /** A confirmation kept offline whose revision was replaced meanwhile: never recorded, said beside the new Confirm. */
  notSentSuperseded: (kept: number, latest: number) => `Your confirmation of REV ${kept} was not sent: REV ${latest} is the latest. Read it and confirm it.`,

  // Calendar
  addToCalendar: "Add to calendar",
  addToCalendarLabel: (revision: number | null) => (revision === null ? "Add the shoot to your calendar (.ics)" : `Add the shoot to your calendar (.ics, REV ${revision})`),
  /** Pressed offline: the event is the server's to make, so nothing is downloaded. */
  calendarOffline: "You are offline: the calendar event can be added when you are back online.",
  calendarNetwork: "The calendar event was not downloaded: the server could not be reached. Try again.",
  calendarError: (reason: string) => `The calendar event was not downloaded: ${reason}. Try again.`,
  calendarErrorReason: "the server could not make it",
} as const;
