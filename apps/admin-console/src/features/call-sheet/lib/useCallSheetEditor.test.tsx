import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { EDITOR_TRUST_TEXTS as TRUST } from "@repo/contracts/adminConsole/editorTrustTexts";
import { EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { callSheetConditionsUrl, callSheetUrl } from "@repo/contracts/callSheets/urls";
import { startLoopbackApi, type ApiHandler } from "@repo/ui/loopbackApi";
import { renderWithProviders } from "@repo/ui/testing";
import { CallSheetPage } from "../CallSheetPage.tsx";
import { sheetWith } from "../components/renderCardWithApi.testing.tsx";

const sheet = sheetWith();
const conditions = { locations: [], weather: null, weatherFor: null, weatherStatus: "no-location" };
let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;

/** The editor of sheet 4, opened from the dashboard (so the browser's back button leads there), against a loopback API. */
async function renderEditor(answer: ApiHandler = () => undefined) {
  api = await startLoopbackApi(async (call) => {
    const answered = await answer(call);
    if (answered) return answered;
    if (call.method === "GET" && call.path === callSheetUrl(sheet.id)) return { body: sheet };
    if (call.method === "GET" && call.path === callSheetConditionsUrl(sheet.id)) return { body: conditions };
    return undefined;
  });
  const router = createMemoryRouter(
    [
      { path: "/admin/call-sheet/:id", element: <CallSheetPage /> },
      { path: "/admin/dashboard", element: <h1>Dashboard</h1> },
    ],
    { initialEntries: ["/admin/dashboard", `/admin/call-sheet/${sheet.id}`], initialIndex: 1 },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { router, calls: api.calls };
}

/** A PATCH held until `release`, then answered by `answer`. */
function heldPatch(answer: (body: Partial<CallSheet>) => { status?: number; body?: unknown } | "drop") {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const handler: ApiHandler = async ({ method, body }) => {
    if (method !== "PATCH") return undefined;
    await held;
    return answer(body as Partial<CallSheet>);
  };
  return { handler, release: () => release() };
}

const leave = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("link", { name: EDITOR_TEXTS.backToDashboard }));

describe("leaving the call sheet editor", { timeout: 30_000 }, () => {
  beforeEach(() => void vi.stubGlobal("matchMedia", () => ({ matches: false })));
  afterEach(async () => {
    await api?.close();
    api = undefined;
    vi.unstubAllGlobals();
  });

  describe("with a save on its way", () => {
    it("should wait for it and stay, showing the conflict and the producer's version, when the server answers 409", async () => {
      const user = userEvent.setup();
      const theirs = { ...sheet, version: 3, setNotes: "Theirs" };
      const patch = heldPatch(() => ({ status: 409, body: { message: EDITOR_TEXTS.conflict, conflicts: ["setNotes"], callSheet: theirs } }));
      const { calls } = await renderEditor(patch.handler);
      await user.type(await screen.findByRole("textbox", { name: "Set Notes" }), "Quiet on set");
      await leave(user);
      await waitFor(() => expect(calls.some((call) => call.method === "PATCH")).toBe(true));
      // Not gone while the answer is out.
      expect(screen.queryByRole("heading", { name: "Dashboard" })).toBeNull();

      patch.release();
      expect(await screen.findByText(TRUST.conflictShown("Set Notes"))).toBeTruthy();
      expect(screen.getAllByText("Quiet on set", { exact: false }).length).toBeGreaterThan(0);
      expect(screen.queryByRole("heading", { name: "Dashboard" })).toBeNull();
    });

    it("should stay with the failure shown when the server answers 500", async () => {
      const user = userEvent.setup();
      const patch = heldPatch(() => ({ status: 500, body: { message: "Database unavailable" } }));
      await renderEditor(patch.handler);
      const notes = await screen.findByRole("textbox", { name: "Set Notes" });
      await user.type(notes, "Quiet on set");
      await leave(user);
      patch.release();
      expect(await screen.findByText(EDITOR_TEXTS.updateFailed("Database unavailable"))).toBeTruthy();
      expect(screen.queryByRole("heading", { name: "Dashboard" })).toBeNull();
      expect((screen.getByRole("textbox", { name: "Set Notes" }) as HTMLTextAreaElement).value).toBe("Quiet on set");
    });

    it("should stay when the connection drops", async () => {
      const user = userEvent.setup();
      const patch = heldPatch(() => "drop");
      await renderEditor(patch.handler);
      await user.type(await screen.findByRole("textbox", { name: "Set Notes" }), "Quiet on set");
      await leave(user);
      patch.release();
      await waitFor(() => expect(screen.getAllByText(EDITOR_TEXTS.errorTitle).length).toBeGreaterThan(0));
      expect(screen.queryByRole("heading", { name: "Dashboard" })).toBeNull();
    });

    it("should go once the save is stored, without asking", async () => {
      const user = userEvent.setup();
      const confirm = vi.fn(() => false);
      vi.stubGlobal("confirm", confirm);
      const patch = heldPatch((body) => ({ body: { ...sheet, ...body, version: 3 } }));
      await renderEditor(patch.handler);
      await user.type(await screen.findByRole("textbox", { name: "Set Notes" }), "Quiet on set");
      await leave(user);
      expect(screen.queryByRole("heading", { name: "Dashboard" })).toBeNull();
      patch.release();
      expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
      expect(confirm).not.toHaveBeenCalled();
    });
  });

  describe("with a scene typed into the form and not added", () => {
    const typeScene = async (user: ReturnType<typeof userEvent.setup>) => {
      const agenda = await screen.findByRole("region", { name: "Shooting Agenda" });
      await user.type(within(agenda).getByRole("textbox", { name: "Scene name" }), "Half typed");
      return agenda;
    };

    it("should ask on Back to Dashboard, naming the form, stay on no and go on yes", async () => {
      const user = userEvent.setup();
      const confirm = vi.fn(() => false);
      vi.stubGlobal("confirm", confirm);
      await renderEditor();
      const agenda = await typeScene(user);
      await leave(user);
      await waitFor(() => expect(confirm).toHaveBeenCalledWith(TRUST.unaddedScenes(TRUST.newSceneForm)));
      expect((within(agenda).getByRole("textbox", { name: "Scene name" }) as HTMLInputElement).value).toBe("Half typed");
      expect(screen.queryByRole("heading", { name: "Dashboard" })).toBeNull();

      confirm.mockReturnValue(true);
      await leave(user);
      expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
    });

    it("should ask on the browser's back button", async () => {
      const user = userEvent.setup();
      const confirm = vi.fn(() => false);
      vi.stubGlobal("confirm", confirm);
      const { router } = await renderEditor();
      await typeScene(user);
      await act(() => router.navigate(-1));
      await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole("heading", { name: "Dashboard" })).toBeNull();
    });

    it("should warn before the tab closes", async () => {
      const user = userEvent.setup();
      await renderEditor();
      const unload = () => {
        const event = new Event("beforeunload", { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      };
      await screen.findByRole("region", { name: "Shooting Agenda" });
      expect(unload()).toBe(false);
      await typeScene(user);
      expect(unload()).toBe(true);
    });
  });
});
