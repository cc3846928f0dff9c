import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSOLE_BAR } from "@repo/contracts/adminConsole/texts";
import { type ApiAnswer, type ApiCall, startLoopbackApi } from "@repo/ui/loopbackApi";
import { ADMIN_PROBE_URL } from "shell/adminSession";
import { editorWithSceneDraft, SHEET, sheetAnswer } from "../testing/editorWithSceneDraft.tsx";

const ADMIN = { id: 1, username: "admin", email: "admin@example.com", fullName: "Administrator", role: "admin", userType: "admin", phoneNumber: null, jobTitle: null, profilePhoto: null, createdAt: "2026-01-01T00:00:00.000Z" };

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
function answer(call: ApiCall): ApiAnswer | undefined {
  const { method, path, query } = call;
  if (method === "GET" && `${path}?${query}` === ADMIN_PROBE_URL) return { body: { models: [], total: 0 } };
  if (method === "GET" && path === "/api/user") return { body: { success: true, user: ADMIN } };
  if (method === "POST" && path === "/api/admin/logout") return { body: { success: true } };
  return sheetAnswer(call);
}
const logouts = () => api!.calls.filter((call) => call.method === "POST" && call.path === "/api/admin/logout").length;


describe("the console bar's Logout over an editor with unsaved work", { timeout: 30_000 }, () => {
  beforeEach(async () => {
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    api = await startLoopbackApi(answer);
  });
  afterEach(async () => {
    await api?.close();
    api = undefined;
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it("should ask first, and on 'Stay' keep the session, the editor and its scene draft", async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    const { user, router, agenda } = await editorWithSceneDraft();
    await user.click(await screen.findByRole("button", { name: CONSOLE_BAR.signOut }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe(`/admin/call-sheet/${SHEET.id}`);
    expect(within(agenda).getByText("Rooftop")).toBeTruthy();
    expect(logouts()).toBe(0);
  });

  it("should sign out on /admin/login once the producer chose to leave, and not again on a reload of it", async () => {
    vi.stubGlobal("confirm", vi.fn(() => true));
    const { user, router } = await editorWithSceneDraft();
    await user.click(await screen.findByRole("button", { name: CONSOLE_BAR.signOut }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/login"));
    await waitFor(() => expect(logouts()).toBe(1));
    // The state that asked for it is gone: the history entry a reload would read asks nothing.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getByRole("heading", { name: "Admin Login" })).toBeTruthy();
  });
});
