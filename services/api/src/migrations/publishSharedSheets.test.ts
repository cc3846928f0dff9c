import { describe, expect, it } from "vitest";
import { CallSheetRevision } from "../models/CallSheetRevision.ts";
import { presentCallSheet } from "../presenters/presentCallSheet.ts";
import { CallSheet } from "../models/CallSheet.ts";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { createCallSheet, createShare } from "../test/factories.ts";
import { up } from "./20261127000400_publish_shared_sheets.ts";

const dialects = await testDialects();

describe.each(dialects)("the migration that publishes revision 1 of every shared sheet, on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  it("should publish the sheets with a live share as they are, once, and leave the others alone", async () => {
    const db = database().db;
    const shared = await createCallSheet(db, { shootingTitle: "Shared", shootingTime: "07:00" });
    await createShare(db, shared.id);
    await createShare(db, shared.id);
    const revoked = await createCallSheet(db);
    await createShare(db, revoked.id, { isActive: false });
    const expired = await createCallSheet(db);
    await createShare(db, expired.id, { expiresAt: new Date(Date.now() - 60_000) });
    const unshared = await createCallSheet(db);
    const published = await createCallSheet(db);
    await createShare(db, published.id);
    await CallSheetRevision.query(db).insert({ callSheetId: published.id, number: 1, snapshot: "{}", note: "by hand", publishedBy: null, publishedAt: "2026-11-01 10:00:00" });

    await up(db);
    await up(db);

    const revisions = await CallSheetRevision.query(db).whereIn("callSheetId", [shared.id, revoked.id, expired.id, unshared.id, published.id]).orderBy("callSheetId");
    expect(revisions.map(({ callSheetId, number, note, publishedBy }) => ({ callSheetId, number, note, publishedBy }))).toEqual([
      { callSheetId: shared.id, number: 1, note: "", publishedBy: null },
      { callSheetId: published.id, number: 1, note: "by hand", publishedBy: null },
    ]);
    expect(JSON.parse(revisions[0]!.snapshot)).toEqual(presentCallSheet((await CallSheet.load(db, shared.id))!));
  });
});
