import { describe, expect, it } from "vitest";
import { testDialects, useTestDatabase } from "../test/databases.ts";
import { createCallSheet, createShare } from "../test/factories.ts";
import { down, up } from "./20261130000100_add_share_calendar_requests.ts";

const dialects = await testDialects();
const SENT_AT = "2026-11-20 10:00:00";

describe.each(dialects)("the migration that records delivered calendar events, on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  it("should mark a share's current event delivered only when its invitation of that generation went out", async () => {
    const db = database().db;
    const sheet = await createCallSheet(db);
    const states = {
      active: { isActive: true, calendarGeneration: 0, calendarCancelGeneration: null, credentialsSentAt: SENT_AT },
      reshared: { isActive: true, calendarGeneration: 2, calendarCancelGeneration: null, credentialsSentAt: SENT_AT },
      revokedNotCancelled: { isActive: false, calendarGeneration: 0, calendarCancelGeneration: null, credentialsSentAt: SENT_AT },
      revokedCancelled: { isActive: false, calendarGeneration: 1, calendarCancelGeneration: null, credentialsSentAt: SENT_AT },
      revokedCancelling: { isActive: false, calendarGeneration: 1, calendarCancelGeneration: 0, credentialsSentAt: SENT_AT },
      neverSent: { isActive: true, calendarGeneration: 0, calendarCancelGeneration: null, credentialsSentAt: null },
    };
    const ids: Record<string, number> = {};
    for (const [name, state] of Object.entries(states)) {
      const { share } = await createShare(db, sheet.id);
      await db("call_sheet_shares").where({ id: share.id }).update(state);
      ids[name] = share.id;
    }

    await down(db);
    await up(db);

    const rows = await db("call_sheet_shares").whereIn("id", Object.values(ids)).select("id", "calendarRequestedGeneration", "calendarRequestedSequence", "calendarRequestedAt");
    const requested = Object.fromEntries(
      Object.entries(ids).map(([name, id]) => {
        const row = rows.find((candidate: { id: number }) => candidate.id === id) as { calendarRequestedGeneration: number | null; calendarRequestedSequence: number | null; calendarRequestedAt: unknown };
        return [name, row.calendarRequestedGeneration === null ? null : { generation: Number(row.calendarRequestedGeneration), sequence: Number(row.calendarRequestedSequence), at: row.calendarRequestedAt !== null }];
      }),
    );
    expect(requested).toEqual({
      active: { generation: 0, sequence: 0, at: true },
      reshared: { generation: 2, sequence: 0, at: true },
      revokedNotCancelled: { generation: 0, sequence: 0, at: true },
      revokedCancelled: null,
      revokedCancelling: null,
      neverSent: null,
    });
  });
});
