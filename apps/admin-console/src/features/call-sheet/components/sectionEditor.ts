/**
 * How a card of the editor reads and writes its part of the call sheet. The page owns the sheet, its
 * versions, the save state and the conflict handling; a card only shows `value` and hands changes to
 * `update`.
 */
export type SectionEditor<T> = {
  /** The section as the editor shows it: the saved value, or the user's newer local change. */
  value: T;
  /**
   * Takes `next` as the section's value at once (the screen never waits for the server) and saves it,
   * after `debounceMs` of quiet when given (prop and gear check toggles: 1000 ms), else right away.
   * Resolves true once the server has it; false when the save failed or hit a conflict (the page has
   * already told the user and kept the edit on screen).
   */
  update: (next: T, options?: { debounceMs?: number }) => Promise<boolean>;
  /** True while a save of this section is on its way or waiting for its debounce. */
  saving: boolean;
};

/**
 * A section edited as a draft and saved whole on the user's word (the Shooting Agenda's 'Save Changes',
 * spec §4). The draft is the page's, not the card's: it is an edit of the sheet like typed text, so
 * another tab's save reaching this one cannot move the version it is based on (saving it then conflicts
 * instead of overwriting), 'Reload section' drops it, and leaving the page with it asks first.
 */
export type DraftSectionEditor<T> = {
  /** The draft when there is one, else the saved value. */
  value: T;
  /** Takes `next` as the draft; nothing is sent. */
  edit: (next: T) => void;
  /** Sends the draft. True once the server has it (or there was nothing to send); false as for `update`. */
  save: () => Promise<boolean>;
  /** True while there is a draft the server does not have (also while it is being saved). */
  unsaved: boolean;
  /** True while a save of this section is on its way. */
  saving: boolean;
};
