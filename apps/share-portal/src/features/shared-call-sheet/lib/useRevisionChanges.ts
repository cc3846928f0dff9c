import { useMemo, useState } from "react";
import type { CallSheetSectionId } from "@repo/contracts/callSheets/constants";
import type { RevisionChange } from "@repo/contracts/callSheets/schemas/revisions";
import type { SharedCallSheet } from "@repo/contracts/sharing/schemas";
import { noteChangesRead, useChangesRead } from "./changesRead.ts";

type Held = { revision: number; since: number | null; changes: readonly RevisionChange[] };

export type RevisionChanges = {
  /** The list to show first (null: none, already read, or dismissed). */
  shown: Held | null;
  /** The sections the document marks as changed: kept after the list is dismissed, until the page is left. */
  changedSections: readonly CallSheetSectionId[];
  dismiss: () => void;
};

/**
 * What changed since the collaborator's last revision, as the server answers it with the sheet, shown
 * until it is read: the collaborator closed the list (remembered in this browser by a cookie the portal server
 * reads too, lib/changesRead.ts, so its render leaves a closed list out as well) or confirmed the revision
 * (the server's `confirmedRevision`). The server answers the changes on every load of a revision newer than the
 * one they opened before, so without that a reload would list them again after 'Got it'. Once shown, the list
 * is held while the page shows that revision (a refetch changes nothing on screen); a newer revision's
 * changes (after 'Load REV N') replace it.
 */
export function useRevisionChanges(callSheetId: string, data: SharedCallSheet | null): RevisionChanges {
  const [held, setHeld] = useState<Held | null>(null);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const readHere = useChangesRead();
  const current = data?.revision?.number ?? null;
  if (data && current !== null && data.changes.length > 0 && held?.revision !== current) {
    const read = (data.confirmedRevision ?? 0) >= current || (readHere() ?? 0) >= current;
    setHeld({ revision: current, since: data.changedSince, changes: data.changes });
    if (read) setDismissed(current);
  }
  const forCurrent = held !== null && held.revision === current ? held : null;
  const changedSections = useMemo(() => (forCurrent ? [...new Set(forCurrent.changes.map((change) => change.section))] : []), [forCurrent]);
  return {
    shown: forCurrent && dismissed !== forCurrent.revision ? forCurrent : null,
    changedSections,
    dismiss: () => {
      if (!forCurrent) return;
      noteChangesRead(callSheetId, forCurrent.revision);
      setDismissed(forCurrent.revision);
    },
  };
}
