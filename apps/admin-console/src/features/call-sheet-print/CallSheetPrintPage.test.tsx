import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fullSheet } from "@repo/call-sheet/fixtures/fullSheet";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { PRINT_VIEW_TEXTS } from "@repo/contracts/callSheets/texts/cards";
import { EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { renderRoutes } from "@repo/ui/testing";
import { CallSheetPrintPage } from "./CallSheetPrintPage.tsx";

const routes = [
  { path: "/admin/call-sheet-print/:id", element: <CallSheetPrintPage /> },
  { path: "/admin/call-sheet/:id", element: <h1>Editor</h1> },
];

/** The API as the page meets it: the sheet (or 404) and the conditions (or a failure). */
function serve({ sheet = true, conditions = false } = {}) {
  const fetch = vi.fn(async (url: string) => {
    if (url === "/api/call-sheets/5") return sheet ? Response.json({ ...fullSheet, id: 5 }) : Response.json({ message: "Not found" }, { status: 404 });
    if (url === "/api/call-sheets/5/conditions" && conditions) {
      return Response.json({ locations: [], weather: { temperature: "31", condition: "sunny", icon: "01d" }, weatherStatus: "ok" });
    }
    return new Response("", { status: 503 });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const sheetCalls = (fetch: ReturnType<typeof serve>) => fetch.mock.calls.filter(([url]) => url === "/api/call-sheets/5").length;

// Typing into a full card takes seconds of CPU when the machine is busy (a parallel build, other suites):
// a timeout here would say nothing about the card.
describe("CallSheetPrintPage", { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("should show the sheet with Back to editor and Print, even when the conditions do not answer", async () => {
    serve();
    renderRoutes(routes, "/admin/call-sheet-print/5");
    expect(await screen.findByRole("article", { name: `${fullSheet.shootingTitle} · Call Sheet` })).toBeTruthy();
    const controls = screen.getByRole("navigation", { name: PRINT_VIEW_TEXTS.controlsLabel });
    expect(within(controls).getByRole("link", { name: PRINT_VIEW_TEXTS.backToEditor }).getAttribute("href")).toBe("/admin/call-sheet/5");
    expect(within(controls).getByRole("button", { name: PRINT_VIEW_TEXTS.print })).toBeTruthy();
  });

  it("should fetch the sheet again each time the view opens", async () => {
    const fetch = serve({ conditions: true });
    const { router } = renderRoutes(routes, "/admin/call-sheet-print/5");
    await screen.findByRole("article");
    await act(() => router.navigate("/admin/call-sheet/5"));
    await act(() => router.navigate("/admin/call-sheet-print/5"));
    await screen.findByRole("article");
    expect(sheetCalls(fetch)).toBe(2);
  });

  it("should open the print dialog, and say 'Print Error' when the browser refuses", async () => {
    serve();
    const user = userEvent.setup();
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    // The toaster asks where it may sit (jsdom has no matchMedia).
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    renderRoutes(routes, "/admin/call-sheet-print/5");
    await user.click(await screen.findByRole("button", { name: PRINT_VIEW_TEXTS.print }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockImplementation(() => {
      throw new Error("print blocked");
    });
    await user.click(screen.getByRole("button", { name: PRINT_VIEW_TEXTS.print }));
    expect(screen.getByRole("alert").textContent).toBe(EDITOR_TEXTS.printErrorTitle + EDITOR_TEXTS.printError);
  });

  it("should say 'Call sheet not found' for a sheet the API does not have", async () => {
    serve({ sheet: false });
    renderRoutes(routes, "/admin/call-sheet-print/5");
    expect(await screen.findByRole("heading", { name: CALL_SHEET_MESSAGES.notFound })).toBeTruthy();
  });

  it("should not call the API for an id that is not a number", () => {
    const fetch = serve();
    renderRoutes(routes, "/admin/call-sheet-print/abc");
    expect(screen.getByRole("heading", { name: CALL_SHEET_MESSAGES.notFound })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
