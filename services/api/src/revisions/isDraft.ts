import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { diffSheets, toDiffablePair } from "./snapshotDiff.ts";

/**
 * Whether `sheet` (as presentCallSheet answers it) is what the revision whose snapshot is `published`
 * published: the same version (publishing never moves it), or a later one whose content diffs to nothing
 * (an edit undone: 07:00 -> 08:00 -> 07:00; the id, version and times are no content). Publishing it would
 * publish the same sheet again, so it is no draft.
 */
export function isPublishedContent(sheet: CallSheet, published: CallSheet): boolean {
  if (Number(sheet.version) === Number(published.version)) return true;
  return diffSheets(...toDiffablePair(published, sheet)) === undefined;
}

/**
 * Whether `sheet` is a draft past its latest revision (`latest`: that revision's snapshot, undefined when
 * nothing is published): the one rule of the publish guard (nothingToPublish), the admin's shared view, the
 * PDF and print ('Draft, printed ...') and the editor's 'Draft: changed since REV n' (the revisions list's
 * `unchangedAtVersion`).
 */
export function isDraft(sheet: CallSheet, latest: CallSheet | undefined): boolean {
  return !latest || !isPublishedContent(sheet, latest);
}
