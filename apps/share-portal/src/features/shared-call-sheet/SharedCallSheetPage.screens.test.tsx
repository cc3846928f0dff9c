import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTH_MESSAGES } from "@repo/contracts/auth/messages";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import type { ShareRole } from "@repo/contracts/sharing/constants";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { renderWithProviders } from "@repo/ui/testing";
import { setTestCommenterFlags } from "../../lib/accessStorage.ts";
import { startLoopbackApi, type ApiAnswer, type ApiHandler } from "@repo/ui/loopbackApi";
import { checkAuth, SHEET_ID, sharedSheet } from "../../testing/sharedViewFixtures.ts";
import { clearToasts, expectToast } from "../../testing/toasts.ts";
import { SharedCallSheetPage } from "./SharedCallSheetPage.tsx";

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
beforeEach(() => vi.stubGlobal("matchMedia", () => ({ matches: true })));
afterEach(async () => {
  clearToasts();
  await api?.close();
  api = undefined;
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const title = sharedSheet("viewer").callSheet.shootingTitle;

/** The shared view at `path`, after `before` in the history (where Go Back without a token leads). */
async function renderView(path: string, handler: ApiHandler) {
  api = await startLoopbackApi(handler);
  const routes = [
    { path: "/shared-call-sheet/:id", element: <SharedCallSheetPage /> },
    { path: "/call-sheet-access/:token", element: <h1>Gate</h1> },
    { path: "/before", element: <h1>Before</h1> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: ["/before", path], initialIndex: 1 });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

/** A promise the handler waits on, to hold one answer back while the test looks at the screen. */
function held() {
  let release!: () => void;
  const until = new Promise<void>((resolve) => (release = resolve));
  return { until, release };
}

/** A session holding `role` (or an admin's), answering the sheet and no comments. */
function granted(role: ShareRole | null, isAdmin = false) {
  return ({ path }: { path: string }): ApiAnswer | undefined => {
    if (path === `/api/check-call-sheet-auth/${SHEET_ID}`) return { body: checkAuth(role, true, isAdmin) };
    if (path === "/api/get-call-sheet") return { body: sharedSheet(role, isAdmin) };
    if (path === "/api/call-sheet-comments") return { body: { comments: [], nextCursor: null, counts: {}, total: 0 } };
    if (path === `/api/call-sheet-shares/${SHEET_ID}`) return { body: { shares: [], accessLog: [], latestRevision: null, confirmed: 0, total: 0, automaticReminder: { hoursBefore: null, dueAt: null, sentAt: null, remindedCount: null } } };
    return undefined;
  };
}

// The first test of a file pays for compiling the whole document tree (several seconds on this machine).
describe("SharedCallSheetPage, URL and storage hints grant nothing", { timeout: 30_000 }, () => {
  it("should show the login form and nothing of the sheet for forceAuth, role, direct, adminLoggedIn and the test commenter flags when the server says not authenticated", async () => {
    window.localStorage.setItem("adminLoggedIn", "true");
    // What /easy-access leaves in the browser.
    setTestCommenterFlags(String(SHEET_ID));
    await renderView(`/shared-call-sheet/${SHEET_ID}?forceAuth=true&role=commenter&direct=true`, ({ path }) => {
      if (path.startsWith("/api/check-call-sheet-auth/")) return { body: checkAuth(null, false) };
      if (path === "/api/get-call-sheet") return { status: 401, body: { message: AUTH_MESSAGES.notAuthenticated } };
      return undefined;
    });
    expect(await screen.findByRole("heading", { name: SHARING_TEXTS.loginTitle })).toBeTruthy();
    expect(screen.queryAllByText(title)).toHaveLength(0);
    expect(document.title).not.toContain(title);
    expect(screen.queryByRole("article")).toBeNull();
    expect(screen.queryByRole("button", { name: SHARING_TEXTS.share })).toBeNull();
    expect(screen.queryByRole("link", { name: SHARING_TEXTS.backToEdit })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Comments on/ })).toBeNull();
    // Nothing asked for that only a grant or an admin may read.
    expect(api?.calls.filter((call) => call.path === "/api/call-sheet-comments" || call.path.startsWith("/api/call-sheet-shares"))).toEqual([]);
  });

  it("should give a viewer's grant no comment box, no Share and no Back to Edit whatever the URL and storage say", async () => {
    window.localStorage.setItem("adminLoggedIn", "true");
    setTestCommenterFlags(String(SHEET_ID));
    await renderView(`/shared-call-sheet/${SHEET_ID}?forceAuth=true&role=commenter&direct=true`, granted("viewer"));
    await userEvent.click(await screen.findByRole("button", { name: /^Comments on Team/ }, { timeout: 8000 }));
    const panel = screen.getByRole("region", { name: "Comments on Team" });
    expect(panel.textContent).toContain(SHARING_TEXTS.viewerCannotComment);
    expect(screen.queryByRole("button", { name: SHARING_TEXTS.addComment })).toBeNull();
    expect(screen.queryByRole("button", { name: SHARING_TEXTS.share })).toBeNull();
    expect(screen.queryByRole("link", { name: SHARING_TEXTS.backToEdit })).toBeNull();
    expect(screen.queryByRole("region", { name: SHARING_TEXTS.sharedWith })).toBeNull();
  });
});

describe("SharedCallSheetPage, waiting and failing screens", { timeout: 20_000 }, () => {
  it("should say 'Checking authentication...' until check-auth answers", async () => {
    const answer = held();
    await renderView(`/shared-call-sheet/${SHEET_ID}`, async (call) => {
      if (call.path.startsWith("/api/check-call-sheet-auth/")) await answer.until;
      return granted("viewer")(call);
    });
    expect(await screen.findByRole("status", { name: SHARING_TEXTS.checkingAuthentication })).toBeTruthy();
    expect(screen.getByText(SHARING_TEXTS.checkingAuthentication)).toBeTruthy();
    expect(screen.queryByRole("heading", { name: SHARING_TEXTS.loginTitle })).toBeNull();
    answer.release();
    expect(await screen.findByRole("article", {}, { timeout: 8000 })).toBeTruthy();
  });

  it("should say 'Loading call sheet...' while the sheet is on its way", async () => {
    const answer = held();
    await renderView(`/shared-call-sheet/${SHEET_ID}`, async (call) => {
      if (call.path === "/api/get-call-sheet") await answer.until;
      return granted("viewer")(call);
    });
    expect(await screen.findByRole("status", { name: SHARING_TEXTS.loadingCallSheet })).toBeTruthy();
    expect(screen.getByText(SHARING_TEXTS.loadingCallSheet)).toBeTruthy();
    answer.release();
    expect(await screen.findByRole("article", {}, { timeout: 8000 })).toBeTruthy();
  });

  it("should show 'Call Sheet Access Error' with the server's message, and Go Back to the page before", async () => {
    const router = await renderView(`/shared-call-sheet/${SHEET_ID}`, (call) =>
      call.path === "/api/get-call-sheet" ? { status: 403, body: { message: "This invitation was withdrawn" } } : granted("viewer")(call),
    );
    const alert = await screen.findByRole("alert");
    expect(screen.getByRole("heading", { name: SHARING_TEXTS.accessErrorTitle })).toBeTruthy();
    expect(alert.textContent).toContain("This invitation was withdrawn");
    expect(alert.textContent).not.toContain(SHARING_TEXTS.expired);
    await userEvent.click(screen.getByRole("button", { name: SHARING_TEXTS.goBack }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/before"));
  });

  it("should show a Serbian server message in English, the view's language", async () => {
    await renderView(`/shared-call-sheet/${SHEET_ID}`, (call) =>
      call.path === "/api/get-call-sheet" ? { status: 401, body: { message: AUTH_MESSAGES.notAuthenticated } } : granted("viewer")(call),
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).not.toContain(AUTH_MESSAGES.notAuthenticated);
    expect(alert.textContent).not.toMatch(/[čćžšđ]/);
  });

  it("should say the sheet could not be loaded, not that the link expired, when check-auth fails with a 500, and Go Back to the page before", async () => {
    const router = await renderView(`/shared-call-sheet/${SHEET_ID}`, (call) => (call.path.startsWith("/api/check-call-sheet-auth/") ? { status: 500 } : undefined));
    const alert = await screen.findByRole("alert");
    expect(screen.getByRole("heading", { name: SHARING_TEXTS.loadFailedTitle })).toBeTruthy();
    expect(alert.textContent).toContain(SHARING_TEXTS.loadFailed);
    expect(alert.textContent).not.toContain(SHARING_TEXTS.expired);
    await userEvent.click(screen.getByRole("button", { name: SHARING_TEXTS.goBack }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/before"));
  });

  it("should say the sheet could not be loaded when the sheet's call gets no answer (or a 502 with a message, or a 504)", async () => {
    for (const answer of ["drop", { status: 502, body: { message: "Bad gateway" } }, { status: 504 }] as const) {
      await renderView(`/shared-call-sheet/${SHEET_ID}`, (call) => (call.path === "/api/get-call-sheet" ? answer : granted("viewer")(call)));
      const alert = await screen.findByRole("alert", {}, { timeout: 8000 });
      expect(within(alert).getByRole("heading", { name: SHARING_TEXTS.loadFailedTitle })).toBeTruthy();
      expect(alert.textContent).toContain(SHARING_TEXTS.loadFailed);
      expect(alert.textContent).not.toContain(SHARING_TEXTS.expired);
      expect(alert.textContent).not.toContain("Bad gateway");
      cleanup();
      await api?.close();
      api = undefined;
    }
  });

  it("should keep the expired-link text for a refusal without a message (401)", async () => {
    await renderView(`/shared-call-sheet/${SHEET_ID}`, (call) => (call.path === "/api/get-call-sheet" ? { status: 401 } : granted("viewer")(call)));
    const alert = await screen.findByRole("alert");
    expect(screen.getByRole("heading", { name: SHARING_TEXTS.accessErrorTitle })).toBeTruthy();
    expect(alert.textContent).toContain(SHARING_TEXTS.expired);
  });

  it("should say 'Call sheet not found' when a granted session's sheet answers 404", async () => {
    await renderView(`/shared-call-sheet/${SHEET_ID}`, (call) =>
      call.path === "/api/get-call-sheet" ? { status: 404, body: { message: CALL_SHEET_MESSAGES.notFound } } : granted("viewer")(call),
    );
    expect(await screen.findByRole("heading", { name: CALL_SHEET_MESSAGES.notFound })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: SHARING_TEXTS.accessErrorTitle })).toBeNull();
    expect(screen.getByRole("button", { name: SHARING_TEXTS.goBack })).toBeTruthy();
  });
});

describe("SharedCallSheetPage, Print", { timeout: 20_000 }, () => {
  it("should open the browser's print dialog", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    await renderView(`/shared-call-sheet/${SHEET_ID}`, granted("viewer"));
    await userEvent.click(await screen.findByRole("button", { name: SHARING_TEXTS.print }, { timeout: 8000 }));
    // Once the paper stamp's QR library is here (lib/paper.ts).
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });

  it("should say 'Print Error' when the browser refuses to print", async () => {
    vi.spyOn(window, "print").mockImplementation(() => {
      throw new Error("printing is disabled");
    });
    await renderView(`/shared-call-sheet/${SHEET_ID}`, granted("viewer"));
    await userEvent.click(await screen.findByRole("button", { name: SHARING_TEXTS.print }, { timeout: 8000 }));
    await expectToast(EDITOR_TEXTS.printErrorTitle, EDITOR_TEXTS.printError, "alert");
  });
});

describe("SharedCallSheetPage, Back (reading B)", { timeout: 20_000 }, () => {
  // The spec's Back led to the invitation's gate, which asked for the password again (issue 23); the gate
  // now opens the sheet for a session holding its grant, so a collaborator gets no Back to it.
  it("should offer a collaborator no Back to the gate", async () => {
    await renderView(`/shared-call-sheet/${SHEET_ID}`, granted("commenter"));
    expect(await screen.findByRole("button", { name: SHARING_TEXTS.print }, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole("link", { name: SHARING_TEXTS.back })).toBeNull();
  });

  it("should give an admin Back to Edit, not the collaborator's Back", async () => {
    await renderView(`/shared-call-sheet/${SHEET_ID}`, granted(null, true));
    expect(await screen.findByRole("link", { name: SHARING_TEXTS.backToEdit }, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole("link", { name: SHARING_TEXTS.back })).toBeNull();
  });
});
