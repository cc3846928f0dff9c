import { BaseModel } from "./BaseModel.ts";

/** A stored image, addressed by the SHA-256 of its bytes. */
export class Photo extends BaseModel {
  static override tableName = "photos";
  static override idColumn = "hash";
  static override hasUpdatedAt = false;

  hash!: string;
  contentType!: string;
  width!: number;
  height!: number;
  byteSize!: number;
  data!: Buffer;
  createdAt!: string;
}
