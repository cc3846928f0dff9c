import { describe, expect, it } from "vitest";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { createCallSheet, createShare } from "../test/factories.ts";
import { down, up } from "./20261201000200_add_share_delivered_revision.ts";

const dialects = await testDialects();

describe.each(dialects)("the migration that records the revision the live credentials' invitation carried, on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  it("should take a delivered share's calendar_requested_sequence, and leave a share never delivered without one", async () => {
    const db = database().db;
    const sheet = await createCallSheet(db);
    const delivered = (await createShare(db, sheet.id)).share;
    const neverSent = (await createShare(db, sheet.id)).share;
    await db("call_sheet_shares").where({ id: delivered.id }).update({ credentialsSentAt: "2026-11-20 10:00:00", calendarRequestedGeneration: 0, calendarRequestedSequence: 3 });
    // An invitation accepted after it was replaced recorded its event, but no credentials of it went live.
    await db("call_sheet_shares").where({ id: neverSent.id }).update({ credentialsSentAt: null, calendarRequestedGeneration: 0, calendarRequestedSequence: 2 });

    await down(db);
    await up(db);

    const rows = (await db("call_sheet_shares").whereIn("id", [delivered.id, neverSent.id]).select("id", "deliveredRevision")) as Array<{ id: number; deliveredRevision: number | null }>;
    const of = (id: number) => rows.find((row) => row.id === id)?.deliveredRevision;
    expect(Number(of(delivered.id))).toBe(3);
    expect(of(neverSent.id)).toBeNull();
  });
});
