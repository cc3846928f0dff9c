import { describe, expect, it } from "vitest";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { selectRows } from "./dialect.ts";

const dialects = await testDialects();

describe.each(dialects)("selectRows on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  it("should answer the rows with camelCase columns, as the query builder does", async () => {
    const db = database().db;
    const sql = "SELECT name AS counter_name, version FROM change_counters WHERE name = ?";
    const rows = await selectRows<{ counterName: string; version: number }>(db, sql, ["models"]);
    expect(rows).toEqual([{ counterName: "models", version: expect.any(Number) }]);
    expect(await selectRows(db, sql, ["none"])).toEqual([]);
  });
});
