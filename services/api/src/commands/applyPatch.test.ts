import { describe, expect, it } from "vitest";
import { connectDatabase } from "../db/connect.ts";
import { isMysql } from "../db/dialect.ts";
import { CallSheet } from "../models/CallSheet.ts";
import type { Actor } from "../policies/actors.ts";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { createCallSheet, createUser } from "../test/factories.ts";
import { applyPatch, type AfterCallSheetWrite, type CallSheetPatchInput } from "./applyPatch.ts";
import { createCallSheetWrites, type PatchOutcome } from "./callSheetWrites.ts";

const dialects = await testDialects();

const ADMIN: Actor = { kind: "user", user: { id: 1, role: "admin" } };
const summary = (result: PatchOutcome) => (result.outcome === "conflict" ? { outcome: result.outcome, conflicts: result.conflicts, versionAhead: result.versionAhead } : { outcome: result.outcome });

describe.each(dialects.flatMap((dialect) => [[dialect, false] as const, [dialect, true] as const]))("applyPatch through CallSheetWrites on %s, group commit %s", (dialect, groupCommit) => {
  const database = useTestDatabase(dialect);
  const writes = () => createCallSheetWrites(database().db, { groupCommit });
  const patch = (id: number, input: CallSheetPatchInput, to = writes()) => to.patch(id, input, ADMIN);

  it("should store ten edits of different fields sent at once, each at a version of its own, as if each had come alone", async () => {
    const { db } = database();
    const { id } = await createCallSheet(db);
    const to = writes();
    const fields = ["client", "locations", "streetAddress", "streetNumber", "technicalSpecs", "costumeNotes", "setNotes", "emergencyContacts", "shootingTitle", "props"] as const;
    const results = await Promise.all(fields.map((field, index) => patch(id, { baseVersion: 0, [field]: field === "props" ? "[]" : `value ${index}` }, to)));
    expect(results.map((one) => one.outcome)).toEqual(Array(10).fill("saved"));
    const stored = (await CallSheet.load(db, id))!;
    // props is sent as stored: no change, no version. The nine others: versions 1 to 9, one each.
    expect(stored).toMatchObject({ version: 9, client: "value 0", locations: "value 1", shootingTitle: "value 8", props: "[]" });
    expect(fields.map((field) => stored.versionOf(field)).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Each answer holds the sheet as its own write left it.
    fields.forEach((field, index) => field !== "props" && expect(results[index]).toMatchObject({ sheet: { version: stored.versionOf(field), [field]: `value ${index}` } }));
  });

  it("should check edits in arrival order, each against the sheet as the earlier ones left it", async () => {
    const { db } = database();
    const { id } = await createCallSheet(db);
    const to = writes();
    const edits: CallSheetPatchInput[] = [
      { baseVersion: 0, client: "First" }, // version 1
      { baseVersion: 0, setNotes: "Alice" }, // version 2
      { baseVersion: 0, setNotes: "Alice" }, // the same value: no change, no conflict
      { baseVersion: 1, setNotes: "Carol", props: "[]" }, // Alice changed it at version 2
      { baseVersion: 0, gear: JSON.stringify([{ id: 1, name: "Reflector", isChecked: false }]) }, // version 3
      { baseVersion: 9, costumeNotes: "Coats" }, // a version this sheet never had
    ];
    // With group commit, sent at once: they queue in arrival order. Without it, each waits for the row on
    // a connection of its own and the database picks who is next, so they are sent one after the other.
    const results: PatchOutcome[] = [];
    if (groupCommit) results.push(...(await Promise.all(edits.map((input) => patch(id, input, to)))));
    else for (const input of edits) results.push(await patch(id, input, to));
    expect(results.map(summary)).toEqual([
      { outcome: "saved" },
      { outcome: "saved" },
      { outcome: "saved" },
      { outcome: "conflict", conflicts: ["setNotes"], versionAhead: false },
      { outcome: "saved" },
      { outcome: "conflict", conflicts: ["costumeNotes"], versionAhead: true },
    ]);
    expect(results[3]).toMatchObject({ sheet: { setNotes: "Alice" } });
    const stored = (await CallSheet.load(db, id))!;
    expect(stored).toMatchObject({ version: 3, client: "First", setNotes: "Alice", costumeNotes: "", gear: JSON.stringify([{ id: 1, name: "Reflector", isChecked: false }]) });
    expect([stored.versionOf("client"), stored.versionOf("setNotes"), stored.versionOf("gear"), stored.versionOf("props")]).toEqual([1, 2, 3, 0]);
  });

  it("should fail an edit whose write fails and store nothing of it, then write the edits that come after", async () => {
    const { db } = database();
    const { id } = await createCallSheet(db);
    await db.raw(isMysql(db) ? "CREATE TRIGGER refuse_edits BEFORE UPDATE ON call_sheets FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'refused by the test'" : "CREATE TRIGGER refuse_edits BEFORE UPDATE ON call_sheets BEGIN SELECT RAISE(ABORT, 'refused by the test'); END");
    const to = writes();
    try {
      const results = await Promise.allSettled(["One", "Two", "Three"].map((value, index) => patch(id, { baseVersion: 0, [index === 1 ? "client" : "setNotes"]: value }, to)));
      expect(results.map((result) => result.status)).toEqual(["rejected", "rejected", "rejected"]);
      expect(String((results[2] as PromiseRejectedResult).reason)).toMatch(/refused by the test/);
    } finally {
      await db.raw("DROP TRIGGER refuse_edits");
    }
    expect(await CallSheet.load(db, id)).toMatchObject({ version: 0, setNotes: "", client: "" });
    expect((await patch(id, { baseVersion: 0, setNotes: "After" }, to)).outcome).toBe("saved");
    expect(await CallSheet.load(db, id)).toMatchObject({ version: 1, setNotes: "After" });
  });

  it("should answer not found for a sheet that does not exist, and not hold up another sheet's edits", async () => {
    const { db } = database();
    const { id } = await createCallSheet(db);
    const to = writes();
    const results = await Promise.all([patch(987_654, { baseVersion: 0, setNotes: "x" }, to), patch(id, { baseVersion: 0, setNotes: "y" }, to), patch(987_654, { baseVersion: 0, client: "z" }, to)]);
    expect(results.map((result) => result.outcome)).toEqual(["notFound", "saved", "notFound"]);
  });
});

describe.each(dialects)("applyPatch: what a feature records with a write, on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  /** A feature's table: one row per write of a sheet (as a revision or a job would be). */
  async function recordWrites(): Promise<AfterCallSheetWrite> {
    const { db } = database();
    if (!(await db.schema.hasTable("test_sheet_writes"))) {
      await db.schema.createTable("test_sheet_writes", (table) => {
        table.integer("call_sheet_id").notNullable();
        table.integer("version").notNullable();
        table.string("kind").notNullable();
        table.string("changed").notNullable();
        table.integer("user_id").nullable();
      });
    }
    return async ({ trx, sheet, actor, kind, changed }) => {
      await trx("testSheetWrites").insert({ callSheetId: sheet.id, version: sheet.version, kind, changed: changed.join(","), userId: actor.kind === "user" ? actor.user.id : null });
    };
  }

  it("should write a feature's row in the write's transaction: with a create and with each edit that changes something", async () => {
    const { db } = database();
    const user = await createUser(db, { role: "admin", userType: "admin" });
    const actor: Actor = { kind: "user", user };
    const writes = createCallSheetWrites(db, { afterWrite: [await recordWrites()] });
    const created = await writes.create({ shootingTitle: "Spring", client: "Acme" }, actor);
    expect(created).toMatchObject({ version: 0, shootingTitle: "Spring", client: "Acme", createdBy: user.id });
    await writes.patch(created.id, { baseVersion: 0, setNotes: "Quiet", client: "Acme" }, actor);
    await writes.patch(created.id, { baseVersion: 1, setNotes: "Quiet" }, actor); // no change: no write, no row
    expect(await db("testSheetWrites").select("callSheetId", "version", "kind", "changed", "userId").orderBy("version")).toEqual([
      { callSheetId: created.id, version: 0, kind: "create", changed: "shootingTitle,client", userId: user.id },
      { callSheetId: created.id, version: 1, kind: "patch", changed: "setNotes", userId: user.id },
    ]);
  });

  it("should store nothing of a write whose feature row fails: the sheet keeps its version and values", async () => {
    const { db } = database();
    const record = await recordWrites();
    const refuse: AfterCallSheetWrite = async () => {
      throw new Error("the feature refused");
    };
    const writes = createCallSheetWrites(db, { afterWrite: [record, refuse] });
    const { id } = await createCallSheet(db);
    const rowsBefore = await db("testSheetWrites").count({ n: "*" }).first();
    await expect(writes.patch(id, { baseVersion: 0, setNotes: "Lost" }, ADMIN)).rejects.toThrow(/the feature refused/);
    await expect(writes.create({ shootingTitle: "Never stored" }, ADMIN)).rejects.toThrow(/the feature refused/);
    expect(await CallSheet.load(db, id)).toMatchObject({ version: 0, setNotes: "" });
    expect(await CallSheet.query(db).where({ shootingTitle: "Never stored" }).resultSize()).toBe(0);
    expect(await db("testSheetWrites").count({ n: "*" }).first()).toEqual(rowsBefore);
  });

  it("should write a sheet only inside a transaction that holds its row: applyPatch on the sheet loaded there", async () => {
    const { db } = database();
    const { id } = await createCallSheet(db);
    const result = await db.transaction(async (trx) => applyPatch(trx, (await CallSheet.load(trx, id, { lock: true }))!, { baseVersion: 0, client: "Held" }, ADMIN));
    expect(result).toMatchObject({ outcome: "saved", sheet: { version: 1, client: "Held" } });
  });
});

describe.each(dialects.filter((dialect) => dialect === "mysql"))("applyPatch beside another API process on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  /**
   * Another API process (a pool of its own) holds the sheet's row, written and not yet committed, while
   * this one's edit arrives: the edit waits for the row, then is checked against what the other wrote.
   */
  async function whileAnotherProcessHoldsTheRow(id: number, other: { field: "setNotes" | "client"; value: string }, mine: CallSheetPatchInput): Promise<PatchOutcome> {
    const { db, database: config } = database();
    const pool = connectDatabase(config);
    try {
      const trx = await pool.transaction();
      await trx("callSheets").where({ id }).forUpdate().first();
      await trx("callSheets").where({ id }).update({ [other.field]: other.value, version: 1, fieldVersions: JSON.stringify({ [other.field]: 1 }) });
      let sentRead!: () => void;
      const readSent = new Promise<void>((resolve) => (sentRead = resolve));
      const onQuery = ({ sql }: { sql: string }) => /^select .*call_sheets/i.test(sql) && sentRead();
      db.on("query", onQuery);
      const edited = createCallSheetWrites(db).patch(id, mine, ADMIN);
      await readSent;
      db.removeListener("query", onQuery);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await trx.commit();
      return await edited;
    } finally {
      await pool.destroy();
    }
  }

  it("should not overwrite what another process is writing: the edit waits for the row and conflicts", async () => {
    const { db } = database();
    const { id } = await createCallSheet(db);
    const result = await whileAnotherProcessHoldsTheRow(id, { field: "setNotes", value: "Written by another process" }, { baseVersion: 0, setNotes: "Mine" });
    expect(result).toMatchObject({ outcome: "conflict", conflicts: ["setNotes"], versionAhead: false, sheet: { version: 1, setNotes: "Written by another process" } });
    expect(await CallSheet.load(db, id)).toMatchObject({ version: 1, setNotes: "Written by another process" });
  });

  it("should keep both when another process wrote another field meanwhile", async () => {
    const { db } = database();
    const { id } = await createCallSheet(db);
    const result = await whileAnotherProcessHoldsTheRow(id, { field: "client", value: "Acme" }, { baseVersion: 0, setNotes: "Mine" });
    expect(result).toMatchObject({ outcome: "saved", sheet: { version: 2, client: "Acme", setNotes: "Mine" } });
    const stored = (await CallSheet.load(db, id))!;
    expect([stored.versionOf("client"), stored.versionOf("setNotes")]).toEqual([1, 2]);
  });
});
