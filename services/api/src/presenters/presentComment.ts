import { type Comment, COMMENT_ADMIN_AUTHOR } from "@repo/contracts/sharing/comments";
import type { CallSheetComment } from "../models/CallSheetComment.ts";
import { isoFromDatabase } from "./isoFromDatabase.ts";

/**
 * A comment (spec §3): its author's e-mail or 'admin', the server's time, whether the caller may delete it
 * and, for an admin only, whether it is new since the admin last marked the sheet's comments seen.
 */
export function presentComment(comment: CallSheetComment, canDelete: boolean, isNew?: boolean): Comment {
  return {
    id: comment.id,
    callSheetId: comment.callSheetId,
    sectionId: comment.sectionId,
    email: comment.authorEmail ?? COMMENT_ADMIN_AUTHOR,
    text: comment.text,
    timestamp: isoFromDatabase(comment.createdAt),
    canDelete,
    ...(isNew === undefined ? {} : { isNew }),
  };
}
