/**
 * The producer's side of revisions in the call sheet editor (issue 25): 'Publish revision', the header's
 * latest revision and draft state, the history, a revision read-only and the comparison of two. English,
 * like the editor. The change lines themselves come from the API (revisionTexts.ts).
 */
export const REVISION_EDITOR_TEXTS = {
  // --- The header ---------------------------------------------------------------------------------
  /** The latest revision, as the document prints it. */
  revisionLabel: (number: number) => `REV ${number}`,
  /** The header's line: 'REV 2 · 26 Nov 2026, 14:05'. */
  latest: (number: number, date: string) => `REV ${number} · ${date}`,
  /** The sheet has saved edits the latest revision does not have (its version moved since). */
  draft: (number: number) => `Draft: changed since REV ${number}`,
  /** Nothing published yet: collaborators see the live sheet until the first revision. */
  unpublished: "Not published yet",

  // --- Publish ------------------------------------------------------------------------------------
  publish: "Publish revision",
  dialogTitle: (number: number) => `Publish revision ${number}`,
  dialogIntro: (number: number) =>
    `The call sheet as it is now becomes revision ${number}. Your changes on screen are saved first. Collaborators see this revision; what you edit after it stays a draft they do not see until you publish again.`,
  /** Shown in the dialog when the sheet is as the latest revision has it (no saved or unsaved edit since). */
  unchangedSince: (number: number) =>
    `Nothing has changed since REV ${number}, so there is nothing to publish: change the call sheet first.`,
  noteLabel: "Note for the crew (optional)",
  notePlaceholder: "Call time moved for the rain",
  noteCount: (length: number, max: number) => `${length} / ${max}`,
  /**
   * Who publishing notifies (GET /api/call-sheet-shares/{id}), by the API's rule: the active collaborators
   * whose invitation arrived or is still on its way; one whose invitation failed for good is told nothing.
   */
  recipientsLoading: "Checking who this call sheet is shared with…",
  recipientsFailed: "Could not check who this call sheet is shared with; everyone whose invitation arrived will be notified.",
  noRecipients: "It is not shared with anyone yet: nobody is notified.",
  /** Everyone it is shared with is notified. */
  recipients: (count: number) =>
    `${count === 1 ? "The collaborator" : `All ${count} collaborators`} it is shared with will be e-mailed what changed and asked to confirm they have read it:`,
  /** Some are not (their invitation never arrived): `count` of the `total` it is shared with are. */
  someRecipients: (count: number, total: number) =>
    `${count} of the ${total} collaborators it is shared with will be e-mailed what changed and asked to confirm they have read it:`,
  /** Those the API skips: their invitation failed for good (a mail server's 550, say), so a notice could open nothing. */
  undelivered: (count: number) =>
    `${count === 1 ? "1 collaborator is" : `${count} collaborators are`} not e-mailed: ${count === 1 ? "their invitation" : "their invitations"} never arrived. Resend ${count === 1 ? "it" : "them"} from Collaborators:`,
  cancel: "Cancel",
  publishing: "Publishing…",
  savingFirst: "Saving your changes first…",
  /** Publishing failed for another reason than the note (shown in the dialog). */
  failed: (message: string) => `Could not publish: ${message}`,
  /** The toast after the 201. */
  published: (number: number) => `Revision ${number} published`,
  firstRevision: "This is the first revision: there is nothing earlier to compare it with.",
  noChanges: "Nothing changed since the previous revision.",
  /** The toast lists at most a few changes; the rest are in the history's comparison. */
  moreChanges: (count: number) => `…and ${count} more (see Revisions)`,

  // --- History ------------------------------------------------------------------------------------
  history: "Revisions",
  historyTitle: "Revisions",
  close: "Close",
  loading: "Loading revisions…",
  loadFailed: (message: string) => `Could not load the revisions: ${message}`,
  none: "No revision has been published yet. 'Publish revision' stores the call sheet as it is now as revision 1.",
  historyList: "Published revisions, newest first",
  publishedBy: (name: string | null) => (name ? `by ${name}` : "by nobody (published automatically)"),
  noNote: "No note",
  open: (number: number) => `Open REV ${number}`,
  changesFromPrevious: (number: number) => `Changes in REV ${number}`,
  backToList: "All revisions",

  // --- One revision, read-only --------------------------------------------------------------------
  readOnly: (number: number) => `REV ${number} · read-only`,
  readOnlyNote: (number: number, date: string) =>
    `The call sheet as published in revision ${number} on ${date}. It cannot be edited: edit the call sheet itself and publish again.`,
  revisionLoading: (number: number) => `Loading REV ${number}…`,

  // --- Compare ------------------------------------------------------------------------------------
  compare: "Compare",
  compareTitle: (from: number, to: number) => `Changes from REV ${from} to REV ${to}`,
  compareFrom: "From",
  compareTo: "To",
  compareNeedsTwo: "Two revisions are needed to compare.",
  changesLoading: "Comparing…",
  changesCount: (count: number) => (count === 1 ? "1 change" : `${count} changes`),
  sameRevision: "The same revision: nothing to compare.",
} as const;
