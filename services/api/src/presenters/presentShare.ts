import type { AccessLogEntry, Share } from "@repo/contracts/sharing/schemas";
import type { CallSheetShare } from "../models/CallSheetShare.ts";
import type { ShareAccess } from "../models/ShareAccess.ts";
import { isoFromDatabase } from "./isoFromDatabase.ts";

/** A share as the admin's "Shared with" panel reads it: never its token hash or password hash. */
export function presentShare(share: CallSheetShare): Share {
  return {
    id: share.id,
    callSheetId: share.callSheetId,
    email: share.email,
    role: share.role,
    isActive: share.isActive,
    lastAccessed: share.lastAccessed ? isoFromDatabase(share.lastAccessed) : null,
    expiresAt: isoFromDatabase(share.expiresAt),
    createdAt: isoFromDatabase(share.createdAt),
  };
}

export function presentAccessLogEntry(entry: ShareAccess): AccessLogEntry {
  return { email: entry.email, accessedAt: isoFromDatabase(entry.accessedAt), address: entry.address };
}
