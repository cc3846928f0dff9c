import { describe, expect, it } from "vitest";
import { CallSheet } from "../models/CallSheet.ts";
import type { Actor } from "../policies/actors.ts";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { createCallSheet } from "../test/factories.ts";
import type { AfterCallSheetWrite } from "./applyPatch.ts";
import { createCallSheetWrites } from "./callSheetWrites.ts";

const dialects = await testDialects();

const ADMIN: Actor = { kind: "user", user: { id: 1, role: "admin" } };

/** Group commit across sheets: what CallSheetWrites adds to applyPatch (applyPatch.test.ts has the rules). */
describe.each(dialects)("CallSheetWrites' group commit across sheets on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  /** Counts the transactions `db` begins while `work` runs (knex reports BEGIN as a query). */
  async function countTransactions<T>(work: () => Promise<T>): Promise<{ result: T; transactions: number }> {
    const { db } = database();
    let transactions = 0;
    const onQuery = ({ sql }: { sql: string }) => void (/^(begin|start transaction)/i.test(sql) && transactions++);
    db.on("query", onQuery);
    try {
      return { result: await work(), transactions };
    } finally {
      db.removeListener("query", onQuery);
    }
  }

  it("should write edits of different sheets that arrive together in fewer transactions, each at its own sheet's next version", async () => {
    const { db } = database();
    const sheets = await Promise.all(Array.from({ length: 6 }, () => createCallSheet(db)));
    const writes = createCallSheetWrites(db);
    const { result, transactions } = await countTransactions(() => Promise.all(sheets.map((sheet, index) => writes.patch(sheet.id, { baseVersion: 0, setNotes: `Notes ${index}` }, ADMIN))));
    expect(result.map((one) => one.outcome)).toEqual(Array(6).fill("saved"));
    // The first edit starts a transaction alone; the five that arrive meanwhile share the next one.
    expect(transactions).toBe(2);
    for (const [index, sheet] of sheets.entries()) {
      expect(result[index]).toMatchObject({ sheet: { id: sheet.id, version: 1, setNotes: `Notes ${index}` } });
      expect(await CallSheet.load(db, sheet.id)).toMatchObject({ version: 1, setNotes: `Notes ${index}` });
    }
  });

  it("should store the edits of one sheet that share a transaction with one UPDATE, each at a version of its own, its feature row seeing it so", async () => {
    const { db } = database();
    const { id } = await createCallSheet(db);
    const seen: Array<{ version: number; changed: string[] }> = [];
    const writes = createCallSheetWrites(db, { afterWrite: [async ({ sheet, changed }) => void seen.push({ version: sheet.version, changed })] });
    let updates = 0;
    const onQuery = ({ sql }: { sql: string }) => void (/^update call_sheets/i.test(sql) && updates++);
    db.on("query", onQuery);
    const fields = ["client", "setNotes", "costumeNotes", "gear"] as const;
    const results = await Promise.all(fields.map((field, index) => writes.patch(id, { baseVersion: 0, [field]: field === "gear" ? "[]" : `Value ${index}` }, ADMIN)));
    db.removeListener("query", onQuery);
    // The first edit alone, the three that waited together: gear is sent as stored, no change.
    expect(updates).toBe(2);
    expect(results.map((result) => result.outcome === "saved" && result.sheet.version)).toEqual([1, 2, 3, 3]);
    expect(seen).toEqual([
      { version: 1, changed: ["client"] },
      { version: 2, changed: ["setNotes"] },
      { version: 3, changed: ["costumeNotes"] },
    ]);
    const stored = (await CallSheet.load(db, id))!;
    expect(stored).toMatchObject({ version: 3, client: "Value 0", setNotes: "Value 1", costumeNotes: "Value 2", gear: "[]" });
    expect(fields.map((field) => stored.versionOf(field))).toEqual([1, 2, 3, 0]);
  });

  it("should take a transaction per edit without group commit", async () => {
    const { db } = database();
    const sheets = await Promise.all(Array.from({ length: 3 }, () => createCallSheet(db)));
    const writes = createCallSheetWrites(db, { groupCommit: false });
    const { transactions } = await countTransactions(() => Promise.all(sheets.map((sheet) => writes.patch(sheet.id, { baseVersion: 0, client: "Acme" }, ADMIN))));
    expect(transactions).toBe(3);
  });

  it("should fail only the edit whose feature row fails: the others of its transaction are stored, with their rows, once", async () => {
    const { db } = database();
    const [first, refused, last] = await Promise.all([createCallSheet(db), createCallSheet(db), createCallSheet(db)]);
    if (!(await db.schema.hasTable("test_sheet_writes"))) {
      await db.schema.createTable("test_sheet_writes", (table) => {
        table.integer("call_sheet_id").notNullable();
        table.integer("version").notNullable();
      });
    }
    // A feature's row, in the write's transaction, and a feature that refuses the writes of one sheet.
    const record: AfterCallSheetWrite = async ({ trx, sheet }) => {
      await trx("testSheetWrites").insert({ callSheetId: sheet.id, version: sheet.version });
      if (sheet.id === refused!.id) throw new Error("the feature refused this sheet");
    };
    const writes = createCallSheetWrites(db, { afterWrite: [record] });
    const started = writes.patch(first!.id, { baseVersion: 0, client: "Alone" }, ADMIN);
    // These three arrive while the first runs: they share one transaction, which fails, then each runs alone.
    const together = Promise.allSettled([first, refused, last].map((sheet) => writes.patch(sheet!.id, { baseVersion: 0, setNotes: "Together" }, ADMIN)));
    expect((await started).outcome).toBe("saved");
    const results = await together;
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/the feature refused this sheet/);
    expect(await CallSheet.load(db, first!.id)).toMatchObject({ version: 2, client: "Alone", setNotes: "Together" });
    expect(await CallSheet.load(db, refused!.id)).toMatchObject({ version: 0, setNotes: "" });
    expect(await CallSheet.load(db, last!.id)).toMatchObject({ version: 1, setNotes: "Together" });
    expect(results[0]).toMatchObject({ value: { outcome: "saved", sheet: { version: 2 } } });
    // The failed transaction's rows are gone; each stored edit has its row once.
    const rows = await db("testSheetWrites").select("callSheetId", "version").orderBy(["callSheetId", "version"]);
    // Sorted as the query sorts: the three sheets were created at once, so their ids come in any order.
    const stored = [
      { callSheetId: first!.id, version: 1 },
      { callSheetId: first!.id, version: 2 },
      { callSheetId: last!.id, version: 1 },
    ].sort((a, b) => a.callSheetId - b.callSheetId || a.version - b.version);
    expect(rows).toEqual(stored);
  });
});
