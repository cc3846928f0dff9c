import { describe, expect, it } from "vitest";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { createCallSheet, createShare } from "../test/factories.ts";
import { CallSheetShare } from "./CallSheetShare.ts";

const dialects = await testDialects();

describe.each(dialects)("CallSheetShare.loadByIds on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  it("should read the same shares objection's findByIds reads (isActive a boolean), for one id, several, or none", async () => {
    const { db } = database();
    const sheet = await createCallSheet(db);
    const active = (await createShare(db, sheet.id)).share;
    const revoked = (await createShare(db, sheet.id, { isActive: false })).share;
    const json = (shares: CallSheetShare[]) => shares.map((share) => share.toJSON()).sort((a, b) => Number(a.id) - Number(b.id));
    const one = await CallSheetShare.loadByIds(db, [active.id]);
    expect(one[0]).toBeInstanceOf(CallSheetShare);
    expect(json(one)).toEqual(json(await CallSheetShare.query(db).findByIds([active.id])));
    const both = await CallSheetShare.loadByIds(db, [active.id, revoked.id, revoked.id + 1000]);
    expect(json(both)).toEqual(json(await CallSheetShare.query(db).findByIds([active.id, revoked.id])));
    expect(both.map((share) => share.isActive).sort()).toEqual([false, true]);
    expect(await CallSheetShare.loadByIds(db, [])).toEqual([]);
  });
});
