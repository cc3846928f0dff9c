import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fullSheet } from "@repo/call-sheet/fixtures/fullSheet";
import { HEADER_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import type { ShareCreated } from "@repo/contracts/sharing/schemas";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { startLoopbackApi, type ApiAnswer, type ApiCall } from "@repo/ui/loopbackApi";
import { polyfillDialog, renderWithProviders } from "@repo/ui/testing";
import { toast } from "shell/toast";
import { CallSheetPage } from "../CallSheetPage.tsx";

const SHEET_ID = 4;
const created = (email: string, role: "viewer" | "commenter"): ShareCreated => ({
  share: { id: 11, callSheetId: SHEET_ID, email, role, isActive: true, lastAccessed: null, expiresAt: "2026-12-25T00:00:00.000Z", createdAt: "2026-11-25T00:00:00.000Z" },
  delivery: { kind: "smtp" },
});

let api: Awaited<ReturnType<typeof startLoopbackApi>>;

/** The API as the editor meets it: the sheet, its conditions, the user search, and a share to create. */
function answer({ method, path, body }: ApiCall): ApiAnswer | undefined {
  if (method === "GET" && path === `/api/call-sheets/${SHEET_ID}`) return { body: { ...fullSheet, id: SHEET_ID } };
  if (method === "GET" && path === `/api/call-sheets/${SHEET_ID}/conditions`) return { body: { locations: [], weather: null, weatherStatus: "no-location" } };
  if (method === "GET" && path === "/api/users/search") return { body: { success: true, users: [] } };
  if (method === "POST" && path === "/api/call-sheet-shares") {
    const share = body as { email: string; role: "viewer" | "commenter" };
    return { status: 201, body: created(share.email, share.role) };
  }
  return undefined;
}

beforeAll(polyfillDialog);
beforeEach(async () => {
  // The toaster asks where it may sit (jsdom has no matchMedia).
  vi.stubGlobal("matchMedia", () => ({ matches: false }));
  api = await startLoopbackApi(answer);
});
afterEach(async () => {
  // Toasts live in the kit's module-wide store and outlast a test; one shown replaces all (TOAST_LIMIT 1), then goes.
  act(() => toast({ title: "" }).dismiss());
  await api.close();
});

// The whole editor renders in jsdom (every card, react-dnd included): seconds, not milliseconds.
describe("the editor's Share button", { timeout: 30_000 }, () => {
  it("should open 'Share with collaborator' from the editor's bar, send the share for this sheet, say 'Call Sheet Shared' and close", async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: "/admin/call-sheet/:id", element: <CallSheetPage /> }], { initialEntries: [`/admin/call-sheet/${SHEET_ID}`] });
    renderWithProviders(<RouterProvider router={router} />);
    const bar = await screen.findByRole("navigation", { name: HEADER_TEXTS.actions }, { timeout: 15_000 });
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(within(bar).getByRole("button", { name: SHARING_TEXTS.share }));
    const dialog = await screen.findByRole("dialog", { name: SHARING_TEXTS.dialogTitle });
    await user.type(within(dialog).getByRole("combobox", { name: "Collaborator 1" }), "ann@example.com");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Role of collaborator 1" }), SHARING_TEXTS.roleNames.commenter);
    await user.click(within(dialog).getByRole("button", { name: SHARING_TEXTS.send }));

    // The toast, found by its title: the editor's save state is a status too.
    const toastBox = (await screen.findByText(SHARING_TEXTS.sharedTitle, { selector: "[role=status] > strong" }, { timeout: 8_000 })).parentElement;
    expect(toastBox?.textContent).toContain(SHARING_TEXTS.shared(1));
    expect(api.calls.filter((call) => call.method === "POST").map((call) => [call.path, call.body])).toEqual([
      ["/api/call-sheet-shares", { callSheetId: SHEET_ID, email: "ann@example.com", role: "commenter", message: "" }],
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
