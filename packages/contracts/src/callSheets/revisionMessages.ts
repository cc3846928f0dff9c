import { REVISION_NOTE_MAX_CHARS } from "./revisionConstants.ts";

/** What the revision calls answer when they refuse (issue 25, docs/revisions.md). */
export const REVISION_MESSAGES = {
  notFound: "Revision not found",
  numberInvalid: "The revision number must be a whole number of 1 or more",
  fromInvalid: "from must be a revision number: a whole number of 1 or more",
  noteTooLong: `A revision note must be at most ${REVISION_NOTE_MAX_CHARS} characters`,
  invisibleCharacters: "Please remove invisible or control characters (they often come with copied text)",
  /**
   * 400: the publish did not say which revision it follows (`afterRevision`: the latest the page saw, a whole
   * number of 1 or more, or null when none was published). A console page loaded before that field was
   * required sends none: its producer reads this, so it says what to do, not the field's rule.
   */
  afterRevisionInvalid: "This page is out of date, so nothing was published: reload the page, check the latest revision, then publish again",
  /** 409: a revision newer than the one the producer saw was published meanwhile (another tab, another producer). */
  newerRevision: (latest: number, seen: number | null) =>
    `REV ${latest} was published meanwhile (this page showed ${seen === null ? "no revision" : `REV ${seen}`}). Nothing was published; check REV ${latest} before publishing again`,
  /** 409: the sheet is as the latest revision published it: publishing would e-mail everyone the same again. */
  nothingToPublish: (latest: number) => `Nothing changed since REV ${latest}: there is nothing to publish`,
} as const;
