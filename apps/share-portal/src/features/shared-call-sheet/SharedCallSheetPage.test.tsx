import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SECTIONS_LAID_OUT_ATTRIBUTE } from "@repo/call-sheet/layOutSections";
import { AUTH_MESSAGES } from "@repo/contracts/auth/messages";
import type { ShareRole } from "@repo/contracts/sharing/constants";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { renderRoutes } from "@repo/ui/testing";
import { startLoopbackApi, type ApiAnswer, type ApiCall } from "@repo/ui/loopbackApi";
import { checkAuth, comment, commentPage, SHEET_ID, sharedSheet } from "../../testing/sharedViewFixtures.ts";
import { descriptionOf } from "../../testing/fieldDescription.ts";
import { clearToasts, expectToast } from "../../testing/toasts.ts";
import { SharedCallSheetPage } from "./SharedCallSheetPage.tsx";

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
beforeEach(() => vi.stubGlobal("matchMedia", () => ({ matches: true })));
afterEach(async () => {
  clearToasts();
  await api?.close();
  api = undefined;
});

const routes = [{ path: "/shared-call-sheet/:id", element: <SharedCallSheetPage /> }];

/** The API of a session that holds `role` for the sheet, with these comments. */
function grantedApi(role: ShareRole, comments = [comment(1, "Looks good", "2026-06-01T10:00:00.000Z")]) {
  return (call: ApiCall): ApiAnswer | undefined => {
    if (call.path === `/api/check-call-sheet-auth/${SHEET_ID}`) return { body: checkAuth(role) };
    if (call.path === "/api/get-call-sheet") return { body: sharedSheet(role) };
    if (call.path === "/api/call-sheet-comments" && call.method === "GET") return { body: commentPage(comments, call.query) };
    return undefined;
  };
}

/** Opens the Team panel once its count has arrived, and waits for the panel's own page of comments. */
async function openTeamComments() {
  await userEvent.click(await screen.findByRole("button", { name: /^Comments on Team, [1-9]/ }, { timeout: 8000 }));
  const panel = screen.getByRole("region", { name: "Comments on Team" });
  await waitFor(() => expect(within(panel).queryByText(SHARE_PORTAL_TEXTS.commentsLoading)).toBeNull());
  return panel;
}

describe("SharedCallSheetPage, reading A (no grant in the session)", { timeout: 20_000 }, () => {
  async function logInWith(answer: ApiAnswer, search = "?email=ana%40example.com") {
    api = await startLoopbackApi((call) => {
      if (call.path.startsWith("/api/check-call-sheet-auth/")) return { body: checkAuth(null, false) };
      // What the API answers a session without a grant (the page asks for the sheet beside check-auth).
      if (call.path === "/api/get-call-sheet") return { status: 401, body: { message: AUTH_MESSAGES.notAuthenticated } };
      if (call.method === "POST") return answer;
      return undefined;
    });
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}${search}`);
    expect(await screen.findByRole("heading", { name: SHARING_TEXTS.loginTitle })).toBeTruthy();
    expect((screen.getByLabelText(SHARING_TEXTS.loginEmail) as HTMLInputElement).value).toBe("ana@example.com");
    await userEvent.type(screen.getByLabelText(SHARING_TEXTS.loginPassword), "guess");
    await userEvent.click(screen.getByRole("button", { name: SHARING_TEXTS.logIn }));
    return (await screen.findByRole("alert")).textContent;
  }

  it("should show the login form, not 'Call sheet not found', when the early sheet call answers 404 to a session without this sheet's grant", async () => {
    let sheetAnswered!: () => void;
    const sheetWasAnswered = new Promise<void>((resolve) => (sheetAnswered = resolve));
    api = await startLoopbackApi(async (call) => {
      // Check-auth answers only after the page has had the sheet's 404 for a while: the 404 comes first.
      if (call.path.startsWith("/api/check-call-sheet-auth/")) {
        await sheetWasAnswered;
        await new Promise((resolve) => setTimeout(resolve, 200));
        return { body: checkAuth(null, false) };
      }
      // A session holding another sheet's grant: the API looks the sheet up and finds none.
      if (call.path === "/api/get-call-sheet") {
        setTimeout(sheetAnswered, 0);
        return { status: 404, body: { message: "Call sheet not found" } };
      }
      return undefined;
    });
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    expect(await screen.findByRole("heading", { name: SHARING_TEXTS.loginTitle }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText("Call sheet not found")).toBeNull();
  });

  it("should ask for the sheet beside check-auth, show the login form over its refusal, and open the sheet after the login", async () => {
    let granted = false;
    api = await startLoopbackApi((call) => {
      if (call.path === `/api/check-call-sheet-auth/${SHEET_ID}`) return { body: checkAuth(granted ? "viewer" : null, granted) };
      if (call.path === "/api/get-call-sheet") return granted ? { body: sharedSheet("viewer") } : { status: 401, body: { message: AUTH_MESSAGES.notAuthenticated } };
      if (call.method === "POST" && call.path === "/api/validate-call-sheet-credentials") {
        granted = true;
        return { body: { role: "viewer", callSheetId: SHEET_ID } };
      }
      if (call.path === "/api/call-sheet-comments") return { body: { comments: [], nextCursor: null, counts: {}, total: 0 } };
      return undefined;
    });
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}?email=ana%40example.com`);
    expect(await screen.findByRole("heading", { name: SHARING_TEXTS.loginTitle })).toBeTruthy();
    expect(screen.queryByText(AUTH_MESSAGES.notAuthenticated)).toBeNull();
    // Both first calls went out before anyone logged in: the sheet did not wait for check-auth's answer.
    expect(api.calls.slice(0, 2).map((call) => call.path).sort()).toEqual(["/api/check-call-sheet-auth/" + SHEET_ID, "/api/get-call-sheet"].sort());

    await userEvent.type(screen.getByLabelText(SHARING_TEXTS.loginPassword), "right");
    await userEvent.click(screen.getByRole("button", { name: SHARING_TEXTS.logIn }));
    expect(await screen.findAllByText(sharedSheet("viewer").callSheet.shootingTitle, {}, { timeout: 8000 })).not.toHaveLength(0);
    expect(api.calls.filter((call) => call.path === "/api/get-call-sheet")).toHaveLength(2);
  });

  it("should show the server's message when the credentials are refused", async () => {
    expect(await logInWith({ status: 401, body: { message: "This invitation has expired" } })).toBe("This invitation has expired");
    expect(api?.calls.find((call) => call.method === "POST")).toMatchObject({ path: "/api/validate-call-sheet-credentials", body: { callSheetId: SHEET_ID, email: "ana@example.com", password: "guess" } });
  });

  it("should mark the e-mail and the password invalid and describe both by a refusal of the credentials (401)", async () => {
    expect(await logInWith({ status: 401, body: { message: SHARING_TEXTS.invalidCredentials } })).toBe(SHARING_TEXTS.invalidCredentials);
    for (const label of [SHARING_TEXTS.loginEmail, SHARING_TEXTS.loginPassword]) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute("aria-invalid")).toBe("true");
      expect(descriptionOf(field)).toBe(SHARING_TEXTS.invalidCredentials);
    }
  });

  it("should leave the fields unmarked when the login gets no answer", async () => {
    expect(await logInWith("drop")).toBe(SHARING_TEXTS.loginNetworkError);
    for (const label of [SHARING_TEXTS.loginEmail, SHARING_TEXTS.loginPassword]) {
      expect(screen.getByLabelText(label).getAttribute("aria-invalid")).toBeNull();
      expect(screen.getByLabelText(label).getAttribute("aria-describedby")).toBeNull();
    }
  });

  it("should say 'Invalid credentials' when the server gives no message", async () => {
    expect(await logInWith({ status: 401 })).toBe(SHARING_TEXTS.invalidCredentials);
    expect(api?.calls.find((call) => call.method === "POST")?.path).toBe("/api/validate-call-sheet-credentials");
  });

  it("should say 'An error occurred during login' when no answer comes", async () => {
    expect(await logInWith("drop")).toBe(SHARING_TEXTS.loginNetworkError);
  });

  it("should say 'Logging in...' on a disabled button while the login is on its way", async () => {
    let release!: () => void;
    const answer = new Promise<void>((resolve) => (release = resolve));
    api = await startLoopbackApi(async (call) => {
      if (call.path.startsWith("/api/check-call-sheet-auth/")) return { body: checkAuth(null, false) };
      if (call.path === "/api/get-call-sheet") return { status: 401, body: { message: AUTH_MESSAGES.notAuthenticated } };
      if (call.method === "POST") {
        await answer;
        return { status: 401, body: { message: SHARING_TEXTS.invalidCredentials } };
      }
      return undefined;
    });
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}?email=ana%40example.com`);
    await userEvent.type(await screen.findByLabelText(SHARING_TEXTS.loginPassword), "guess");
    await userEvent.click(screen.getByRole("button", { name: SHARING_TEXTS.logIn }));
    const busy = (await screen.findByRole("button", { name: SHARING_TEXTS.loggingIn })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    release();
    expect((await screen.findByRole("alert")).textContent).toBe(SHARING_TEXTS.invalidCredentials);
    expect(screen.getByRole("button", { name: SHARING_TEXTS.logIn })).toBeTruthy();
  });
});

// The first test of a file pays for compiling the whole document tree (several seconds on this machine).
describe("SharedCallSheetPage, comments", { timeout: 20_000 }, () => {
  it("should show a viewer the comments and why there is no comment box", async () => {
    api = await startLoopbackApi(grantedApi("viewer"));
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    const panel = await openTeamComments();
    expect(within(panel).getByText("Looks good")).toBeTruthy();
    expect(within(panel).getByText(SHARING_TEXTS.viewerCannotComment)).toBeTruthy();
    expect(within(panel).queryByRole("button", { name: SHARING_TEXTS.addComment })).toBeNull();
    expect(screen.queryByRole("button", { name: SHARING_TEXTS.share })).toBeNull();
    // The sun times the API computed show on the shared sheet as on the print view.
    expect(screen.getByText("04:53")).toBeTruthy();
  });

  it("should keep a commenter's Add Comment disabled while the box is empty or blank, then post and close", async () => {
    const handler = grantedApi("commenter");
    api = await startLoopbackApi((call) => (call.method === "POST" && call.path === "/api/call-sheet-comments" ? { status: 201, body: {} } : handler(call)));
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    const panel = await openTeamComments();
    const add = within(panel).getByRole("button", { name: SHARING_TEXTS.addComment }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    const box = within(panel).getByRole("textbox");
    await userEvent.type(box, "   ");
    expect(add.disabled).toBe(true);
    await userEvent.type(box, "Call time 06:30?");
    expect(add.disabled).toBe(false);
    await userEvent.click(add);
    await waitFor(() => expect(screen.queryByRole("region", { name: "Comments on Team" })).toBeNull());
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({ callSheetId: SHEET_ID, sectionId: "team", text: "   Call time 06:30?", idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/), asAuthor: "ana@example.com" });
    expect(await screen.findByText(SHARING_TEXTS.commentAddedTitle)).toBeTruthy();
  });

  it("should post a comment as whom its writing began as when someone else signs in on this device before Add is pressed: refused (409), not sent as them", async () => {
    let reader = "ana@example.com";
    const handler = grantedApi("commenter");
    api = await startLoopbackApi((call) => {
      if (call.path === `/api/check-call-sheet-auth/${SHEET_ID}`) return { body: { ...checkAuth("commenter"), email: reader } };
      if (call.method === "POST" && call.path === "/api/call-sheet-comments") {
        const asAuthor = (call.body as { asAuthor?: string }).asAuthor ?? "";
        if (asAuthor === reader) return { status: 201, body: {} };
        return { status: 409, body: { message: SHARING_MESSAGES.commentOtherAuthor(asAuthor), reason: "otherReader" } };
      }
      return handler(call);
    });
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    const panel = await openTeamComments();
    await userEvent.type(within(panel).getByRole("textbox"), "Parking at the back?");
    // Bob signs in in another tab; this page hears of it: the network's return asks check-auth again.
    reader = "bob@example.com";
    const checks = () => api!.calls.filter((call) => call.path === `/api/check-call-sheet-auth/${SHEET_ID}`).length;
    const before = checks();
    window.dispatchEvent(new Event("offline"));
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(checks()).toBeGreaterThan(before));
    await userEvent.click(within(panel).getByRole("button", { name: SHARING_TEXTS.addComment }));
    await expectToast(SHARING_TEXTS.commentFailedTitle, SHARING_MESSAGES.commentOtherAuthor("ana@example.com"), "alert");
    expect(api.calls.filter((call) => call.method === "POST").map((call) => (call.body as { asAuthor?: string }).asAuthor)).toEqual(["ana@example.com"]);
  });

  it("should say 'Submitting...' on a disabled button while the comment is posted, in a box at least 100 px high", async () => {
    let release!: () => void;
    const answer = new Promise<void>((resolve) => (release = resolve));
    const handler = grantedApi("commenter");
    api = await startLoopbackApi(async (call) => {
      if (call.method !== "POST") return handler(call);
      await answer;
      return { status: 201, body: {} };
    });
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    const panel = await openTeamComments();
    const box = within(panel).getByRole("textbox");
    expect(getComputedStyle(box).minHeight).toBe("100px");
    await userEvent.type(box, "Parking?");
    await userEvent.click(within(panel).getByRole("button", { name: SHARING_TEXTS.addComment }));
    const busy = (await within(panel).findByRole("button", { name: SHARING_TEXTS.submitting })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    release();
    await waitFor(() => expect(screen.queryByRole("region", { name: "Comments on Team" })).toBeNull());
  });

  it("should say 'Failed to add comment' when the post fails, and keep the text and the box", async () => {
    const handler = grantedApi("commenter");
    api = await startLoopbackApi((call) => (call.method === "POST" ? { status: 500, body: { message: "Database unavailable" } } : handler(call)));
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    const panel = await openTeamComments();
    await userEvent.type(within(panel).getByRole("textbox"), "Parking?");
    await userEvent.click(within(panel).getByRole("button", { name: SHARING_TEXTS.addComment }));
    await expectToast(SHARING_TEXTS.commentFailedTitle, SHARING_TEXTS.commentFailed, "alert");
    expect(screen.getByRole("region", { name: "Comments on Team" })).toBe(panel);
    expect((within(panel).getByRole("textbox") as HTMLTextAreaElement).value).toBe("Parking?");
  });

  it("should send every try of one comment with the same idempotency key, and another comment (a changed text, the next one) with a new key", async () => {
    const handler = grantedApi("commenter");
    let failing = true;
    api = await startLoopbackApi((call) => (call.method === "POST" ? (failing ? { status: 503, body: { message: "Busy" } } : { status: 201, body: {} }) : handler(call)));
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    const panel = await openTeamComments();
    const box = within(panel).getByRole("textbox");
    const add = () => userEvent.click(within(panel).getByRole("button", { name: SHARING_TEXTS.addComment }));
    const keys = () => api!.calls.filter((call) => call.method === "POST").map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    await userEvent.type(box, "Parking?");
    await add();
    await expectToast(SHARING_TEXTS.commentFailedTitle, SHARING_TEXTS.commentFailed, "alert");
    // Pressed again: the same comment, so the same key (had the first try landed, the server answers it).
    await add();
    await waitFor(() => expect(keys()).toHaveLength(2));
    expect(keys()[1]).toBe(keys()[0]);
    // The text changed: another comment.
    await userEvent.type(box, " Where?");
    failing = false;
    await add();
    await waitFor(() => expect(screen.queryByRole("region", { name: "Comments on Team" })).toBeNull());
    expect(keys()).toHaveLength(3);
    expect(keys()[2]).not.toBe(keys()[0]);
    expect(keys()[2]).toMatch(/^[0-9a-f]{32}$/);
  });

  it("should delete a comment its author may delete, say 'Comment deleted', and list it no more", async () => {
    let comments = [{ ...comment(1, "Looks good", "2026-06-01T10:00:00.000Z"), canDelete: true }, comment(2, "Not mine", "2026-06-02T10:00:00.000Z")];
    const deleted: string[] = [];
    api = await startLoopbackApi((call) => {
      if (call.method === "DELETE") {
        deleted.push(call.path);
        comments = comments.filter((item) => `/api/call-sheet-comments/${item.id}` !== call.path);
        return { status: 204 };
      }
      return grantedApi("commenter", comments)(call);
    });
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    const panel = await openTeamComments();
    // Delete where the server allows it (canDelete), on the author's comment only.
    expect(within(panel).getAllByRole("button", { name: SHARING_TEXTS.deleteComment })).toHaveLength(1);
    await userEvent.click(within(panel).getByRole("button", { name: SHARING_TEXTS.deleteComment }));
    await expectToast(SHARING_TEXTS.commentDeletedTitle, SHARING_TEXTS.commentDeleted, "status");
    expect(deleted).toEqual(["/api/call-sheet-comments/1"]);
    await waitFor(() => expect(within(panel).queryByText("Looks good")).toBeNull());
    expect(within(panel).getByText("Not mine")).toBeTruthy();
  });

  it("should scroll to a section from its Comments Overview link", async () => {
    const scrollIntoView = vi.fn();
    // jsdom lays nothing out, so it has no scrollIntoView.
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      api = await startLoopbackApi(grantedApi("viewer"));
      renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
      const overview = await screen.findByRole("navigation", { name: SHARING_TEXTS.commentsOverview }, { timeout: 8000 });
      expect(document.documentElement.hasAttribute(SECTIONS_LAID_OUT_ATTRIBUTE)).toBe(false);
      await userEvent.click(await within(overview).findByRole("link", { name: "Team, 1 comment" }));
      // The sections on the way are laid out before the jump (e2e/sharing.spec.ts checks where it lands).
      expect(document.documentElement.hasAttribute(SECTIONS_LAID_OUT_ATTRIBUTE)).toBe(true);
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById("team"));
      expect(document.getElementById("team")?.tagName).toBe("SECTION");
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
      document.documentElement.removeAttribute(SECTIONS_LAID_OUT_ATTRIBUTE);
    }
  });

  it("should list comments newest first and show HTML in them as text", async () => {
    const comments = [
      comment(1, "oldest", "2026-06-01T08:00:00.000Z"),
      comment(3, "<img src=x onerror=alert(1)><b>bold?</b>", "2026-06-03T08:00:00.000Z"),
      comment(2, "middle", "2026-06-02T08:00:00.000Z"),
    ];
    api = await startLoopbackApi(grantedApi("commenter", comments));
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    const panel = await openTeamComments();
    const texts = within(panel).getAllByRole("listitem").map((item) => item.querySelector("p")?.textContent);
    expect(texts).toEqual(["<img src=x onerror=alert(1)><b>bold?</b>", "middle", "oldest"]);
    expect(panel.querySelector("img, b")).toBeNull();
  });
});
