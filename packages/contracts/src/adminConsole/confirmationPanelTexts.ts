/**
 * The Collaborators panel's confirmations (issue 25): who has read the latest revision, 'Pending only',
 * 'Send reminder' and the automatic reminder. English, like the console.
 */
/** After a send: what arms the reminder again (saving the same hours does not). */
const sentOnce = "It runs once: it is armed again when a published revision moves the call time, or new hours put it, to a time still ahead.";
const people = (count: number) => `${count} ${count === 1 ? "person" : "people"}`;
/**
 * The automatic reminder's run: how many reminders it queued (each row then says whether its e-mail went
 * out), or that there was nobody to remind; 'Sent' alone for a run from before the count was kept.
 */
const ran = (when: string, reminded: number | null) => `${reminded === null ? "Sent" : "Ran"} ${when}`;
const whom = (reminded: number | null) =>
  reminded === null
    ? ""
    : reminded === 0
      ? ": nobody to remind then (all had confirmed, had just been told, or had no delivered invitation)"
      : `: reminders queued for ${people(reminded)} (each row says whether it went out)`;

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
  /** The latest reminder of this revision, after the rest of a pending row. */
  reminderQueuedRow: "reminder queued",
  reminderSentRow: (time: string) => `reminded ${time}`,
  reminderFailedRow: (reason: string | null) => (reason ? `Reminder failed: ${reason}` : "Reminder failed"),

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
  // What the API counts from (services/api commands/reminders.ts): the call time of the latest PUBLISHED
  // revision, never the draft; a publish that moves it arms the reminder again, draft edits do not. Once sent,
  // saving the same hours keeps it sent and queues nothing; only a time still ahead (a publish moving the
  // call, or other hours) arms it again.
  /** The toasts after saving, from the API's answer. */
  automaticSavedDue: (when: string) => `Automatic reminder set: it sends ${when}`,
  automaticSavedWaiting: (hours: number) =>
    `Automatic reminder on, ${hours} ${hours === 1 ? "hour" : "hours"} before the call time: it waits for a published revision with a shooting date and a call time`,
  automaticSavedSent: (when: string) => `Automatic reminder saved, nothing queued: it was already sent ${when} and its time has passed`,
  automaticSavedOff: "Automatic reminder turned off",
  automaticSavedCallPassed: "Automatic reminder saved, nothing queued: the call time has passed",
  /** On, not sent, and the call it was to remind of has begun (turned on after it, or the server was down then): it sends nothing. */
  automaticCallPassed: (revision: number) => `Not sent: REV ${revision}'s call time has passed. A published revision with a later call time arms it again.`,
  /** dueAt in words: when (on the shoot's clock, its zone named) and from which revision's call time (not the draft's). */
  automaticDue: (when: string, hours: number, revision: number) =>
    `Sends ${when}, ${hours} ${hours === 1 ? "hour" : "hours"} before REV ${revision}'s call time (the published one: edits not published yet do not move it).`,
  /** On, no due time: nothing published yet, or the latest published revision has no shooting date or call time (the draft's do not count). */
  automaticWaiting: (hours: number) =>
    `On, ${hours} ${hours === 1 ? "hour" : "hours"} before the call time: waiting for a published revision with a shooting date and a call time.`,
  /** Sent for the latest revision (sent after it was published), or before it (that publish did not arm it again). */
  automaticSent: (when: string, revision: number | null, reminded: number | null) =>
    `${ran(when, reminded)}${revision === null ? "" : ` for REV ${revision}`}${whom(reminded)}. ${sentOnce}`,
  automaticSentBefore: (when: string, revision: number, reminded: number | null) => `${ran(when, reminded)}, before REV ${revision} was published${whom(reminded)}. ${sentOnce}`,
  /** Whose clock a time is on: the shoot's place (its first location the city database knows), or the producer's when none is known. */
  onClock: (time: string, shoot: boolean) => `${time} ${shoot ? "at the shoot" : "your time"}`,
} as const;
