import { Model } from "objection";
import { toDatabaseDateTime } from "../db/dialect.ts";

/**
 * Every model keeps created/updated times as UTC text. Property/column naming is mapped by the connection
 * (db/connect.ts), not here, so plain knex queries and model queries name things the same way.
 */
export class BaseModel extends Model {
  /** Set to false on tables without the column. */
  static hasCreatedAt = true;
  static hasUpdatedAt = true;

  override $beforeInsert(): void {
    const now = toDatabaseDateTime(new Date());
    const self = this as unknown as Record<string, unknown>;
    if ((this.constructor as typeof BaseModel).hasCreatedAt && !self.createdAt) self.createdAt = now;
    if ((this.constructor as typeof BaseModel).hasUpdatedAt) self.updatedAt = now;
  }

  override $beforeUpdate(): void {
    if ((this.constructor as typeof BaseModel).hasUpdatedAt) {
      (this as unknown as Record<string, unknown>).updatedAt = toDatabaseDateTime(new Date());
    }
  }
}
