import { type RenderedNotice, renderRevisionNotice, type RevisionNoticeInput } from "./revisionNotice.ts";

/** The reminder to confirm the latest revision (issue 25): the revision notice's layout, its own words. */
export const renderReminder = (input: RevisionNoticeInput): RenderedNotice => renderRevisionNotice("reminder", input);
