import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SHARING_CONSTANTS } from "@repo/contracts/sharing/constants";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import type { Comment } from "@repo/contracts/sharing/comments";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { renderRoutes } from "@repo/ui/testing";
import { startLoopbackApi, type ApiAnswer, type ApiCall } from "@repo/ui/loopbackApi";
import { checkAuth, comment, commentPage, SHEET_ID, sharedSheet } from "../../../testing/sharedViewFixtures.ts";
import { clearToasts, expectToast } from "../../../testing/toasts.ts";
import { SharedCallSheetPage } from "../SharedCallSheetPage.tsx";

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
beforeEach(() => vi.stubGlobal("matchMedia", () => ({ matches: true })));
afterEach(async () => {
  clearToasts();
  await api?.close();
  api = undefined;
});

const routes = [{ path: "/shared-call-sheet/:id", element: <SharedCallSheetPage /> }];

/** `count` comments on Team, one a minute, the newest last; and one on Concepts. */
function teamComments(count: number): Comment[] {
  const team = Array.from({ length: count }, (_, index) => comment(index + 1, `Team note ${index + 1}`, new Date(Date.UTC(2026, 5, 1, 8, index)).toISOString()));
  return [...team, comment(count + 1, "On concepts", "2026-06-02T08:00:00.000Z", "concepts")];
}

function commenterApi(comments: Comment[], first: (call: ApiCall) => ApiAnswer | undefined = () => undefined) {
  return (call: ApiCall): ApiAnswer | undefined => {
    const answer = first(call);
    if (answer !== undefined) return answer;
    if (call.path === `/api/check-call-sheet-auth/${SHEET_ID}`) return { body: checkAuth("commenter") };
    if (call.path === "/api/get-call-sheet") return { body: sharedSheet("commenter") };
    if (call.path === "/api/call-sheet-comments" && call.method === "GET") return { body: commentPage(comments, call.query) };
    return undefined;
  };
}

async function openPanel(section: string) {
  const bubble = await screen.findByRole("button", { name: new RegExp(`^Comments on ${section}, [1-9]`) }, { timeout: 8000 });
  await userEvent.click(bubble);
  const panel = screen.getByRole("region", { name: `Comments on ${section}` });
  await waitFor(() => expect(within(panel).queryByText(SHARE_PORTAL_TEXTS.commentsLoading)).toBeNull());
  return { bubble, panel };
}

describe("CommentBubble and its panel", { timeout: 30_000 }, () => {
  it("should close on Esc and give the focus back to the bubble", async () => {
    api = await startLoopbackApi(commenterApi(teamComments(2)));
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    const { bubble, panel } = await openPanel("Team");
    await userEvent.click(within(panel).getByRole("textbox"));
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("region", { name: "Comments on Team" })).toBeNull();
    expect(bubble.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(bubble);
  });

  it("should close on a click outside it, focus back on the bubble, and stay open for clicks inside", async () => {
    api = await startLoopbackApi(commenterApi(teamComments(2)));
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    const { bubble, panel } = await openPanel("Team");
    await userEvent.click(within(panel).getByText("Team note 2"));
    expect(screen.getByRole("region", { name: "Comments on Team" })).toBe(panel);
    await userEvent.click(screen.getByRole("heading", { name: "Concepts" }));
    expect(screen.queryByRole("region", { name: "Comments on Team" })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(bubble));
  });

  it("should close with its own close button", async () => {
    api = await startLoopbackApi(commenterApi(teamComments(1)));
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    const { bubble, panel } = await openPanel("Team");
    await userEvent.click(within(panel).getByRole("button", { name: SHARE_PORTAL_TEXTS.closeComments("Team") }));
    expect(screen.queryByRole("region", { name: "Comments on Team" })).toBeNull();
    expect(document.activeElement).toBe(bubble);
  });

  it("should open in the document's flow right under the section's title row, not over the next section", async () => {
    api = await startLoopbackApi(commenterApi(teamComments(2)));
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    const { panel } = await openPanel("Team");
    const section = document.getElementById("team")!;
    const titleRow = section.querySelector(":scope > header")!;
    // The panel's box is the node after the title row, inside the Team section: the sections below move down.
    expect(titleRow.nextElementSibling?.contains(panel)).toBe(true);
    for (let node: HTMLElement | null = panel; node && node !== section; node = node.parentElement) expect(getComputedStyle(node).position, node.outerHTML.slice(0, 60)).not.toMatch(/absolute|fixed/);
    // Hidden in print, as the bubble is.
    expect(titleRow.nextElementSibling?.className).toContain("call-sheet-hidden-in-print");
    // The next section's bubble is still there to press, and opens its own panel beside this one.
    await openPanel("Concepts");
    expect(screen.getByRole("region", { name: "Comments on Concepts" })).toBeTruthy();
  });

  it(`should count every comment but load a section's ${SHARING_CONSTANTS.commentPanelPageSize} newest, then older ones on 'Show older comments'`, async () => {
    api = await startLoopbackApi(commenterApi(teamComments(45)));
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    const { panel } = await openPanel("Team");
    expect(screen.getByRole("button", { name: "Comments on Team, 45 comments" })).toBeTruthy();
    const texts = () => within(panel).getAllByRole("listitem").map((item) => item.querySelector("p")?.textContent);
    expect(texts()).toHaveLength(20);
    expect(texts()[0]).toBe("Team note 45");
    await userEvent.click(within(panel).getByRole("button", { name: SHARE_PORTAL_TEXTS.showOlderComments }));
    await waitFor(() => expect(texts()).toHaveLength(40));
    await userEvent.click(within(panel).getByRole("button", { name: SHARE_PORTAL_TEXTS.showOlderComments }));
    await waitFor(() => expect(texts()).toHaveLength(45));
    expect(texts()).toEqual(Array.from({ length: 45 }, (_, index) => `Team note ${45 - index}`));
    expect(within(panel).queryByRole("button", { name: SHARE_PORTAL_TEXTS.showOlderComments })).toBeNull();
    // The page never asked for the whole list: one comment for the counts, then the panel's pages of its section.
    const gets = api!.calls.filter((call) => call.method === "GET" && call.path === "/api/call-sheet-comments").map((call) => Object.fromEntries(call.query));
    expect(gets.every((query) => Number(query.limit) <= SHARING_CONSTANTS.commentPanelPageSize)).toBe(true);
    expect(gets.filter((query) => query.sectionId === "team")).toHaveLength(3);
  });

  it("should say the server's words when it refuses a comment as too fast (429)", async () => {
    api = await startLoopbackApi(
      commenterApi(teamComments(1), (call) => (call.method === "POST" ? { status: 429, body: { message: SHARING_MESSAGES.tooManyComments } } : undefined)),
    );
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    const { panel } = await openPanel("Team");
    await userEvent.type(within(panel).getByRole("textbox"), "One more");
    await userEvent.click(within(panel).getByRole("button", { name: SHARING_TEXTS.addComment }));
    await expectToast(SHARING_TEXTS.commentFailedTitle, SHARING_MESSAGES.tooManyComments, "alert");
    expect((within(panel).getByRole("textbox") as HTMLTextAreaElement).value).toBe("One more");
  });
});
