import type { CallSheetSectionId } from "@repo/contracts/callSheets/constants";
import { BaseModel } from "./BaseModel.ts";

/** A comment on one section of a sheet, by a signed-in user (the admin) or a share grant's e-mail. */
export class CallSheetComment extends BaseModel {
  static override tableName = "call_sheet_comments";
  static override hasUpdatedAt = false;

  id!: number;
  callSheetId!: number;
  sectionId!: CallSheetSectionId;
  authorUserId!: number | null;
  authorEmail!: string | null;
  text!: string;
  createdAt!: string;
  /** When the comment went out in the owner's digest (jobs/kinds/commentDigest.ts); null: not yet, or never (the owner's own). */
  notifiedAt!: string | null;
  /** The client's key of the comment (commentKeySchema): a repeated POST with it answers this comment. Null: sent without one. */
  idempotencyKey!: string | null;
}
