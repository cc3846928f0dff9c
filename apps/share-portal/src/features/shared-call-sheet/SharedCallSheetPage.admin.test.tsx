import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AccessLogEntry } from "@repo/contracts/sharing/schemas";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { renderRoutes } from "@repo/ui/testing";
import { startLoopbackApi, type ApiAnswer, type ApiCall } from "@repo/ui/loopbackApi";
import { checkAuth, SHEET_ID, sharedSheet } from "../../testing/sharedViewFixtures.ts";
import { clearToasts, expectToast } from "../../testing/toasts.ts";
import { SharedCallSheetPage } from "./SharedCallSheetPage.tsx";

// The shared view as the server's admin opens it: Back to Edit, Share, the Shared with panel and the access log.
let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
beforeEach(() => vi.stubGlobal("matchMedia", () => ({ matches: true })));
afterEach(async () => {
  clearToasts();
  await api?.close();
  api = undefined;
});

const routes = [{ path: "/shared-call-sheet/:id", element: <SharedCallSheetPage /> }];

describe("SharedCallSheetPage, admin", { timeout: 20_000 }, () => {
  // A share as the API lists it since issue 23 (first opening, the invitation's delivery, the comment count).
  const invitation = { state: "sent", queuedAt: "2026-06-01T10:00:00.000Z", sentAt: "2026-06-01T10:00:01.000Z", deliveredAt: "2026-06-01T10:00:01.000Z", failedAt: null, failure: null, attempts: 1, outboxPath: null };
  const share = { id: 3, callSheetId: SHEET_ID, email: "ana@example.com", role: "commenter", isActive: true, firstAccessed: null, lastAccessed: null, expiresAt: "2026-07-01T10:00:00.000Z", createdAt: "2026-06-01T10:00:00.000Z", invitation, commentCount: 0, latestRevision: null };
  // Issue 25's summary beside the shares (nothing published in these cases).
  const summary = { latestRevision: null, confirmed: 0, total: 1, automaticReminder: { hoursBefore: null, dueAt: null, sentAt: null, remindedCount: null } };
  const adminApi = (shares: (typeof share)[], accessLog: AccessLogEntry[] = []) => (call: ApiCall): ApiAnswer | undefined => {
    if (call.path === `/api/check-call-sheet-auth/${SHEET_ID}`) return { body: checkAuth(null, true, true) };
    if (call.path === "/api/get-call-sheet") return { body: sharedSheet(null, true) };
    if (call.path === "/api/call-sheet-comments") return { body: { comments: [], nextCursor: null, counts: {}, total: 0 } };
    if (call.method === "GET" && call.path === `/api/call-sheet-shares/${SHEET_ID}`) return { body: { shares, accessLog, ...summary } };
    return undefined;
  };

  it("should give the server's admin Back to Edit, Share and the Shared with panel, and remove a collaborator", async () => {
    let shares = [share];
    const accessLog = [{ email: "ana@example.com", accessedAt: "2026-06-02T09:00:00.000Z", address: "203.0.113.9" }];
    api = await startLoopbackApi((call) => {
      if (call.method === "DELETE" && call.path === "/api/call-sheet-shares/3") {
        shares = [];
        return { status: 204 };
      }
      return adminApi(shares, accessLog)(call);
    });
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    const panel = await screen.findByRole("region", { name: SHARING_TEXTS.sharedWith }, { timeout: 8000 });
    expect(screen.getByRole("link", { name: SHARING_TEXTS.backToEdit }).getAttribute("href")).toBe(`/admin/call-sheet/${SHEET_ID}`);
    expect(screen.getByRole("button", { name: SHARING_TEXTS.share })).toBeTruthy();
    expect(within(panel).getByText("Commenter")).toBeTruthy();
    expect(within(panel).getByText(/203\.0\.113\.9/)).toBeTruthy();
    await userEvent.click(within(panel).getByRole("button", { name: "Remove ana@example.com" }));
    // By its words: the toast store is the shell's module state, so an earlier test's toast may still be up.
    expect(await screen.findByText(SHARING_TEXTS.removedTitle)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("region", { name: SHARING_TEXTS.sharedWith })).toBeNull());
    // The list goes with the last share; who opened the sheet stays in view.
    expect(within(screen.getByRole("region", { name: SHARE_PORTAL_TEXTS.accessLog })).getByText(/203\.0\.113\.9/)).toBeTruthy();
  });

  it("should say 'Failed to remove collaborator' when the removal fails, and keep the collaborator listed", async () => {
    api = await startLoopbackApi((call) => {
      if (call.method === "DELETE") return { status: 500, body: { message: "Database unavailable" } };
      return adminApi([share])(call);
    });
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    const panel = await screen.findByRole("region", { name: SHARING_TEXTS.sharedWith }, { timeout: 8000 });
    await userEvent.click(within(panel).getByRole("button", { name: "Remove ana@example.com" }));
    await expectToast(SHARING_TEXTS.removeFailedTitle, SHARING_TEXTS.removeFailed, "alert");
    expect(within(panel).getByText("ana@example.com", { exact: false })).toBeTruthy();
  });

  it("should show the admin the access log alone, without the Shared with list, when no share is active", async () => {
    const accessLog = [{ email: "ana@example.com", accessedAt: "2026-06-02T09:00:00.000Z", address: "203.0.113.9" }];
    api = await startLoopbackApi(adminApi([{ ...share, isActive: false }], accessLog));
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    const log = await screen.findByRole("region", { name: SHARE_PORTAL_TEXTS.accessLog }, { timeout: 8000 });
    expect(within(log).getByText(/203\.0\.113\.9/)).toBeTruthy();
    expect(within(log).getByText(/ana@example\.com/)).toBeTruthy();
    expect(screen.queryByRole("region", { name: SHARING_TEXTS.sharedWith })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove ana@example.com" })).toBeNull();
  });

  it("should show no comment panels to a session without a role", async () => {
    api = await startLoopbackApi((call) => {
      if (call.path.startsWith("/api/check-call-sheet-auth/")) return { body: checkAuth(null) };
      if (call.path === "/api/get-call-sheet") return { body: sharedSheet(null) };
      return undefined;
    });
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    expect(await screen.findByRole("article", {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Comments on/ })).toBeNull();
    expect(screen.queryByRole("button", { name: SHARING_TEXTS.share })).toBeNull();
    expect(api.calls.some((call) => call.path === "/api/call-sheet-comments")).toBe(false);
  });
});
