import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ON_SET_TEXTS } from "@repo/contracts/sharing/onSetTexts";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { renderRoutes } from "@repo/ui/testing";
import { startLoopbackApi, type ApiCall, type ApiAnswer } from "@repo/ui/loopbackApi";
import type { PendingComment } from "../../../offline/commentOutbox.ts";
import { commentsApi, openCommentPanel } from "../../../testing/commentPanels.ts";
import { SHEET_ID } from "../../../testing/sharedViewFixtures.ts";
import { clearToasts, expectToast } from "../../../testing/toasts.ts";
import { SharedCallSheetPage } from "../SharedCallSheetPage.tsx";

// jsdom has no IndexedDB: the phone's outbox (src/offline/commentOutbox.ts, its own tests in e2e/on-set)
// stands here as the same records in memory. The API is the loopback one.
const kept: PendingComment[] = [];
vi.mock("../../../offline/commentOutbox.ts", () => ({
  keepPending: async () => {
    throw new Error("not used");
  },
  pendingOf: async (callSheetId: string) => kept.filter((pending) => pending.callSheetId === callSheetId),
  dropPending: async (id: string) => void kept.splice(kept.findIndex((pending) => pending.id === id), 1),
  forgetPendingOf: async () => void kept.splice(0),
}));

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
let offline: { mockRestore: () => void } | undefined;
beforeEach(() => {
  vi.stubGlobal("matchMedia", () => ({ matches: true }));
  // Written offline: nothing is sent until the network comes back (comeOnline).
  offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
});
afterEach(async () => {
  offline?.mockRestore();
  clearToasts();
  kept.splice(0);
  await api?.close();
  api = undefined;
});

const routes = [{ path: "/shared-call-sheet/:id", element: <SharedCallSheetPage /> }];
const AUTHOR = "ana@example.com";
// A bell (U+0007) pasted with the text: the API refuses it (commentCreateSchema, isCleanMultilineText).
const WITH_BELL = "Call time moved to 7:30\u0007, please confirm";

const waitingComment = (id: string, sectionId: PendingComment["sectionId"], text: string, minute: number): PendingComment =>
  ({ id, callSheetId: String(SHEET_ID), sectionId, text, author: AUTHOR, writtenAt: `2026-06-01T08:0${minute}:00.000Z`, idempotencyKey: `key-of-${id}-0000000000` }) as PendingComment;

function comeOnline() {
  offline?.mockRestore();
  offline = undefined;
  window.dispatchEvent(new Event("online"));
}

const sheetApi = (role: () => "commenter" | "viewer", post: (call: ApiCall) => ApiAnswer) => commentsApi(role, post);
const openPanel = openCommentPanel;
const posts = () => api!.calls.filter((call) => call.method === "POST");

describe("Comments written offline that the server refuses", { timeout: 40_000 }, () => {
  it("should put a comment refused for its text (400) back in its section's box, after the text already there, and say so until it is sent, whatever toasts come after", async () => {
    kept.push(waitingComment("a", "team", "Parking at the back?", 1), waitingComment("b", "team", WITH_BELL, 2), waitingComment("c", "scenes", "Rooftop first?", 3));
    // Being written in Team's box when the network came back.
    window.sessionStorage.setItem(`portal-comment-draft:${SHEET_ID}:team:${AUTHOR}`, JSON.stringify({ text: "Also: the van", idempotencyKey: null }));
    api = await startLoopbackApi(
      sheetApi(
        () => "commenter",
        (call) => ((call.body as { text: string }).text.includes("\u0007") ? { status: 400, body: { message: SHARING_MESSAGES.invisibleCharacters } } : { status: 201, body: {} }),
      ),
    );
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    expect(await screen.findByText(ON_SET_TEXTS.pendingComments(3), {}, { timeout: 15_000 })).toBeTruthy();

    // The network comes back with the phone in a pocket: all three are tried, the third's toast comes last.
    comeOnline();
    await waitFor(() => expect(kept).toHaveLength(0), { timeout: 8000 });
    expect(posts().map((call) => (call.body as { text: string }).text)).toEqual(["Parking at the back?", WITH_BELL, "Rooftop first?"]);
    await expectToast(SHARING_TEXTS.commentAddedTitle, ON_SET_TEXTS.pendingSent("Rooftop first?"), "status");
    // Typed here, not taken from the texts: what the reader reads, with the server's words.
    const notice = "Not sent: Please remove invisible or control characters (they often come with copied text). Your text is back in the comment box of Team.";
    expect(await screen.findByText(notice)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByText(notice)).toBeTruthy();

    // In Team's panel: the notice (the fixed one gives way), and the box holds both texts, whole.
    const panel = await openPanel("Team");
    expect(within(panel).getByText(notice)).toBeTruthy();
    expect(screen.getAllByText(notice)).toHaveLength(1);
    const box = within(panel).getByRole("textbox") as HTMLTextAreaElement;
    expect(box.value).toBe(`Also: the van\n\n${WITH_BELL}`);

    // Written again (the notice stays said while the box is emptied and mended) and sent: it goes with the draft.
    await userEvent.clear(box);
    await userEvent.type(box, "Call time moved to 7:30, please confirm");
    expect(within(panel).getByText(notice)).toBeTruthy();
    await userEvent.click(within(panel).getByRole("button", { name: SHARING_TEXTS.addComment }));
    await waitFor(() => expect(posts()).toHaveLength(4));
    expect(posts()[3]!.body).toMatchObject({ sectionId: "team", text: "Call time moved to 7:30, please confirm", asAuthor: AUTHOR });
    await waitFor(() => expect(screen.queryByText(notice)).toBeNull());
    expect(Object.keys(window.sessionStorage).filter((key) => key.startsWith("portal-comment-draft:"))).toEqual([]);
  });

  it("should tell a writer the producer made a viewer meanwhile (403) that they still read the sheet, keep every waiting text to copy and drop none silently; Dismiss hides one notice", async () => {
    kept.push(waitingComment("a", "team", "Parking at the back?", 1), waitingComment("b", "scenes", "Rooftop first?", 2));
    let role: "commenter" | "viewer" = "commenter";
    api = await startLoopbackApi(
      sheetApi(
        () => role,
        () => {
          role = "viewer";
          return { status: 403, body: { message: SHARING_TEXTS.viewerCannotComment } };
        },
      ),
    );
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    expect(await screen.findByText(ON_SET_TEXTS.pendingComments(2), {}, { timeout: 15_000 })).toBeTruthy();

    comeOnline();
    const team = "Not sent: you can still read this sheet, but your role no longer lets you comment on it. Your text is kept in the comments of Team, to copy.";
    const scenes = "Not sent: you can still read this sheet, but your role no longer lets you comment on it. Your text is kept in the comments of Shooting Agenda, to copy.";
    expect(await screen.findByText(team, {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText(scenes)).toBeTruthy();
    expect(kept).toHaveLength(0);
    // One try: the second would be refused the same way.
    expect(posts()).toHaveLength(1);
    expect(screen.queryByText(/no longer has access/)).toBeNull();
    expect(screen.queryByText(ON_SET_TEXTS.pendingComments(1))).toBeNull();

    // Dismissed with the keyboard: the focus goes to the notice left, not to the page's start.
    screen.getByRole("button", { name: ON_SET_TEXTS.dismissNotSent("Shooting Agenda") }).focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.queryByText(scenes)).toBeNull();
    expect(screen.getByText(team)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: ON_SET_TEXTS.dismissNotSent("Team") })));

    // The page reads as a viewer now: no box, the text read-only in the section's panel, to copy.
    const panel = await openPanel("Team");
    expect(within(panel).getByText(SHARING_TEXTS.viewerCannotComment)).toBeTruthy();
    const kept_ = within(panel).getByLabelText(ON_SET_TEXTS.notSentText("Team")) as HTMLTextAreaElement;
    expect(kept_.readOnly).toBe(true);
    expect(kept_.value).toBe("Parking at the back?");
    expect(within(panel).queryByRole("button", { name: SHARING_TEXTS.addComment })).toBeNull();
    await userEvent.click(within(panel).getByRole("button", { name: ON_SET_TEXTS.discardNotSent }));
    expect(within(panel).queryByLabelText(ON_SET_TEXTS.notSentText("Team"))).toBeNull();
    expect(screen.queryByText(team)).toBeNull();
  });
});
