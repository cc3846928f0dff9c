import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { fullSheet } from "@repo/call-sheet/fixtures/fullSheet";
import { COLLABORATORS_TEXTS as TEXTS } from "@repo/contracts/adminConsole/collaboratorsTexts";
import { HEADER_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { PRINT_VIEW_TEXTS } from "@repo/contracts/callSheets/texts/cards";
import { SHARE_DIALOG_TEXTS } from "@repo/contracts/sharing/dialogTexts";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import type { ApiAnswer, ApiCall } from "@repo/ui/loopbackApi";
import { renderWithProviders } from "@repo/ui/testing";
import { CallSheetPage } from "../features/call-sheet/CallSheetPage.tsx";
import { CallSheetPrintPage } from "../features/call-sheet-print/CallSheetPrintPage.tsx";
import { SharingEntries } from "../features/call-sheet-collaborators/SharingEntries.tsx";
import { loopbackApiPerCase } from "../testing/loopbackApiPerCase.ts";
import { commentListOf, commentOf, shareListOf, shareOf } from "../testing/sharing.ts";

const SHEET_ID = 4;
let shares = [shareOf(11, "bob@example.com")];

/** The API as the editor meets it: the sheet, its conditions, the user search, shares and comments. */
function answer({ method, path, body, query }: ApiCall): ApiAnswer | undefined {
  if (method === "GET" && path === `/api/call-sheets/${SHEET_ID}`) return { body: { ...fullSheet, id: SHEET_ID } };
  if (method === "GET" && path === `/api/call-sheets/${SHEET_ID}/conditions`) return { body: { locations: [], weather: null, weatherStatus: "no-location" } };
  if (method === "GET" && path === "/api/users/search") return { body: { success: true, users: [] } };
  if (method === "GET" && path === `/api/call-sheet-shares/${SHEET_ID}`) return { body: shareListOf(shares, null) };
  if (method === "GET" && path === "/api/call-sheet-comments") return { body: commentListOf([commentOf(1, "team", { isNew: true }), commentOf(2, "team", { isNew: true })], query) };
  if (method === "PATCH" && path === `/api/call-sheets/${SHEET_ID}`) {
    const { baseVersion: _, ...fields } = body as Record<string, unknown>;
    return { body: { ...fullSheet, id: SHEET_ID, ...fields, version: fullSheet.version + 1 } };
  }
  if (method === "POST" && path === "/api/call-sheet-comments/seen") return { body: { seenAt: "2026-11-26T20:00:00.000Z", seenCommentId: 2, newCount: 0 } };
  if (method === "POST" && path === "/api/call-sheet-shares") {
    const { email, role } = body as { email: string; role: "viewer" | "commenter" };
    const share = shareOf(12, email, { role, invitation: { state: "queued", sentAt: null, attempts: 0 } });
    shares = [...shares, share];
    return { status: 201, body: { share } };
  }
  return undefined;
}

// The app composes the two features as routes.tsx does (without the lazy chunk).
const sharing = (callSheetId: number, beforeShare?: () => boolean | Promise<boolean>, share = true) => (
  <Suspense fallback={null}>
    <SharingEntries callSheetId={callSheetId} share={share} beforeShare={beforeShare} />
  </Suspense>
);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/admin/call-sheet/:id", element: <CallSheetPage sharing={sharing} /> },
      { path: "/admin/call-sheet-print/:id", element: <CallSheetPrintPage sharing={(id) => sharing(id, undefined, false)} /> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const api = loopbackApiPerCase(answer, () => {
  shares = [shareOf(11, "bob@example.com")];
});

// The whole editor renders in jsdom (every card, react-dnd included): seconds, not milliseconds.
describe("sharing from the editor's bar", { timeout: 30_000 }, () => {
  it("should share from 'Share', say the invitation is queued, and list the new collaborator as Queued in Collaborators", async () => {
    const user = userEvent.setup();
    const router = renderAt(`/admin/call-sheet/${SHEET_ID}`);
    const bar = await screen.findByRole("navigation", { name: HEADER_TEXTS.actions }, { timeout: 15_000 });

    await user.click(await within(bar).findByRole("button", { name: SHARING_TEXTS.share }));
    const dialog = await screen.findByRole("dialog", { name: SHARING_TEXTS.dialogTitle });
    await user.type(within(dialog).getByRole("combobox", { name: "Collaborator 1" }), "ann@example.com");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Role of collaborator 1" }), SHARING_TEXTS.roleNames.commenter);
    await user.click(within(dialog).getByRole("button", { name: SHARING_TEXTS.send }));

    // The toast, found by its title: the editor's save state is a status too.
    const toastBox = (await screen.findByText(SHARING_TEXTS.sharedTitle, { selector: "[role=status] > strong" }, { timeout: 8_000 })).parentElement;
    expect(toastBox?.textContent).toContain(SHARE_DIALOG_TEXTS.queued(1));
    expect(api().calls.filter((call) => call.method === "POST").map((call) => [call.path, call.body])).toEqual([
      ["/api/call-sheet-shares", { callSheetId: SHEET_ID, email: "ann@example.com", role: "commenter", message: "" }],
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: SHARING_TEXTS.dialogTitle })).toBeNull());

    await user.click(within(bar).getByRole("link", { name: TEXTS.open }));
    expect(router.state.location.search).toBe("?view=collaborators");
    const panel = await screen.findByRole("dialog", { name: TEXTS.title });
    const ann = await within(panel).findByRole("listitem", { name: "ann@example.com" });
    expect(ann.textContent).toContain(TEXTS.queued);
    expect(within(panel).getByText(TEXTS.summary(2, 0))).toBeTruthy();

    await user.click(within(panel).getByRole("button", { name: TEXTS.close }));
    expect(screen.queryByRole("dialog", { name: TEXTS.title })).toBeNull();
    expect(router.state.location.search).toBe("");
  }, 45_000); // a whole share-then-open walk in jsdom: 21 s on a loaded two-core machine

  it("should show the count of new comments on 'Comments', and open the Comments view from its address", async () => {
    renderAt(`/admin/call-sheet/${SHEET_ID}?view=comments`);
    const bar = await screen.findByRole("navigation", { name: HEADER_TEXTS.actions }, { timeout: 15_000 });
    expect(await screen.findByRole("dialog", { name: TEXTS.commentsTitle })).toBeTruthy();
    // Opening the view marks the comments seen: the badge goes once the server has said so.
    await waitFor(() => expect(api().calls.some((call) => call.method === "POST" && call.path === "/api/call-sheet-comments/seen")).toBe(true));
    await waitFor(() => expect(within(bar).getByRole("link", { name: TEXTS.comments })).toBeTruthy());
  });

  it("should badge 'Comments' with the new ones while the view is closed", async () => {
    renderAt(`/admin/call-sheet/${SHEET_ID}`);
    const bar = await screen.findByRole("navigation", { name: HEADER_TEXTS.actions }, { timeout: 15_000 });
    expect(await within(bar).findByRole("link", { name: `${TEXTS.comments}, ${TEXTS.newCommentsBadge(2)}` })).toBeTruthy();
    expect(api().calls.some((call) => call.path === "/api/call-sheet-comments/seen")).toBe(false);
  });

  it("should offer Collaborators in the print view's controls, opening the panel there", async () => {
    const user = userEvent.setup();
    renderAt(`/admin/call-sheet-print/${SHEET_ID}`);
    const controls = await screen.findByRole("navigation", { name: PRINT_VIEW_TEXTS.controlsLabel });
    await user.click(await within(controls).findByRole("link", { name: TEXTS.open }));
    const panel = await screen.findByRole("dialog", { name: TEXTS.title });
    expect(await within(panel).findByRole("listitem", { name: "bob@example.com" })).toBeTruthy();
    expect(within(controls).queryByRole("button", { name: SHARING_TEXTS.share })).toBeNull();
  });

  it("should save a scene added and not saved before 'Share' opens its dialog (issue 24)", async () => {
    const user = userEvent.setup();
    renderAt(`/admin/call-sheet/${SHEET_ID}`);
    const bar = await screen.findByRole("navigation", { name: HEADER_TEXTS.actions }, { timeout: 15_000 });
    const agenda = screen.getByRole("region", { name: "Shooting Agenda" });
    await user.type(within(agenda).getByRole("textbox", { name: "Scene name" }), "Rooftop");
    await user.click(within(agenda).getByRole("button", { name: "Add Scene" }));
    await user.click(await within(bar).findByRole("button", { name: SHARING_TEXTS.share }));
    await screen.findByRole("dialog", { name: SHARING_TEXTS.dialogTitle });
    const patch = api().calls.find((call) => call.method === "PATCH");
    expect(JSON.parse((patch?.body as { sceneSchedule: string }).sceneSchedule)).toContainEqual(expect.objectContaining({ name: "Rooftop" }));
  });
});
