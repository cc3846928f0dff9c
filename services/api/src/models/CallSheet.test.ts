import { describe, expect, it } from "vitest";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { createCallSheet } from "../test/factories.ts";
import { CallSheet } from "./CallSheet.ts";

const dialects = await testDialects();

/**
 * The editor's hot path reads and writes a sheet with fixed SQL (CallSheet.load, writeIfUnchanged) instead
 * of objection's builder: the same rows and the same versioning invariant as the model's other writes.
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
  });

  it("should write the fields that change at the next version, record it per field, and hold what it wrote", async () => {
    const { db } = database();
    const { id } = await createCallSheet(db, { client: "Before" });
    const sheet = (await CallSheet.load(db, id))!;
    const before = sheet.updatedAt;
    // client changes, setNotes changes, costumeNotes is sent as it is stored: no new version for it.
    expect(await sheet.writeIfUnchanged(db, { client: "After", setNotes: "Line 1\nLine 2 `with ticks` and 'quotes'", costumeNotes: sheet.costumeNotes })).toBe(true);
    expect(sheet).toMatchObject({ version: 1, client: "After" });
    const stored = (await CallSheet.query(db).findById(id))!;
    expect(stored).toMatchObject({ version: 1, client: "After", setNotes: "Line 1\nLine 2 `with ticks` and 'quotes'" });
    expect([stored.versionOf("client"), stored.versionOf("setNotes"), stored.versionOf("costumeNotes")]).toEqual([1, 1, 0]);
    expect(stored.updatedAt >= before).toBe(true);
    expect(sheet.toJSON()).toEqual(stored.toJSON());
  });

  it("should write nothing and answer false when the row moved on since it was loaded", async () => {
    const { db } = database();
    const { id } = await createCallSheet(db);
    const stale = (await CallSheet.load(db, id))!;
    const fresh = (await CallSheet.load(db, id))!;
    expect(await fresh.writeIfUnchanged(db, { client: "First writer" })).toBe(true);
    expect(await stale.writeIfUnchanged(db, { setNotes: "Second writer" })).toBe(false);
    expect(stale).toMatchObject({ version: 0, setNotes: "" });
    expect(await CallSheet.query(db).findById(id)).toMatchObject({ version: 1, client: "First writer", setNotes: "" });
  });

  it("should keep the version when every value sent is already stored", async () => {
    const { db } = database();
    const { id } = await createCallSheet(db, { client: "Same" });
    const sheet = (await CallSheet.load(db, id))!;
    expect(await sheet.writeIfUnchanged(db, { client: "Same" })).toBe(true);
    expect((await CallSheet.query(db).findById(id))!.version).toBe(0);
  });
});
