import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EDITOR_TEXTS, type CallSheet } from "@repo/contracts/callSheetEditor";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets";
import { renderWithProviders } from "@repo/ui/testing";
import { CallSheetPage } from "./CallSheetPage.tsx";

const sheet: CallSheet = {
  id: 4, version: 2, shootingTitle: "Spring campaign", client: "Acme", shootingDate: null, shootingTime: null, locations: "", locationsList: "[]",
  streetAddress: "", streetNumber: "", teamMembers: "[]", teamContacts: "", concepts: "[]", actorContacts: "[]", sceneSchedule: "[]",
  props: "[]", gear: "[]", weather: "", technicalSpecs: "", costumeNotes: "", setNotes: "", emergencyContacts: "", createdAt: "", updatedAt: "",
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const conditions = { locations: [], weather: null, weatherStatus: "no-location" };

function renderEditor(answer: (method: string, url: string, body: unknown) => Response) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => answer(init?.method ?? "GET", url, init?.body ? JSON.parse(String(init.body)) : undefined));
  vi.stubGlobal("fetch", fetch);
  const router = createMemoryRouter([{ path: "/admin/call-sheet/:id", element: <CallSheetPage /> }], { initialEntries: [`/admin/call-sheet/${sheet.id}`] });
  renderWithProviders(<RouterProvider router={router} />);
  return fetch;
}

// The whole editor renders in jsdom (every card, react-dnd included): seconds, not milliseconds.
describe("the call sheet editor page", { timeout: 30_000 }, () => {
  // The toaster asks where it may sit (jsdom has no matchMedia).
  beforeEach(() => void vi.stubGlobal("matchMedia", () => ({ matches: false })));
  afterEach(() => void vi.unstubAllGlobals());

  it("should say 'Call sheet not found' when the server has no such sheet", async () => {
    renderEditor(() => json(404, { message: "Not found" }));
    expect(await screen.findByRole("heading", { level: 1, name: CALL_SHEET_MESSAGES.notFound })).toBeTruthy();
    expect(screen.getByRole("link", { name: EDITOR_TEXTS.backToDashboard }).getAttribute("href")).toBe("/admin/dashboard");
  });

  it("should keep a failed edit on screen, say why, and send the same edit again on Retry", async () => {
    const user = userEvent.setup();
    let failNext = true;
    const fetch = renderEditor((method, url, body) => {
      if (url.endsWith("/conditions")) return json(200, conditions);
      if (method === "PATCH") {
        if (failNext) {
          failNext = false;
          return json(500, { message: "Database unavailable" });
        }
        return json(200, { ...sheet, ...(body as object), version: 3 });
      }
      return json(200, sheet);
    });
    const client = await screen.findByRole("textbox", { name: "Client" });
    expect(screen.getByRole("heading", { level: 1, name: "Spring campaign" })).toBeTruthy();
    await user.clear(client);
    await user.type(client, "Globex");
    await user.tab();
    expect((await screen.findByText(EDITOR_TEXTS.updateFailed("Database unavailable"))).closest("[role=alert]")).toBeTruthy();
    expect((client as HTMLInputElement).value).toBe("Globex");
    expect(screen.getByText("Save failed", { exact: false }).closest("[role=status]")).toBeTruthy();

    await user.click(screen.getAllByRole("button", { name: "Retry" })[0]!);
    await waitFor(() => expect(screen.getAllByText("All changes saved").length).toBeGreaterThan(0));
    const patches = fetch.mock.calls.filter(([, init]) => init?.method === "PATCH").map(([, init]) => JSON.parse(String(init?.body)));
    expect(patches).toEqual([{ baseVersion: 2, client: "Globex" }, { baseVersion: 2, client: "Globex" }]);
  });
});
