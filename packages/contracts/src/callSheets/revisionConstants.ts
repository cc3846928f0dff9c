/** The longest note a revision may carry ('Call time moved for the rain'): a line or two, not a letter. */
export const REVISION_NOTE_MAX_CHARS = 500;
/** A concept is quoted in a change line by at most this many characters of its first line. */
export const REVISION_QUOTE_MAX_CHARS = 60;
