import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTH_MESSAGES } from "@repo/contracts/auth/messages";
import { ON_SET_TEXTS } from "@repo/contracts/sharing/onSetTexts";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { renderRoutes } from "@repo/ui/testing";
import { startLoopbackApi, type ApiAnswer, type ApiCall } from "@repo/ui/loopbackApi";
import type { PendingComment } from "../../../offline/commentOutbox.ts";
import { forgetEndedSheet } from "../../../offline/forgetSheet.ts";
import { commentsApi, openCommentPanel } from "../../../testing/commentPanels.ts";
import { checkAuth, SHEET_ID } from "../../../testing/sharedViewFixtures.ts";
import { clearToasts, expectToast } from "../../../testing/toasts.ts";
import { SharedCallSheetPage } from "../SharedCallSheetPage.tsx";

// jsdom has no IndexedDB: the phone's outbox (src/offline/commentOutbox.ts, its own tests in e2e/on-set)
// stands here as the same records in memory. The API is the loopback one.
const kept: PendingComment[] = [];
vi.mock("../../../offline/commentOutbox.ts", () => ({
  keepPending: async (entry: Omit<PendingComment, "id" | "writtenAt">) => {
    const pending = { ...entry, id: `kept${kept.length + 1}`, writtenAt: new Date().toISOString() };
    kept.push(pending);
    return pending;
  },
  pendingOf: async (callSheetId: string) => kept.filter((pending) => pending.callSheetId === callSheetId),
  dropPending: async (id: string) => void kept.splice(kept.findIndex((pending) => pending.id === id), 1),
  forgetPendingOf: async () => void kept.splice(0),
}));

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
beforeEach(() => vi.stubGlobal("matchMedia", () => ({ matches: true })));
afterEach(async () => {
  clearToasts();
  kept.splice(0);
  await api?.close();
  api = undefined;
});

const routes = [{ path: "/shared-call-sheet/:id", element: <SharedCallSheetPage /> }];
const LONG = "Parking at the back is full from 6, the crew should use the lot on Main Street and walk over.";

const commenterApi = (post?: (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>) => commentsApi(() => "commenter", post);
const openPanel = openCommentPanel;
const box = (panel: HTMLElement) => within(panel).getByRole("textbox") as HTMLTextAreaElement;
const closed = (section: string) => expect(screen.queryByRole("region", { name: `Comments on ${section}` })).toBeNull();
const drafts = () => Object.keys(window.sessionStorage).filter((key) => key.startsWith("portal-comment-draft:"));

describe("CommentForm, a comment being written when its panel closes", { timeout: 40_000 }, () => {
  it("should show the text again when the panel closed on Esc, on a tap on the sheet or on another bubble is opened again, per section", async () => {
    api = await startLoopbackApi(commenterApi());
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    await userEvent.type(box(await openPanel("Team")), LONG);

    await userEvent.keyboard("{Escape}");
    closed("Team");
    expect(box(await openPanel("Team")).value).toBe(LONG);

    // A tap on the sheet (the phone's keyboard hides).
    await userEvent.click(screen.getByRole("heading", { name: "Concepts" }));
    closed("Team");
    expect(box(await openPanel("Team")).value).toBe(LONG);

    // Another section's bubble: its own box, empty; Team's text is still Team's.
    const concepts = await openPanel("Concepts");
    closed("Team");
    expect(box(concepts).value).toBe("");
    expect(box(await openPanel("Team")).value).toBe(LONG);
    expect(api.calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("should keep it across a reload of the tab, and let it go once the comment is added (201)", async () => {
    api = await startLoopbackApi(commenterApi());
    const page = renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    await userEvent.type(box(await openPanel("Team")), LONG);
    await userEvent.keyboard("{Escape}");
    page.unmount();

    // The tab reloaded: a new page, the same sessionStorage.
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    const panel = await openPanel("Team");
    expect(box(panel).value).toBe(LONG);
    await userEvent.click(within(panel).getByRole("button", { name: SHARING_TEXTS.addComment }));
    await waitFor(() => closed("Team"));
    expect(api.calls.find((call) => call.method === "POST")?.body).toMatchObject({ sectionId: "team", text: LONG, asAuthor: "ana@example.com" });
    expect(box(await openPanel("Team")).value).toBe("");
    expect(drafts()).toEqual([]);
  });

  it("should let the draft go on Cancel, the one close that means 'not this comment'", async () => {
    api = await startLoopbackApi(commenterApi());
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    const panel = await openPanel("Team");
    await userEvent.type(box(panel), "Never mind");
    await userEvent.click(within(panel).getByRole("button", { name: SHARING_TEXTS.cancel }));
    closed("Team");
    expect(box(await openPanel("Team")).value).toBe("");
  });

  it("should keep a comment whose Add got no answer after its panel closed: kept to send later, with its key, not lost", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    api = await startLoopbackApi(
      commenterApi(async (): Promise<ApiAnswer> => {
        await held;
        return "drop";
      }),
    );
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    const panel = await openPanel("Team");
    await userEvent.type(box(panel), LONG);
    await userEvent.click(within(panel).getByRole("button", { name: SHARING_TEXTS.addComment }));
    await waitFor(() => expect(api!.calls.filter((call) => call.method === "POST")).toHaveLength(1));
    // Closed before the answer (a tap on the sheet), and only then the network fails.
    await userEvent.click(screen.getByRole("heading", { name: "Concepts" }));
    closed("Team");
    release();

    expect(await screen.findByText(ON_SET_TEXTS.pendingComments(1), {}, { timeout: 8000 })).toBeTruthy();
    const posted = api.calls.find((call) => call.method === "POST")?.body as { idempotencyKey: string };
    expect(kept).toMatchObject([{ callSheetId: String(SHEET_ID), sectionId: "team", text: LONG, author: "ana@example.com", idempotencyKey: posted.idempotencyKey }]);
    // Kept to send, so no longer a draft: the box is empty and the panel lists it as waiting.
    const again = await openPanel("Team");
    expect(box(again).value).toBe("");
    expect(within(again).getByText(LONG)).toBeTruthy();
    expect(drafts()).toEqual([]);
  });

  it("should drop the sheet's drafts with an ended invitation, and no other sheet's", async () => {
    api = await startLoopbackApi(commenterApi());
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    await userEvent.type(box(await openPanel("Team")), LONG);
    window.sessionStorage.setItem("portal-comment-draft:70:team:ana@example.com", JSON.stringify({ text: "Other sheet", idempotencyKey: null }));
    await userEvent.keyboard("{Escape}");
    await forgetEndedSheet(String(SHEET_ID));
    expect(drafts()).toEqual(["portal-comment-draft:70:team:ana@example.com"]);
    expect(box(await openPanel("Team")).value).toBe("");
  });
});

describe("CommentForm, a session that ended while the page was open", { timeout: 40_000 }, () => {
  it("should say the session ended (401), keep the text, show the sign-in form, and give the text back in the box once signed in again as the same reader", async () => {
    let signedIn = true;
    const comments = commenterApi();
    api = await startLoopbackApi((call) => {
      if (call.method === "POST" && call.path === "/api/validate-call-sheet-credentials") {
        signedIn = true;
        return { body: { role: "commenter", callSheetId: SHEET_ID } };
      }
      if (signedIn && call.method !== "POST") return comments(call);
      if (call.path === `/api/check-call-sheet-auth/${SHEET_ID}`) return { body: checkAuth(null, false) };
      if (call.method === "POST" && call.path === "/api/call-sheet-comments") {
        // The session expired while the comment was being written.
        signedIn = false;
      }
      return { status: 401, body: { message: AUTH_MESSAGES.notAuthenticated } };
    });
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}?email=ana%40example.com`);
    const panel = await openPanel("Team");
    await userEvent.type(box(panel), LONG);
    await userEvent.click(within(panel).getByRole("button", { name: SHARING_TEXTS.addComment }));

    // Said plainly, not 'An error occurred... Please try again'; the page asks check-auth again and shows the sign-in form.
    await expectToast("Signed out", "Your session has ended: sign in again to add your comment. Its text is kept in the comment box.", "alert");
    expect(await screen.findByRole("heading", { name: SHARING_TEXTS.loginTitle }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText("Your session has ended. Sign in again to go on: what you wrote or confirmed here is kept on this device.")).toBeTruthy();
    expect(screen.queryByText(SHARING_TEXTS.commentFailed)).toBeNull();
    expect(drafts()).toEqual([`portal-comment-draft:${SHEET_ID}:team:ana@example.com`]);

    await userEvent.type(screen.getByLabelText(SHARING_TEXTS.loginPassword), "Hx7kP2mQ9wTz");
    await userEvent.click(screen.getByRole("button", { name: SHARING_TEXTS.logIn }));
    expect(box(await openPanel("Team")).value).toBe(LONG);
    expect(api.calls.filter((call) => call.method === "POST" && call.path === "/api/call-sheet-comments")).toHaveLength(1);
  });
});

describe("CommentForm, a writer made a viewer while the page was open", { timeout: 40_000 }, () => {
  it("should say the role no longer lets them comment (403), keep the text to copy, and ask the role again so the box goes", async () => {
    let role: "commenter" | "viewer" = "commenter";
    api = await startLoopbackApi(
      commentsApi(
        () => role,
        () => ({ status: 403, body: { message: SHARING_TEXTS.viewerCannotComment } }),
      ),
    );
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    const panel = await openPanel("Team");
    await userEvent.type(box(panel), LONG);
    // The producer makes Ana a viewer while she writes.
    role = "viewer";
    await userEvent.click(within(panel).getByRole("button", { name: SHARING_TEXTS.addComment }));

    // Said as the waiting comments' 403 says it, not 'An error occurred... Please try again'.
    expect(await within(panel).findByText(ON_SET_TEXTS.notSentToCopy(ON_SET_TEXTS.noLongerCommenter, "Team"), undefined, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText(SHARING_TEXTS.commentFailed)).toBeNull();
    // The role asked again: no box to press Add in again, the text read-only, to copy.
    expect(within(panel).queryByRole("button", { name: SHARING_TEXTS.addComment })).toBeNull();
    expect(within(panel).getByText(SHARING_TEXTS.viewerCannotComment)).toBeTruthy();
    const copy = within(panel).getByLabelText(ON_SET_TEXTS.notSentText("Team")) as HTMLTextAreaElement;
    expect(copy.readOnly).toBe(true);
    expect(copy.value).toBe(LONG);
    expect(api.calls.filter((call) => call.method === "POST" && call.path === "/api/call-sheet-comments")).toHaveLength(1);
  });
});

describe("CommentForm, the length of a comment", { timeout: 40_000 }, () => {
  it("should count from 1,800 characters, and say how many are left to a screen reader once the typing pauses", async () => {
    api = await startLoopbackApi(commenterApi());
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    const panel = await openPanel("Team");
    const field = box(panel);
    field.focus();
    await userEvent.paste("a".repeat(1799));
    expect(within(panel).queryByText(/ \/ 2,000$/)).toBeNull();
    await userEvent.paste("b".repeat(151));
    const count = within(panel).getByText("1,950 / 2,000");
    expect(field.getAttribute("aria-describedby")?.split(" ")).toContain(count.id);
    const spoken = panel.querySelector('[aria-live="polite"]')!;
    await waitFor(() => expect(spoken.textContent).toBe("50 characters left"), { timeout: 3000 });
  });

  it("should keep a 2,500-character paste whole, say the limit under the field and send nothing cut", async () => {
    api = await startLoopbackApi(commenterApi());
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    const panel = await openPanel("Team");
    const field = box(panel);
    field.focus();
    await userEvent.paste("x".repeat(2500));

    expect(field.value).toHaveLength(2500);
    expect(within(panel).getByText("2,500 / 2,000")).toBeTruthy();
    expect(within(panel).getByRole("alert").textContent).toBe("A comment is at most 2,000 characters. Shorten it to add it.");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const add = within(panel).getByRole("button", { name: SHARING_TEXTS.addComment }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.submit(field.form!);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.calls.filter((call) => call.method === "POST")).toHaveLength(0);

    // Shortened to the limit: sent whole.
    await userEvent.clear(field);
    await userEvent.paste("y".repeat(2000));
    expect(within(panel).queryByRole("alert")).toBeNull();
    await userEvent.click(add);
    await expectToast(SHARING_TEXTS.commentAddedTitle, SHARING_TEXTS.commentAdded, "status");
    expect((api.calls.find((call) => call.method === "POST")?.body as { text: string }).text).toBe("y".repeat(2000));
  });
});
