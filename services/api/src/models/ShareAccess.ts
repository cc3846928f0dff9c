import { BaseModel } from "./BaseModel.ts";

/** One line of a sheet's access log: a share's credentials were accepted (who, when, from which address). */
export class ShareAccess extends BaseModel {
  static override tableName = "call_sheet_share_accesses";
  static override hasCreatedAt = false;
  static override hasUpdatedAt = false;

  id!: number;
  shareId!: number;
  callSheetId!: number;
  email!: string;
  address!: string;
  accessedAt!: string;
}
