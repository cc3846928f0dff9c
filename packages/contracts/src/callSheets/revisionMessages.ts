import { REVISION_NOTE_MAX_CHARS } from "./revisionConstants.ts";

/** What the revision calls answer when they refuse (issue 25, docs/revisions.md). */
export const REVISION_MESSAGES = {
  notFound: "Revision not found",
  numberInvalid: "The revision number must be a whole number of 1 or more",
  fromInvalid: "from must be a revision number: a whole number of 1 or more",
  noteTooLong: `A revision note must be at most ${REVISION_NOTE_MAX_CHARS} characters`,
  invisibleCharacters: "Please remove invisible or control characters (they often come with copied text)",
} as const;
