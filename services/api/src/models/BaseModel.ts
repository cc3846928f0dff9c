import { Model, snakeCaseMappers } from "objection";
import { toDatabaseDateTime } from "../db/dialect.ts";

/** Every model maps camelCase properties to snake_case columns and keeps created/updated times as UTC text. */
export class BaseModel extends Model {
  static override get columnNameMappers() {
    return snakeCaseMappers();
  }

  /** Set to false on tables without the column. */
  static hasUpdatedAt = true;

  override $beforeInsert(): void {
    const now = toDatabaseDateTime(new Date());
    const self = this as unknown as Record<string, unknown>;
    if (!self.createdAt) self.createdAt = now;
    if ((this.constructor as typeof BaseModel).hasUpdatedAt) self.updatedAt = now;
  }

  override $beforeUpdate(): void {
    if ((this.constructor as typeof BaseModel).hasUpdatedAt) {
      (this as unknown as Record<string, unknown>).updatedAt = toDatabaseDateTime(new Date());
    }
  }
}
