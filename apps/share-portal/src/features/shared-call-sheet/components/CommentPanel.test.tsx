import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ON_SET_TEXTS } from "@repo/contracts/sharing/onSetTexts";
import { SHARE_PORTAL_TEXTS } from "@repo/contracts/sharing/texts";
import { renderRoutes } from "@repo/ui/testing";
import { startLoopbackApi } from "@repo/ui/loopbackApi";
import { commentsApi } from "../../../testing/commentPanels.ts";
import { SHEET_ID } from "../../../testing/sharedViewFixtures.ts";
import { clearToasts } from "../../../testing/toasts.ts";
import { SharedCallSheetPage } from "../SharedCallSheetPage.tsx";

// A section's comments on the offline copy (docs/on-set.md): the copy holds the sheet and the counts, not the
// comments, which are the server's.

// jsdom has no IndexedDB: nothing waits to be sent here.
vi.mock("../../../offline/commentOutbox.ts", () => ({
  keepPending: async () => null,
  pendingOf: async () => [],
  dropPending: async () => undefined,
  forgetPendingOf: async () => undefined,
}));

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
afterEach(async () => {
  clearToasts();
  await api?.close();
  api = undefined;
});

const routes = [{ path: "/shared-call-sheet/:id", element: <SharedCallSheetPage /> }];

describe("CommentPanel without a network", { timeout: 40_000 }, () => {
  it("should say the comments cannot be loaded offline, not 'Loading comments...' for ever, and load them when the network is back", async () => {
    vi.stubGlobal("matchMedia", () => ({ matches: true }));
    api = await startLoopbackApi(commentsApi(() => "viewer"));
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    const bubble = await screen.findByRole("button", { name: /^Comments on Team, 1/ }, { timeout: 8000 });

    // The network goes (the browser's event, which react-query hears, as on the offline copy).
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      window.dispatchEvent(new Event("offline"));
      await userEvent.click(bubble);
      const panel = screen.getByRole("region", { name: "Comments on Team" });
      expect(await within(panel).findByText(ON_SET_TEXTS.commentsOffline)).toBeTruthy();
      expect(within(panel).queryByText(SHARE_PORTAL_TEXTS.commentsLoading)).toBeNull();
      expect(api.calls.filter((call) => call.query.get("sectionId") === "team")).toHaveLength(0);
    } finally {
      offline.mockRestore();
      window.dispatchEvent(new Event("online"));
    }
    const panel = screen.getByRole("region", { name: "Comments on Team" });
    expect(await within(panel).findByText("Looks good")).toBeTruthy();
    expect(within(panel).queryByText(ON_SET_TEXTS.commentsOffline)).toBeNull();
  });
});
