/**
 * The Collaborators panel's confirmations (issue 25): who has read the latest revision, 'Pending only',
 * 'Send reminder' and the automatic reminder. English, like the console.
 */
const people = (count: number) => `${count} ${count === 1 ? "person" : "people"}`;

export const CONFIRMATION_PANEL_TEXTS = {
  region: "Confirmations",
  /** The count over the list: '12/15 confirmed' of 'REV 2'. */
  count: (confirmed: number, total: number) => `${confirmed}/${total} confirmed`,
  revision: (number: number) => `REV ${number}`,
  nothingPublished: "Nothing is published yet: confirmations start with the first revision.",

  // Each person's state for the latest revision (the words; a marker beside them says the same).
  revisionRow: (number: number) => `REV ${number}`,
  confirmed: (revision: number, time: string) => `Confirmed REV ${revision} · ${time}`,
  openedNotConfirmed: "Opened, not confirmed",
  openedAt: (time: string) => `first opened ${time}`,
  notOpened: "Not opened",
  noticeQueued: "notice queued",
  noticeSent: (time: string) => `notice sent ${time}`,
  noticeFailed: (reason: string) => `Notice failed: ${reason}`,
  noticeFailedWithoutReason: "Notice failed",
  notNotified: "not notified of this revision",

  // Pending only
  pendingOnlyCount: (count: number) => `Pending only (${count})`,
  nonePending: (revision: number) => `Everyone has confirmed REV ${revision}.`,
  showingPending: (shown: number, total: number) => `Showing ${shown} of ${total} collaborators: those who have not confirmed.`,

  // Send reminder
  sendReminder: "Send reminder",
  reminderDisabledNothingPublished: "Nothing is published yet, so there is nothing to confirm.",
  reminderDisabledNobodyPending: (revision: number) => `Nobody to remind: everyone has confirmed REV ${revision}.`,
  reminderDisabledUndelivered: "Nobody to remind: those who have not confirmed never received their invitation. Resend it instead.",
  reminderTitle: "Send a reminder?",
  reminderQuestion: (count: number, revision: number) =>
    `${people(count)} who ${count === 1 ? "has" : "have"} not confirmed REV ${revision} will get an e-mail asking them to read and confirm it. Those who confirmed get nothing.`,
  /** Added to the question when some of those pending never received their invitation (the API skips them). */
  reminderSkipsUndelivered: (count: number) => `${people(count)} whose invitation never arrived ${count === 1 ? "gets" : "get"} none: resend ${count === 1 ? "it" : "those"} instead.`,
  reminderConfirm: (count: number) => `Remind ${people(count)}`,
  cancel: "Cancel",
  reminderQueued: (count: number) => `Reminder queued for ${people(count)}`,
  reminderNobody: "Nobody needed a reminder: everyone has confirmed.",
  /**
   * Those pending were reminded of the latest revision minutes ago (the API's repeat window): when ('HH:mm',
   * the producer's clock), and when a reminder can go again (null: theirs is still being sent, so not known yet).
   */
  reminderAlready: (at: string, againAfter: string | null) =>
    againAfter ? `Already reminded at ${at}; you can remind again after ${againAfter}.` : `Already reminded at ${at}; that reminder is still being sent.`,
  /** Before reminderAlready when others did get one: how many were left out. */
  reminderSkippedRecent: (count: number) => `${people(count)} skipped.`,
  reminderFailed: "The reminder could not be queued",

  // The automatic reminder
  automatic: "Automatic reminder",
  automaticHours: "Hours before the call time",
  automaticHint: "Once, to those who have not confirmed the latest revision; 1 to 168 hours (7 days).",
  automaticOff: "Off",
  automaticTurnOn: "Turn on",
  automaticSave: "Save",
  automaticTurnOff: "Turn off",
  automaticSavedOn: (hours: number) => `Automatic reminder set: ${hours} ${hours === 1 ? "hour" : "hours"} before the call time`,
  automaticSavedOff: "Automatic reminder turned off",
  /** dueAt in words: when (on the shoot's clock, its zone named) and how far before the call. */
  automaticDue: (when: string, hours: number) => `Sends ${when}, ${hours} ${hours === 1 ? "hour" : "hours"} before the call time.`,
  automaticNoCallTime: (hours: number) =>
    `On, ${hours} ${hours === 1 ? "hour" : "hours"} before the call time: it is scheduled once the sheet has a shooting date and a call time.`,
  automaticSent: (when: string) => `Sent ${when}. It runs once; save the hours again to send another.`,
  /** Whose clock a time is on: the shoot's place (its first location the city database knows), or the producer's when none is known. */
  onClock: (time: string, shoot: boolean) => `${time} ${shoot ? "at the shoot" : "your time"}`,
} as const;
