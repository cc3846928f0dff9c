import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSOLE_BAR } from "@repo/contracts/adminConsole/texts";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { callSheetConditionsUrl, callSheetUrl } from "@repo/contracts/callSheets/urls";
import { type ApiAnswer, type ApiCall, startLoopbackApi } from "@repo/ui/loopbackApi";
import { renderRoutes } from "@repo/ui/testing";
import { ADMIN_PROBE_URL } from "shell/adminSession";
import { routes } from "./routes.tsx";

const sheet: CallSheet = {
  id: 4, version: 2, shootingTitle: "Spring campaign", client: "Acme", shootingDate: null, shootingTime: null, locations: "", locationsList: "[]",
  streetAddress: "", streetNumber: "", teamMembers: "[]", teamContacts: "", concepts: "[]", actorContacts: "[]", sceneSchedule: "[]",
  props: "[]", gear: "[]", weather: "", technicalSpecs: "", costumeNotes: "", setNotes: "", emergencyContacts: "", createdAt: "", updatedAt: "",
};
const ADMIN = { id: 1, username: "admin", email: "admin@example.com", fullName: "Administrator", role: "admin", userType: "admin", phoneNumber: null, jobTitle: null, profilePhoto: null, createdAt: "2026-01-01T00:00:00.000Z" };

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
function answer({ method, path, query }: ApiCall): ApiAnswer | undefined {
  if (method === "GET" && `${path}?${query}` === ADMIN_PROBE_URL) return { body: { models: [], total: 0 } };
  if (method === "GET" && path === "/api/user") return { body: { success: true, user: ADMIN } };
  if (method === "POST" && path === "/api/admin/logout") return { body: { success: true } };
  if (method === "GET" && path === callSheetUrl(sheet.id)) return { body: sheet };
  if (method === "GET" && path === callSheetConditionsUrl(sheet.id)) return { body: { locations: [], weather: null, weatherFor: null, weatherStatus: "no-location" } };
  return undefined;
}
const logouts = () => api!.calls.filter((call) => call.method === "POST" && call.path === "/api/admin/logout").length;

/** The editor of sheet 4 through the console's own routes, with a scene added to the agenda and not saved. */
async function editorWithSceneDraft() {
  const user = userEvent.setup();
  const { router } = renderRoutes(routes, `/admin/call-sheet/${sheet.id}`);
  const agenda = await screen.findByRole("region", { name: "Shooting Agenda" }, { timeout: 15_000 });
  await user.type(within(agenda).getByRole("textbox", { name: "Scene name" }), "Rooftop");
  await user.click(within(agenda).getByRole("button", { name: "Add Scene" }));
  expect(within(agenda).getByText("Rooftop")).toBeTruthy();
  return { user, router, agenda };
}

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
    expect(router.state.location.pathname).toBe(`/admin/call-sheet/${sheet.id}`);
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
