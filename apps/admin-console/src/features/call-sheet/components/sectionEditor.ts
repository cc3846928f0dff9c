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
