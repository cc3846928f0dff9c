import type { Knex } from "knex";

export function isMysql(db: Knex): boolean {
  return String(db.client.config.client).startsWith("mysql");
}

type MysqlConnection = { execute(sql: string, values: readonly unknown[], done: (error: Error | null) => void): void };
type ConnectionClient = { acquireConnection(): Promise<MysqlConnection>; releaseConnection(connection: MysqlConnection): Promise<unknown> };

/**
 * Runs a statement whose values include large Buffers. On MySQL, knex has mysql2 format every value into
 * the SQL text, so a Buffer travels as hex (twice its size) after an escaping pass over it; a prepared
 * statement (`execute`) sends its bytes as they are: for an 80 KB photo, ~3 ms less CPU per registration
 * (bench/registration). Inside a transaction, the transaction's connection is used. SQLite binds Buffers
 * natively, so there this is the plain knex query.
 */
export async function runWithBinaryValues(db: Knex, query: Knex.QueryBuilder): Promise<void> {
  if (!isMysql(db)) {
    await query;
    return;
  }
  const { sql, bindings } = query.toSQL().toNative();
  const client = db.client as unknown as ConnectionClient;
  const connection = await client.acquireConnection();
  try {
    await new Promise<void>((resolve, reject) => connection.execute(sql, bindings, (error) => (error ? reject(error) : resolve())));
  } finally {
    await client.releaseConnection(connection);
  }
}

/**
 * The rows of a SELECT written in SQL (snake_case names), on either dialect, their columns camelCase as
 * every other query's: knex hands mysql2's [rows, fields] back as it is, so the connection's column mapping
 * is applied to the rows here. For hot queries whose text never changes: knex's builder and compiler cost
 * ~85 of the ~130 microseconds a small query took.
 */
export async function selectRows<Row>(db: Knex, sql: string, bindings: readonly Knex.Value[]): Promise<Row[]> {
  const result = (await db.raw(sql, bindings)) as unknown;
  if (!isMysql(db)) return result as Row[];
  const rows = (result as [unknown[]])[0];
  const mapColumns = db.client.config.postProcessResponse as ((rows: unknown[]) => unknown[]) | undefined;
  return (mapColumns ? mapColumns(rows) : rows) as Row[];
}

/** DATETIME values are always written as UTC 'YYYY-MM-DD HH:mm:ss' strings so both dialects store the same text. */
export function toDatabaseDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace("T", " ");
}
