import Sqlite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { reusePreparedStatements } from "./connect.ts";

describe("reusePreparedStatements", () => {
  it("should compile each SQL text once and bind new values at each run", () => {
    const connection = new Sqlite(":memory:");
    let compiled = 0;
    const prepare = connection.prepare.bind(connection);
    connection.prepare = ((sql: string) => (compiled++, prepare(sql))) as typeof connection.prepare;
    reusePreparedStatements(connection);

    connection.prepare("CREATE TABLE t (n INTEGER)").run();
    const insert = "INSERT INTO t (n) VALUES (?)";
    for (const n of [1, 2, 3]) (connection.prepare(insert) as Sqlite.Statement).run(n);
    const sum = "SELECT SUM(n) AS total FROM t WHERE n >= ?";
    expect((connection.prepare(sum) as Sqlite.Statement).get(2)).toEqual({ total: 5 });
    expect((connection.prepare(sum) as Sqlite.Statement).get(1)).toEqual({ total: 6 });
    expect(compiled).toBe(3);
  });

  it("should keep working across a schema change, and drop the least recently used past its limit", () => {
    const connection = new Sqlite(":memory:");
    reusePreparedStatements(connection, 2);
    connection.prepare("CREATE TABLE t (a INTEGER)").run();
    const select = "SELECT * FROM t";
    expect((connection.prepare(select) as Sqlite.Statement).all()).toEqual([]);
    connection.exec("ALTER TABLE t ADD COLUMN b INTEGER; INSERT INTO t VALUES (1, 2)");
    expect((connection.prepare(select) as Sqlite.Statement).all()).toEqual([{ a: 1, b: 2 }]);

    const first = connection.prepare("SELECT 1 AS one");
    connection.prepare("SELECT 2 AS two");
    expect(connection.prepare("SELECT 1 AS one")).toBe(first); // recently used: kept
    connection.prepare("SELECT 3 AS three"); // evicts "SELECT 2"
    expect(connection.prepare("SELECT 1 AS one")).toBe(first);
  });
});
