import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fullSheet } from "@repo/call-sheet/fixtures/fullSheet";
import { DOCUMENT_REVISION_TEXTS } from "@repo/contracts/callSheets/documentRevisionTexts";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { PRINT_VIEW_TEXTS } from "@repo/contracts/callSheets/texts/cards";
import { EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { renderRoutes } from "@repo/ui/testing";
import { CallSheetPrintPage } from "./CallSheetPrintPage.tsx";

const routes = [
  { path: "/admin/call-sheet-print/:id", element: <CallSheetPrintPage /> },
  { path: "/admin/call-sheet/:id", element: <h1>Editor</h1> },
];

/** Revision 2 of sheet 5, published June 3rd 2026 at 18:05 local time, as it was at `version`. */
const revision2 = (version: number) => ({ number: 2, publishedAt: new Date(2026, 5, 3, 18, 5).toISOString(), publishedBy: "Ana", note: "", callSheet: { ...fullSheet, id: 5, version } });

/**
 * The API as the page meets it: the sheet (or 404), the conditions (or a failure), and its revisions
 * (`published`: the latest one's snapshot version; null: none published; "failing": the list fails).
 */
function serve({ sheet = true, conditions = false, published = null as number | null | "failing" } = {}) {
  const fetch = vi.fn(async (url: string) => {
    if (url === "/api/call-sheets/5") return sheet ? Response.json({ ...fullSheet, id: 5 }) : Response.json({ message: "Not found" }, { status: 404 });
    if (url === "/api/call-sheets/5/revisions" && published !== "failing") {
      const { callSheet: _snapshot, ...summary } = revision2(published ?? 0);
      return Response.json(published === null ? [] : [summary, { ...summary, number: 1 }]);
    }
    if (url === "/api/call-sheets/5/revisions/2" && typeof published === "number") return Response.json(revision2(published));
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

  describe("paper leads back (issues 25, 26)", () => {
    const sharedAddress = `${window.location.origin}/shared-call-sheet/5`;

    it("should show 'REV N · {date}' and, beside the QR code of the shared address, 'REV N, printed {date}' when the sheet is the latest revision", async () => {
      serve({ published: fullSheet.version });
      renderRoutes(routes, "/admin/call-sheet-print/5");
      expect(await screen.findByText("REV 2 · Jun 3, 2026")).toBeTruthy();
      // The QR library comes on its own, after the document (@repo/call-sheet/paperQr).
      expect(await screen.findByRole("img", { name: DOCUMENT_REVISION_TEXTS.qrCodeLabel })).toBeTruthy();
      expect(screen.getByText(sharedAddress)).toBeTruthy();
      expect(screen.getByText(/^REV 2, printed \w{3} \d{1,2}, \d{4}, \d{2}:\d{2}$/)).toBeTruthy();
    });

    it("should print a sheet edited after its latest revision as a draft, with no revision in the header", async () => {
      serve({ published: fullSheet.version - 1 });
      renderRoutes(routes, "/admin/call-sheet-print/5");
      expect(await screen.findByText(/^Draft, printed /)).toBeTruthy();
      expect(screen.queryByText(/^REV /)).toBeNull();
      expect(screen.getByText(sharedAddress)).toBeTruthy();
    });

    it("should print a sheet with nothing published as a draft", async () => {
      serve({ published: null });
      renderRoutes(routes, "/admin/call-sheet-print/5");
      expect(await screen.findByText(/^Draft, printed /)).toBeTruthy();
    });

    it("should leave the stamp out rather than guess when the revisions cannot be read", async () => {
      serve({ published: "failing" });
      renderRoutes(routes, "/admin/call-sheet-print/5");
      await screen.findByRole("article");
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByRole("img", { name: DOCUMENT_REVISION_TEXTS.qrCodeLabel })).toBeNull();
      expect(screen.queryByText(/printed/)).toBeNull();
    });

    it("should stamp the time the print dialog opens", async () => {
      serve({ published: fullSheet.version });
      renderRoutes(routes, "/admin/call-sheet-print/5");
      await screen.findByText(/^REV 2, printed /);
      vi.useFakeTimers({ toFake: ["Date"] });
      try {
        vi.setSystemTime(new Date(2031, 0, 2, 9, 41));
        act(() => void window.dispatchEvent(new Event("beforeprint")));
        expect(screen.getByText("REV 2, printed Jan 2, 2031, 09:41")).toBeTruthy();
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
