import type { Delta } from "jsondiffpatch";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import type { RevisionChange } from "@repo/contracts/callSheets/schemas/revisions";
import { describeChanges } from "./describeChanges.ts";
import { diffSheets, toDiffablePair } from "./snapshotDiff.ts";

/** What changed from one snapshot to another: jsondiffpatch's delta (undefined: nothing) and the lines for people. */
export function compareSnapshots(from: CallSheet, to: CallSheet): { delta: Delta; changes: RevisionChange[] } {
  const [before, after] = toDiffablePair(from, to);
  const delta = diffSheets(before, after);
  return { delta, changes: describeChanges(delta, before, after) };
}
