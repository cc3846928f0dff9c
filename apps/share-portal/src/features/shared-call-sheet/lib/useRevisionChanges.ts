import { useMemo, useState } from "react";
import type { CallSheetSectionId } from "@repo/contracts/callSheets/constants";
import type { RevisionChange } from "@repo/contracts/callSheets/schemas/revisions";
import type { SharedCallSheet } from "@repo/contracts/sharing/schemas";
import { useCheckAuth } from "../api/checkAuth.ts";
import { noteChangesRead, readerTag, useChangesRead } from "./changesRead.ts";

/**
 * `reader`: whose list it is (readerTag: another reader on this phone has their own, closed or not). `from`:
 * the answer it was read from; `provisional`: read from the answer the page held when the reader changed
 * (the one who left's: check-auth answered before the sheet), shown to nobody until the new reader's comes.
 */
type Held = { revision: number; reader: string | null; since: number | null; changes: readonly RevisionChange[]; from: SharedCallSheet; provisional: boolean };

export type RevisionChanges = {
  /** The list to show first (null: none, already read, or dismissed). */
  shown: Held | null;
  /** The sections the document marks as changed: kept after the list is dismissed, until the page is left. */
  changedSections: readonly CallSheetSectionId[];
  dismiss: () => void;
};

/**
 * What changed since the collaborator's last revision, as the server answers it with the sheet, shown
 * until it is read: the collaborator closed the list (remembered in this browser, per reader, by a cookie the
 * portal server reads too, lib/changesRead.ts, so its render leaves a closed list out as well) or confirmed the
 * revision (the server's `confirmedRevision`). The server answers the changes on every load of a revision newer
 * than the one they opened before, so without that a reload would list them again after 'Got it'. Once shown,
 * the list is held while the page shows that revision to that reader (a refetch changes nothing on screen); a
 * newer revision's changes (after 'Load REV N'), or another reader's (someone else signed in on this phone),
 * replace it. The reader is check-auth's, as the first response's is on the server.
 */
export function useRevisionChanges(callSheetId: string, data: SharedCallSheet | null): RevisionChanges {
  const [held, setHeld] = useState<Held | null>(null);
  const [dismissed, setDismissed] = useState<Pick<Held, "revision" | "reader"> | null>(null);
  const auth = useCheckAuth(callSheetId, false).data;
  const reader = readerTag(callSheetId, auth);
  const readHere = useChangesRead(callSheetId);
  const current = data?.revision?.number ?? null;
  if (data && current !== null && data.changes.length > 0 && (held?.revision !== current || held.reader !== reader || (held.provisional && held.from !== data))) {
    const read = (data.confirmedRevision ?? 0) >= current || (readHere(auth) ?? 0) >= current;
    const provisional = held !== null && held.reader !== reader && held.from === data;
    setHeld({ revision: current, reader, since: data.changedSince, changes: data.changes, from: data, provisional });
    setDismissed(read ? { revision: current, reader } : null);
  }
  const forCurrent = held !== null && held.revision === current && !held.provisional ? held : null;
  const changedSections = useMemo(() => (forCurrent ? [...new Set(forCurrent.changes.map((change) => change.section))] : []), [forCurrent]);
  const closed = forCurrent !== null && dismissed?.revision === forCurrent.revision && dismissed.reader === forCurrent.reader;
  return {
    shown: forCurrent && !closed ? forCurrent : null,
    changedSections,
    dismiss: () => {
      if (!forCurrent) return;
      noteChangesRead(callSheetId, auth, forCurrent.revision);
      setDismissed({ revision: forCurrent.revision, reader: forCurrent.reader });
    },
  };
}
