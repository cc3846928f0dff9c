import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { diffSheets, toDiffablePair } from "./snapshotDiff.ts";

/**
 * Whether `sheet` (as presentCallSheet answers it) is a draft past its latest revision (`latest`: that
 * revision's snapshot, undefined when nothing is published). It is not when it is what that revision
 * published: the same version (publishing never moves it), or a later one whose content diffs to nothing (an
 * edit undone: 07:00 -> 08:00 -> 07:00; the id, version and times are no content), which publishing would
 * publish again. The one rule of the publish guard (nothingToPublish), the admin's shared view, the PDF and
 * print ('Draft, printed ...') and the editor's 'Draft: changed since REV n' (the revisions list's
 * `unchangedAtVersion`).
 */
export function isDraft(sheet: CallSheet, latest: CallSheet | undefined): boolean {
  if (!latest) return true;
  if (Number(sheet.version) === Number(latest.version)) return false;
  return diffSheets(...toDiffablePair(latest, sheet)) !== undefined;
}
