import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ON_SET_CONSTANTS } from "@repo/contracts/sharing/onSetTexts";
import { renderRoutes } from "@repo/ui/testing";
import { startLoopbackApi, type ApiCall } from "@repo/ui/loopbackApi";
import { JUST_ANSWERED_MS, markAnsweredByPage, refetchUnlessAnsweredByPage } from "../features/shared-call-sheet/api/justAnswered.ts";
import { SharedCallSheetPage } from "../features/shared-call-sheet/SharedCallSheetPage.tsx";
import { checkAuth, SHEET_ID, sharedSheet } from "../testing/sharedViewFixtures.ts";
import { clearToasts } from "../testing/toasts.ts";
import { firstResponseJson, type FirstResponse } from "./firstResponse.ts";
import { PortalFrame } from "./PortalFrame.tsx";

/**
 * The shared view asks the API again whenever it opens, but not for the answers the portal server embedded
 * in the page a moment ago (api/justAnswered.ts, docs/on-set.md "Scripts after the first paint"): the
 * take-over starts from them and asks nothing more for the sheet or the reader's rights. Data any other view
 * fetched is asked again (e2e/access-paths.spec.ts: the gate's answer from before its sign-in).
 */

const SHEET_PATH = `/shared-call-sheet/${SHEET_ID}`;
const routes = [{ element: <PortalFrame />, children: [{ path: "/shared-call-sheet/:id", element: <SharedCallSheetPage /> }] }];
let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
const answers = { checkAuth: checkAuth("commenter"), sheet: sharedSheet("commenter") };

function embed(first: FirstResponse) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = ON_SET_CONSTANTS.firstResponseElementId;
  element.textContent = firstResponseJson(first);
  document.body.append(element);
}
const asked = (calls: readonly ApiCall[]) => calls.map((call) => call.path).filter((path) => path === "/api/get-call-sheet" || path.startsWith("/api/check-call-sheet-auth/"));

beforeEach(async () => {
  vi.stubGlobal("matchMedia", () => ({ matches: true }));
  window.history.replaceState(null, "", SHEET_PATH);
  api = await startLoopbackApi((call) => {
    if (call.path === `/api/check-call-sheet-auth/${SHEET_ID}`) return { body: answers.checkAuth };
    if (call.path === "/api/get-call-sheet") return { body: answers.sheet };
    if (call.path === "/api/call-sheet-comments") return { body: { comments: [], nextCursor: null, counts: {}, total: 0 } };
    return undefined;
  });
});
afterEach(async () => {
  cleanup();
  clearToasts();
  document.getElementById(ON_SET_CONSTANTS.firstResponseElementId)?.remove();
  window.history.replaceState(null, "", "/");
  vi.unstubAllGlobals();
  await api?.close();
  api = undefined;
});

describe("the shared view opened from the page's embedded answers", () => {
  it("should show the sheet without asking the API again for it or for the reader's rights", async () => {
    embed({ callSheetId: String(SHEET_ID), checkAuth: answers.checkAuth, sheet: answers.sheet, counts: {}, changesRead: null });
    renderRoutes(routes, SHEET_PATH);
    expect(await screen.findByRole("heading", { name: answers.sheet.callSheet.shootingTitle, level: 1 }, { timeout: 5_000 })).toBeTruthy();
    // Long enough for a refetch on mount to have been sent (the loopback API answers in milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked(api!.calls)).toEqual([]);
  });

  it("should ask for both when the page came without answers (the shell)", async () => {
    renderRoutes(routes, SHEET_PATH);
    expect(await screen.findByRole("heading", { name: answers.sheet.callSheet.shootingTitle, level: 1 }, { timeout: 5_000 })).toBeTruthy();
    expect(asked(api!.calls).sort()).toEqual(["/api/check-call-sheet-auth/7", "/api/get-call-sheet"]);
  });
});

describe("refetchUnlessAnsweredByPage", () => {
  it("should not ask again for the page's own answer in for less than JUST_ANSWERED_MS, and always for any other data", () => {
    const query = (dataUpdatedAt: number) => ({ state: { dataUpdatedAt } });
    const fromPage = query(Date.now() - 100);
    markAnsweredByPage(fromPage);
    expect(refetchUnlessAnsweredByPage(fromPage)).toBe(false);
    // The same age, fetched by another view (the gate, before its sign-in): asked again.
    expect(refetchUnlessAnsweredByPage(query(Date.now() - 100))).toBe("always");
    // The page's answer, set again since (a fetch, an update): asked again.
    fromPage.state.dataUpdatedAt = Date.now();
    expect(refetchUnlessAnsweredByPage(fromPage)).toBe("always");
    const old = query(Date.now() - JUST_ANSWERED_MS - 1);
    markAnsweredByPage(old);
    expect(refetchUnlessAnsweredByPage(old)).toBe("always");
  });
});
