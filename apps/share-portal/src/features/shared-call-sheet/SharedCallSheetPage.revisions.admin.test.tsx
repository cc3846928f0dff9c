import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { checkAuth, SHEET_ID, sharedSheet } from "../../testing/sharedViewFixtures.ts";
import { apiCalls, openSheet, serve, setUpRevisionPages } from "./SharedCallSheetPage.revisions.fixture.tsx";

// The admin's shared view of the live sheet: a revision's number only when the sheet is that revision.

setUpRevisionPages();

describe("SharedCallSheetPage, the admin's live sheet", { timeout: 40_000 }, () => {
  /**
   * The admin's session: the live sheet (version `liveVersion`) and the latest published revision, REV 2,
   * whose snapshot has version 7 (publishing never changes the version, every edit does): the API's answer
   * says whether the live sheet is a draft past it (`draft`, services/api sharedCallSheet.ts adminReading).
   */
  async function adminApi(liveVersion: number, liveCallTime: string) {
    const base = sharedSheet(null, true);
    await serve((call) => {
      if (call.path === `/api/check-call-sheet-auth/${SHEET_ID}`) return { body: checkAuth(null, true, true) };
      if (call.path === "/api/get-call-sheet")
        return {
          body: {
            ...base,
            callSheet: { ...base.callSheet, version: liveVersion, shootingTime: liveCallTime },
            revision: { number: 2, publishedAt: "2026-06-02T09:00:00.000Z", note: "" },
            draft: liveVersion !== 7,
          },
        };
      if (call.path === "/api/call-sheet-comments") return { body: { comments: [], nextCursor: null, counts: {}, total: 0 } };
      if (call.path === `/api/call-sheet-shares/${SHEET_ID}`) return { body: { shares: [], accessLog: [], latestRevision: null, confirmed: 0, total: 0, automaticReminder: { hoursBefore: null, dueAt: null, sentAt: null, remindedCount: null } } };
      return undefined;
    });
  }

  it("should not label a draft edited after REV 2 as REV 2: no revision in the header, 'Draft, printed' on paper", async () => {
    await adminApi(8, "11:45");
    await openSheet();
    await waitFor(() => expect(screen.getAllByText(/11:45/).length).toBeGreaterThan(0));
    expect(screen.queryByText(/^REV 2/)).toBeNull();
    window.dispatchEvent(new Event("beforeprint"));
    expect(await screen.findByText(/^Draft, printed /)).toBeTruthy();
    expect(screen.queryByText(/^REV 2, printed /)).toBeNull();
  });

  it("should label the live sheet REV 2 when it was not edited since REV 2 was published", async () => {
    await adminApi(7, "09:00");
    await openSheet();
    expect(await screen.findByText("REV 2 · Jun 2, 2026")).toBeTruthy();
    window.dispatchEvent(new Event("beforeprint"));
    expect(await screen.findByText(/^REV 2, printed /)).toBeTruthy();
    // The answer said so: no revision's snapshot is asked for.
    expect(apiCalls().some((call) => call.path.startsWith(`/api/call-sheets/${SHEET_ID}/revisions`))).toBe(false);
  });

  it("should show an answer without `draft` as a draft: never a revision the live sheet may not be", async () => {
    const base = sharedSheet(null, true);
    await serve((call) => {
      if (call.path === `/api/check-call-sheet-auth/${SHEET_ID}`) return { body: checkAuth(null, true, true) };
      if (call.path === "/api/get-call-sheet") return { body: { ...base, revision: { number: 2, publishedAt: "2026-06-02T09:00:00.000Z", note: "" } } };
      if (call.path === "/api/call-sheet-comments") return { body: { comments: [], nextCursor: null, counts: {}, total: 0 } };
      if (call.path === `/api/call-sheet-shares/${SHEET_ID}`) return { body: { shares: [], accessLog: [], latestRevision: null, confirmed: 0, total: 0, automaticReminder: { hoursBefore: null, dueAt: null, sentAt: null, remindedCount: null } } };
      return undefined;
    });
    await openSheet();
    window.dispatchEvent(new Event("beforeprint"));
    expect(await screen.findByText(/^Draft, printed /)).toBeTruthy();
    expect(screen.queryByText(/^REV 2/)).toBeNull();
  });
});
