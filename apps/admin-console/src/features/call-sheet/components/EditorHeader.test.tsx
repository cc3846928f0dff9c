import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { EDITOR_TRUST_TEXTS as TRUST } from "@repo/contracts/adminConsole/editorTrustTexts";
import { EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { callSheetConditionsUrl, callSheetUrl } from "@repo/contracts/callSheets/urls";
import { startLoopbackApi, type ApiCall } from "@repo/ui/loopbackApi";
import { renderWithProviders } from "@repo/ui/testing";
import { CallSheetPage } from "../CallSheetPage.tsx";
import { sheetWith } from "./renderCardWithApi.testing.tsx";

const sheet = sheetWith();
let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;

/** The editor of sheet 4 against a loopback API that stores each PATCH; the print view a heading. */
async function renderEditor() {
  let current = sheet;
  api = await startLoopbackApi(({ method, path, body }) => {
    if (path === callSheetConditionsUrl(sheet.id)) return { body: { locations: [], weather: null, weatherFor: null, weatherStatus: "no-location" } };
    if (path !== callSheetUrl(sheet.id)) return undefined;
    if (method === "GET") return { body: current };
    const { baseVersion: _, ...fields } = body as { baseVersion: number } & Partial<CallSheet>;
    current = { ...current, ...fields, version: current.version + 1 };
    return { body: current };
  });
  const router = createMemoryRouter(
    [
      { path: "/admin/call-sheet/:id", element: <CallSheetPage /> },
      { path: "/admin/call-sheet-print/:id", element: <h1>Print view</h1> },
    ],
    { initialEntries: [`/admin/call-sheet/${sheet.id}`] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return api.calls;
}

/** Text typed into Set Notes without leaving it (React's onChange from an input event). */
function typeWithoutLeaving(element: HTMLElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!.call(element, value);
  element.dispatchEvent(new Event("input", { bubbles: true }));
}

const patched = (calls: ApiCall[]) => calls.filter((call) => call.method === "PATCH").flatMap((call) => Object.keys(call.body as object));

describe("EditorHeader's 'Print Call Sheet' in a new tab", { timeout: 30_000 }, () => {
  beforeEach(() => void vi.stubGlobal("matchMedia", () => ({ matches: false })));
  afterEach(async () => {
    await api?.close();
    api = undefined;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** Opens 'More', types into Set Notes, and gives the print link; `open` records when the tab opened. */
  async function prepare() {
    const user = userEvent.setup();
    const calls = await renderEditor();
    await user.click(await screen.findByRole("button", { name: TRUST.more }));
    typeWithoutLeaving(screen.getByRole("textbox", { name: "Set Notes" }), "Quiet on set");
    const opened: string[][] = [];
    const open = vi.spyOn(window, "open").mockImplementation((url) => {
      opened.push(patched(calls));
      return { url } as unknown as Window;
    });
    return { calls, open, opened, print: screen.getByRole("link", { name: EDITOR_TEXTS.print }) };
  }

  for (const [name, modifier] of [["Ctrl", { ctrlKey: true }], ["Cmd", { metaKey: true }], ["Shift", { shiftKey: true }]] as const) {
    it(`should save what is on screen before a ${name}-click opens the print view in a new tab`, async () => {
      const { open, opened, print } = await prepare();
      fireEvent.click(print, modifier);
      await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
      expect(String(open.mock.calls[0]![0])).toMatch(new RegExp(`/admin/call-sheet-print/${sheet.id}$`));
      expect(opened[0]).toContain("setNotes");
      // This tab stays in the editor.
      expect(screen.queryByRole("heading", { name: "Print view" })).toBeNull();
    });
  }

  it("should save what is on screen before a middle-click opens the print view in a new tab", async () => {
    const { open, opened, print } = await prepare();
    const event = new MouseEvent("auxclick", { bubbles: true, cancelable: true, button: 1 });
    print.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(opened[0]).toContain("setNotes");
  });

  it("should open the print view here when the browser refuses the late tab", async () => {
    const { open, calls, print } = await prepare();
    open.mockImplementation(() => null);
    fireEvent.click(print, { ctrlKey: true });
    expect(await screen.findByRole("heading", { name: "Print view" })).toBeTruthy();
    expect(patched(calls)).toContain("setNotes");
  });

  it("should ask once about a scene typed and not added when Print Call Sheet leaves the editor", async () => {
    const user = userEvent.setup();
    const confirm = vi.fn(() => true);
    vi.stubGlobal("confirm", confirm);
    await renderEditor();
    const agenda = await screen.findByRole("region", { name: "Shooting Agenda" });
    await user.type(within(agenda).getByRole("textbox", { name: "Scene name" }), "Half typed");
    await user.click(screen.getByRole("button", { name: TRUST.more }));
    await user.click(screen.getByRole("link", { name: EDITOR_TEXTS.print }));
    expect(await screen.findByRole("heading", { name: "Print view" })).toBeTruthy();
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
