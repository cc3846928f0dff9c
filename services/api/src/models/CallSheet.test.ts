import { describe, expect, it } from "vitest";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { createCallSheet } from "../test/factories.ts";
import { CallSheet } from "./CallSheet.ts";

const dialects = await testDialects();

/**
 * The model keeps the versioning invariant in one place: `write` (fixed SQL, the only update) bumps the
 * version and records it per changed field; objection's update and patch refuse to run. The fixed SQL is
 * there for speed (objection's builder and hooks were about a tenth of a PATCH's CPU, bench/callSheets):
 * these tests pin that it stores what objection reads back, as the rest of the app sees it.
 */
describe.each(dialects)("CallSheet on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  it("should load the same sheet objection's findById reads, and nothing for an id that does not exist", async () => {
    const { db } = database();
    const { id } = await createCallSheet(db, { client: "Atelier Sava", setNotes: "<b>Quiet</b> on set — ž", shootingDate: "2026-06-05" });
    const loaded = await CallSheet.load(db, id);
    expect(loaded).toBeInstanceOf(CallSheet);
    expect(loaded!.toJSON()).toEqual((await CallSheet.query(db).findById(id))!.toJSON());
    expect(await CallSheet.load(db, id + 1000)).toBeUndefined();
    expect((await db.transaction(async (trx) => CallSheet.load(trx, id, { lock: true })))!.toJSON()).toEqual(loaded!.toJSON());
  });

  it("should insert a new sheet at version 0 with no field versions and every empty section as the editor reads it", async () => {
    const { db } = database();
    const sheet = await CallSheet.insert(db, { shootingTitle: "New", client: "Acme", createdBy: null });
    expect(sheet).toMatchObject({ version: 0, fieldVersions: "{}", client: "Acme", sceneSchedule: "[]", props: "[]", setNotes: "", shootingDate: null });
    expect(sheet.versionOf("client")).toBe(0);
  });

  it("should write the fields that change at the next version, record it per field, and hold what it wrote", async () => {
    const { db } = database();
    const { id } = await createCallSheet(db, { client: "Before" });
    const sheet = (await CallSheet.load(db, id))!;
    const before = sheet.updatedAt;
    // client changes, setNotes changes, costumeNotes is sent as it is stored: no new version for it.
    const written = await db.transaction(async (trx) => sheet.write(trx, { client: "After", setNotes: "Line 1\nLine 2 `with ticks` and 'quotes'", costumeNotes: sheet.costumeNotes }));
    expect(written).toEqual(["client", "setNotes"]);
    expect(sheet).toMatchObject({ version: 1, client: "After" });
    const stored = (await CallSheet.query(db).findById(id))!;
    expect(stored).toMatchObject({ version: 1, client: "After", setNotes: "Line 1\nLine 2 `with ticks` and 'quotes'" });
    expect([stored.versionOf("client"), stored.versionOf("setNotes"), stored.versionOf("costumeNotes")]).toEqual([1, 1, 0]);
    expect(stored.updatedAt >= before).toBe(true);
    expect(sheet.toJSON()).toEqual(stored.toJSON());
  });

  it("should keep the version when every value sent is already stored", async () => {
    const { db } = database();
    const { id } = await createCallSheet(db, { client: "Same" });
    const sheet = (await CallSheet.load(db, id))!;
    expect(await sheet.write(db, { client: "Same" })).toEqual([]);
    expect((await CallSheet.query(db).findById(id))!.version).toBe(0);
  });

  it("should throw and write nothing when the row moved on since it was loaded (someone wrote it without holding it)", async () => {
    const { db } = database();
    const { id } = await createCallSheet(db);
    const stale = (await CallSheet.load(db, id))!;
    const fresh = (await CallSheet.load(db, id))!;
    await fresh.write(db, { client: "First writer" });
    await expect(stale.write(db, { setNotes: "Second writer" })).rejects.toThrow(/no longer at version 0/);
    expect(stale).toMatchObject({ version: 0, setNotes: "" });
    expect(await CallSheet.query(db).findById(id)).toMatchObject({ version: 1, client: "First writer", setNotes: "" });
  });

  it("should refuse objection's update and patch, which would write beside the version, on a query and on a loaded sheet", async () => {
    const { db } = database();
    const { id } = await createCallSheet(db);
    await expect(CallSheet.query(db).findById(id).patch({ setNotes: "behind the version's back" })).rejects.toThrow(/applyPatch/);
    const sheet = (await CallSheet.load(db, id))!;
    await expect(sheet.$query(db).patch({ setNotes: "behind the version's back" })).rejects.toThrow(/applyPatch/);
    await expect(sheet.$query(db).patch({ version: 7 })).rejects.toThrow(/applyPatch/);
    expect(await CallSheet.query(db).findById(id)).toMatchObject({ version: 0, setNotes: "" });
  });
});
