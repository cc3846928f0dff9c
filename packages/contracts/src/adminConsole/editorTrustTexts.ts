/**
 * The call sheet editor's words about what it has not saved yet (issue 24): saving before Print, Download
 * PDF and Share, a conflict's way out, the scene form's limits and the phone's actions menu. English, like
 * the editor.
 */
export const EDITOR_TRUST_TEXTS = {
  /** Print, Download PDF and Share save what is on screen first; the button says so meanwhile. */
  savingFirst: "Saving your changes first…",
  /** The save before leaving failed: nothing left the editor. `action` is the button's name. */
  notSavedTitle: (action: string) => `${action}: your changes are not saved`,
  notSaved: (sections: string) =>
    `${sections} could not be saved, so nothing was printed, downloaded or shared. See the message above the cards, fix it or retry, then try again.`,
  /** A scene typed into the form but not added ('Add Scene') or not saved ('Save scene'): asked, never dropped silently. */
  unaddedScenes: (forms: string) => `${forms} not added to the agenda. Continue without it?`,
  newSceneForm: "The new scene typed in the Shooting Agenda is",
  editedSceneForm: (name: string) => `The changes to the scene "${name}" are`,
  /** The new-scene form refuses an empty scene (it would be an 'Untitled Scene'). */
  emptyScene: "Enter the scene's name (or another detail) before adding it.",
  /** The scene name's limit, shown once it is reached (the input stops there). */
  nameLimit: (max: number) => `Scene names stop at ${max} characters.`,
  nameCount: (length: number, max: number) => `${length} / ${max}`,
  /** After a 409: the section shows what is stored; the producer's own version waits here. */
  conflictShown: (sections: string) =>
    `${sections} changed elsewhere. The section now shows the saved version, and your edits to it save as usual. Your earlier version, not saved, is below: 'Keep my version' saves it over theirs, 'Reload section' drops it.`,
  conflictToast: (sections: string) => `${sections} changed elsewhere: the section shows the saved version now. Your version is kept above the cards until you choose.`,
  yourVersion: "Your version, not saved",
  yourValue: (label: string) => `${label}, yours:`,
  dropMine: "Reload section",
  /** The phone's header: the actions in one menu. */
  menu: "Actions",
  /** Wider screens: the secondary actions (Print, Download PDF, Revisions) in one menu beside Share and Publish revision. */
  more: "More",
  menuLabel: "Call sheet actions",
} as const;
