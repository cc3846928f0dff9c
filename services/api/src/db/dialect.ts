import type { Knex } from "knex";

export function isMysql(db: Knex): boolean {
  return String(db.client.config.client).startsWith("mysql");
}

/** DATETIME values are always written as UTC 'YYYY-MM-DD HH:mm:ss' strings so both dialects store the same text. */
export function toDatabaseDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace("T", " ");
}
