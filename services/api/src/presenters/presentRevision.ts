import type { Revision, RevisionSummary } from "@repo/contracts/callSheets/schemas/revisions";
import type { CallSheetRevision } from "../models/CallSheetRevision.ts";
import { isoFromDatabase } from "./isoFromDatabase.ts";

/** A revision as the history lists it; `publisherName` the publisher's full name (null: nobody, or the account is gone). */
export function presentRevisionSummary(revision: Pick<CallSheetRevision, "number" | "publishedAt" | "note">, publisherName: string | null): RevisionSummary {
  return { number: revision.number, publishedAt: isoFromDatabase(revision.publishedAt), publishedBy: publisherName, note: revision.note };
}

/** A revision with the sheet as it was published. */
export function presentRevision(revision: CallSheetRevision, publisherName: string | null): Revision {
  return { ...presentRevisionSummary(revision, publisherName), callSheet: revision.publishedSheet() };
}
