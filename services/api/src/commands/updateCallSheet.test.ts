import BetterSqlite3 from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { connectDatabase } from "../db/connect.ts";
import { isMysql } from "../db/dialect.ts";
import { CallSheet } from "../models/CallSheet.ts";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { createCallSheet } from "../test/factories.ts";
import { updateCallSheet, type CallSheetPatchInput, type UpdateCallSheetResult } from "./updateCallSheet.ts";

const dialects = await testDialects();

const edit = (input: Record<string, unknown>) => input as CallSheetPatchInput;
const summary = (result: UpdateCallSheetResult) =>
  result.outcome === "notFound" ? result : result.outcome === "saved" ? { outcome: result.outcome } : { outcome: result.outcome, conflicts: result.conflicts, versionAhead: result.versionAhead };

describe.each(dialects)("updateCallSheet: edits of one sheet that wait share a write, on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  /** Runs `work` and counts the statements that read and that write call_sheets meanwhile. */
  async function countStatements<T>(work: () => Promise<T>): Promise<{ result: T; reads: number; writes: number }> {
    const counts = { reads: 0, writes: 0 };
    const listener = ({ sql }: { sql: string }) => {
      if (/^select .*call_sheets/i.test(sql)) counts.reads++;
      if (/^update .*call_sheets/i.test(sql)) counts.writes++;
    };
    database().db.on("query", listener);
    try {
      return { result: await work(), ...counts };
    } finally {
      database().db.removeListener("query", listener);
    }
  }

  it("should write ten edits sent at once with two reads and two writes (the first alone, the nine that waited for it together), all stored", async () => {
    const { db } = database();
    const { id } = await createCallSheet(db);
    const fields = ["client", "locations", "streetAddress", "streetNumber", "technicalSpecs", "costumeNotes", "setNotes", "emergencyContacts", "shootingTitle", "props"];
    const { result, reads, writes } = await countStatements(() => Promise.all(fields.map((field, index) => updateCallSheet(db, id, edit({ baseVersion: 0, [field]: field === "props" ? "[]" : `value ${index}` })))));
    expect(result.map((one) => one.outcome)).toEqual(Array(10).fill("saved"));
    expect({ reads, writes }).toEqual({ reads: 2, writes: 2 });
    const stored = (await CallSheet.query(db).findById(id))!;
    // props sent as stored: no change. The first edit made version 1, the other eight changes version 2.
    expect(stored).toMatchObject({ version: 2, client: "value 0", locations: "value 1", shootingTitle: "value 8" });
    expect(stored.versionOf("client")).toBe(1);
    expect(stored.versionOf("shootingTitle")).toBe(2);
    expect(stored.versionOf("props")).toBe(0);
  });

  it("should check a batch's edits in arrival order, each against the sheet as the earlier ones left it", async () => {
    const { db } = database();
    const { id } = await createCallSheet(db);
    const first = updateCallSheet(db, id, edit({ baseVersion: 0, client: "First" }));
    // These five wait for the first write and then share one.
    const batch = [
      updateCallSheet(db, id, edit({ baseVersion: 0, setNotes: "Alice" })),
      updateCallSheet(db, id, edit({ baseVersion: 0, setNotes: "Alice" })), // the same value: no conflict
      updateCallSheet(db, id, edit({ baseVersion: 1, setNotes: "Carol", props: "[]" })), // Alice changed it after version 1
      updateCallSheet(db, id, edit({ baseVersion: 0, gear: JSON.stringify([{ id: 1, name: "Reflector", isChecked: false }]) })),
      updateCallSheet(db, id, edit({ baseVersion: 9, costumeNotes: "Coats" })), // a version this sheet never had
    ];
    expect((await first).outcome).toBe("saved");
    const results = await Promise.all(batch);
    expect(results.map(summary)).toEqual([
      { outcome: "saved" },
      { outcome: "saved" },
      { outcome: "conflict", conflicts: ["setNotes"], versionAhead: false },
      { outcome: "saved" },
      { outcome: "conflict", conflicts: ["costumeNotes"], versionAhead: true },
    ]);
    const stored = (await CallSheet.query(db).findById(id))!;
    expect(stored).toMatchObject({ version: 2, client: "First", setNotes: "Alice", costumeNotes: "", gear: JSON.stringify([{ id: 1, name: "Reflector", isChecked: false }]) });
    // Every answer of the batch carries the sheet as written.
    for (const result of results) expect(result).toMatchObject({ sheet: { version: 2, setNotes: "Alice" } });
  });

  it("should fail every edit of a batch whose write fails, store none of them, and write the edits that come after", async () => {
    const { db } = database();
    const { id } = await createCallSheet(db);
    await db.raw(isMysql(db) ? "CREATE TRIGGER refuse_edits BEFORE UPDATE ON call_sheets FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'refused by the test'" : "CREATE TRIGGER refuse_edits BEFORE UPDATE ON call_sheets BEGIN SELECT RAISE(ABORT, 'refused by the test'); END");
    try {
      const results = await Promise.allSettled(["One", "Two", "Three"].map((setNotes, index) => updateCallSheet(db, id, edit({ baseVersion: 0, [index === 1 ? "client" : "setNotes"]: setNotes }))));
      expect(results.map((result) => result.status)).toEqual(["rejected", "rejected", "rejected"]);
      expect(String((results[2] as PromiseRejectedResult).reason)).toMatch(/refused by the test/);
    } finally {
      await db.raw("DROP TRIGGER refuse_edits");
    }
    expect(await CallSheet.query(db).findById(id)).toMatchObject({ version: 0, setNotes: "", client: "" });
    expect((await updateCallSheet(db, id, edit({ baseVersion: 0, setNotes: "After" }))).outcome).toBe("saved");
    expect(await CallSheet.query(db).findById(id)).toMatchObject({ version: 1, setNotes: "After" });
  });

  it("should answer not found to every edit of a sheet that does not exist, and not hold up another sheet's edits", async () => {
    const { db } = database();
    const { id } = await createCallSheet(db);
    const results = await Promise.all([updateCallSheet(db, 987_654, edit({ baseVersion: 0, setNotes: "x" })), updateCallSheet(db, id, edit({ baseVersion: 0, setNotes: "y" })), updateCallSheet(db, 987_654, edit({ baseVersion: 0, client: "z" }))]);
    expect(results.map((result) => result.outcome)).toEqual(["notFound", "saved", "notFound"]);
  });

  it("should judge a refused edit against the sheet its 409 carries, naming every field it would overwrite", async () => {
    const { db } = database();
    const { id } = await createCallSheet(db);
    expect((await updateCallSheet(db, id, edit({ baseVersion: 0, costumeNotes: "Coats" }))).outcome).toBe("saved");
    const first = updateCallSheet(db, id, edit({ baseVersion: 1, technicalSpecs: "RAW" })); // alone: version 2
    const batch = [
      updateCallSheet(db, id, edit({ baseVersion: 1, setNotes: "a" })),
      // Refused for setNotes; client is changed by the edit after it, and would be overwritten too.
      updateCallSheet(db, id, edit({ baseVersion: 1, setNotes: "c", client: "c" })),
      updateCallSheet(db, id, edit({ baseVersion: 1, client: "d" })),
      // Claims version 3 while the sheet was at 2: ahead, told against the version it was checked with.
      updateCallSheet(db, id, edit({ baseVersion: 3, emergencyContacts: "112" })),
    ];
    await first;
    const [a, c, d, ahead] = await Promise.all(batch);
    expect([a!.outcome, d!.outcome]).toEqual(["saved", "saved"]);
    expect(c).toMatchObject({ outcome: "conflict", conflicts: ["setNotes", "client"], versionAhead: false, sheet: { version: 3, setNotes: "a", client: "d" } });
    expect(ahead).toMatchObject({ outcome: "conflict", conflicts: ["emergencyContacts"], versionAhead: true, checkedVersion: 2, sheet: { version: 3 } });
  });

  /**
   * Another API process (a connection of its own) writes `other` to the sheet between this process's read
   * and its write; resolves to this process's answer to `mine`.
   */
  async function whileAnotherProcessWrites(id: number, other: { column: "set_notes" | "client"; value: string }, mine: Record<string, unknown>): Promise<UpdateCallSheetResult> {
    const { db, database: config } = database();
    const field = other.column === "set_notes" ? "setNotes" : "client";
    const otherWrite = { version: 1, fieldVersions: JSON.stringify({ [field]: 1 }) };
    if (config.client === "sqlite") {
      // The other process writes (synchronously, on a connection of its own) the moment this one has read.
      const connection = new BetterSqlite3(config.filename);
      const afterRead = (_response: unknown, { sql }: { sql: string }) => {
        if (!/^select .*call_sheets/i.test(sql)) return;
        db.removeListener("query-response", afterRead);
        connection.prepare(`UPDATE call_sheets SET ${other.column} = ?, version = ?, field_versions = ? WHERE id = ?`).run(other.value, otherWrite.version, otherWrite.fieldVersions, id);
      };
      db.on("query-response", afterRead);
      try {
        return await updateCallSheet(db, id, edit(mine));
      } finally {
        db.removeListener("query-response", afterRead);
        connection.close();
      }
    }
    // The other process holds the row, written and not yet committed: this one reads the old version
    // without waiting, and its write waits for the other's commit.
    const pool = connectDatabase(config);
    try {
      const trx = await pool.transaction();
      await trx("call_sheets").where({ id }).forUpdate().first();
      await trx("call_sheets").where({ id }).update({ [field]: other.value, ...otherWrite });
      let sentWrite!: () => void;
      const writeSent = new Promise<void>((resolve) => (sentWrite = resolve));
      const onQuery = ({ sql }: { sql: string }) => /^update .*call_sheets/i.test(sql) && sentWrite();
      db.on("query", onQuery);
      const edited = updateCallSheet(db, id, edit(mine));
      await writeSent;
      db.removeListener("query", onQuery);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await trx.commit();
      return await edited;
    } finally {
      await pool.destroy();
    }
  }

  it("should not overwrite what another API process wrote between this one's read and write: the edit is checked again and conflicts", async () => {
    const { db } = database();
    const { id } = await createCallSheet(db);
    const result = await whileAnotherProcessWrites(id, { column: "set_notes", value: "Written by another process" }, { baseVersion: 0, setNotes: "Mine" });
    expect(summary(result)).toEqual({ outcome: "conflict", conflicts: ["setNotes"], versionAhead: false });
    expect(result).toMatchObject({ sheet: { version: 1, setNotes: "Written by another process" } });
    expect(await CallSheet.query(db).findById(id)).toMatchObject({ version: 1, setNotes: "Written by another process" });
  });

  it("should keep both when another API process wrote another field between this one's read and write", async () => {
    const { db } = database();
    const { id } = await createCallSheet(db);
    const result = await whileAnotherProcessWrites(id, { column: "client", value: "Acme" }, { baseVersion: 0, setNotes: "Mine" });
    expect(result).toMatchObject({ outcome: "saved", sheet: { version: 2, client: "Acme", setNotes: "Mine" } });
    const stored = (await CallSheet.query(db).findById(id))!;
    expect(stored).toMatchObject({ version: 2, client: "Acme", setNotes: "Mine" });
    expect([stored.versionOf("client"), stored.versionOf("setNotes")]).toEqual([1, 2]);
  });
});
