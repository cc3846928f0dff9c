import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ON_SET_TEXTS } from "@repo/contracts/sharing/onSetTexts";
import { renderRoutes } from "@repo/ui/testing";
import { startLoopbackApi } from "@repo/ui/loopbackApi";
import type { PendingComment } from "../../../offline/commentOutbox.ts";
import { checkAuth, SHEET_ID, sharedSheet } from "../../../testing/sharedViewFixtures.ts";
import { SharedCallSheetPage } from "../SharedCallSheetPage.tsx";

// jsdom has no IndexedDB: the phone's outbox (src/offline/commentOutbox.ts, its own tests in e2e/on-set)
// stands here as the same records in memory. The API is the loopback one.
const kept: PendingComment[] = [];
vi.mock("../../../offline/commentOutbox.ts", () => ({
  keepPending: async () => {
    throw new Error("not used");
  },
  pendingOf: async (callSheetId: string) => kept.filter((comment) => comment.callSheetId === callSheetId),
  dropPending: async (id: string) => void kept.splice(kept.findIndex((comment) => comment.id === id), 1),
  forgetPendingOf: async () => void kept.splice(0),
}));

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
afterEach(async () => {
  kept.splice(0);
  await api?.close();
  api = undefined;
});

/** The sheet as ana@example.com, a commenter with no comments on the server, opened on a phone without a network. */
async function openOfflineAsAna() {
  api = await startLoopbackApi((call) => {
    if (call.path === `/api/check-call-sheet-auth/${SHEET_ID}`) return { body: checkAuth("commenter") };
    if (call.path === "/api/get-call-sheet") return { body: sharedSheet("commenter") };
    if (call.path === "/api/call-sheet-comments") return { body: { comments: [], nextCursor: null, counts: {}, total: 0 } };
    return undefined;
  });
  renderRoutes([{ path: "/shared-call-sheet/:id", element: <SharedCallSheetPage /> }], `/shared-call-sheet/${SHEET_ID}`);
}

describe("PendingCommentsNotice and an open comment panel", { timeout: 40_000 }, () => {
  it("should not cover an open panel: while one is open the panel says how many wait, and the fixed notice comes back once it closes", async () => {
    kept.push(
      { id: "a", callSheetId: String(SHEET_ID), sectionId: "team", text: "Parking at the back?", author: "ana@example.com", writtenAt: "2026-06-01T08:00:00.000Z" },
      { id: "b", callSheetId: String(SHEET_ID), sectionId: "scenes", text: "Rooftop first?", author: "ana@example.com", writtenAt: "2026-06-01T08:01:00.000Z" },
    );
    // Offline: nothing is sent, the two wait.
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      await openOfflineAsAna();
      const notice = await screen.findByText(ON_SET_TEXTS.pendingComments(2), {}, { timeout: 15_000 });
      // Its dock (which also holds the comments that came back not sent) is fixed.
      expect(getComputedStyle(notice.parentElement!).position).toBe("fixed");

      await userEvent.click(screen.getByRole("button", { name: /^Comments on Team, / }));
      const panel = screen.getByRole("region", { name: "Comments on Team" });
      // One place says it, inside the panel, in its flow: nothing fixed lies over the panel.
      await waitFor(() => expect(screen.getAllByText(ON_SET_TEXTS.pendingComments(2))).toHaveLength(1));
      expect(panel.contains(screen.getByText(ON_SET_TEXTS.pendingComments(2)))).toBe(true);
      expect(within(panel).getByText("Parking at the back?")).toBeTruthy();
      expect(within(panel).queryByText("Rooftop first?")).toBeNull();
      // Typed here, not taken from the texts: the open sheet sends them (docs/on-set.md), nothing in the
      // background, so the hint must not promise a send with the page closed.
      expect(within(panel).getByText("No network: your comment is kept on this device and sent when you are back online with this sheet open.")).toBeTruthy();

      await userEvent.click(within(panel).getByRole("button", { name: /^Close comments/ }));
      await waitFor(() => expect(screen.queryByRole("region", { name: "Comments on Team" })).toBeNull());
      const back = await screen.findByText(ON_SET_TEXTS.pendingComments(2));
      expect(getComputedStyle(back.parentElement!).position).toBe("fixed");
    } finally {
      offline.mockRestore();
    }
  });

  it("should never show another reader's waiting comments: Ana, signed in on Bob's phone, reads neither his texts nor his count, only her own", async () => {
    kept.push(
      { id: "a", callSheetId: String(SHEET_ID), sectionId: "team", text: "Bob's private question", author: "bob@example.com", writtenAt: "2026-06-01T08:00:00.000Z" },
      { id: "b", callSheetId: String(SHEET_ID), sectionId: "team", text: "Ana's own question", author: "ana@example.com", writtenAt: "2026-06-01T08:01:00.000Z" },
    );
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      // One waiting comment is Bob's, one hers.
      await openOfflineAsAna();
      // Her count, not theirs together.
      expect(await screen.findByText(ON_SET_TEXTS.pendingComments(1), {}, { timeout: 15_000 })).toBeTruthy();
      await userEvent.click(screen.getByRole("button", { name: /^Comments on Team, / }));
      const panel = screen.getByRole("region", { name: "Comments on Team" });
      await waitFor(() => expect(within(panel).getByText("Ana's own question")).toBeTruthy());
      expect(panel.textContent).not.toContain("Bob's private question");
      expect(screen.queryByText(ON_SET_TEXTS.pendingComments(2))).toBeNull();
    } finally {
      offline.mockRestore();
    }
  });
});
