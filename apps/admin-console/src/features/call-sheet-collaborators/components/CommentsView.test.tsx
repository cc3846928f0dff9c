import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COLLABORATORS_TEXTS as TEXTS } from "@repo/contracts/adminConsole/collaboratorsTexts";
import { SECTION_TITLES } from "@repo/contracts/callSheets/texts/document";
import type { Comment } from "@repo/contracts/sharing/comments";
import { startLoopbackApi, type ApiCall } from "@repo/ui/loopbackApi";
import { renderRoutes, renderWithProviders } from "@repo/ui/testing";
import { commentListOf, commentOf, shareListOf } from "../../../testing/sharing.ts";
import { COMMENTS_VIEW_POLL_MS, commentsQueryKey } from "../api/comments.ts";
import { SharingEntries } from "../SharingEntries.tsx";
import { CommentsView } from "./CommentsView.tsx";

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
/** The sheet's comments, newest first; their isNew is the fake API's to decide (by `mark` and `mine`). */
let comments: Comment[] = [];
/** The signed-in producer's own comments' ids: never new to the producer (another admin's 'admin' ones are). */
let mine: ReadonlySet<number>;
/** When the seen call came, and how many comments were on screen then (it must come after they were shown). */
let seenWith: number | undefined;
/** The admin's last look, as the API keeps it: its time and its mark (the newest comment id it marked seen). */
let seenAt: string | null;
let mark: number | null;
/** A comment the fake API adds just before it answers the seen call (written while the view marked the sheet seen). */
let writtenDuringSeen: Comment | undefined;

/** As the API judges it: written by someone else, with an id above the mark. */
const newTo = (judgedBy: number | null) => (comment: Comment) => !mine.has(comment.id) && comment.id > (judgedBy ?? 0);
function listed(query: URLSearchParams) {
  const newAfter = query.get("newAfter");
  const judged = comments.map((comment) => ({ ...comment, isNew: newTo(newAfter === null ? mark : Number(newAfter))(comment) }));
  return { ...commentListOf(judged, query, seenAt), seenCommentId: mark, newCount: comments.filter(newTo(mark)).length };
}

beforeEach(async () => {
  seenWith = undefined;
  seenAt = "2026-11-27T00:00:00.000Z";
  mark = 3;
  mine = new Set([2]);
  writtenDuringSeen = undefined;
  // Newest first, as the API lists them; 5 and 4 are above the mark.
  comments = [
    commentOf(5, "team", { text: "Who brings the reflector?", timestamp: "2026-11-27T12:00:00.000Z" }),
    commentOf(4, "location", { email: "bob@example.com", text: "Parking is on the north side", timestamp: "2026-11-27T11:00:00.000Z" }),
    commentOf(3, "team", { text: "Call time 7:00?", timestamp: "2026-11-26T12:00:00.000Z" }),
    commentOf(2, "notes", { email: "admin", text: "Bring ID", timestamp: "2026-11-25T12:00:00.000Z" }),
  ];
  api = await startLoopbackApi(({ method, path, query, body }: ApiCall) => {
    if (method === "GET" && path === "/api/call-sheet-comments" && query.get("callSheetId") === "4") return { body: listed(query) };
    // The editor bar's Collaborators count, beside 'Comments' (the cases that open the view from the bar).
    if (method === "GET" && path === "/api/call-sheet-shares/4") return { body: shareListOf([], null) };
    if (method === "POST" && path === "/api/call-sheet-comments/seen") {
      seenWith = document.querySelectorAll("li").length;
      if (writtenDuringSeen) comments = [writtenDuringSeen, ...comments];
      // As the API marks: up to the newest comment at most upTo, never back.
      const { upTo } = body as { upTo: number };
      mark = Math.max(mark ?? 0, ...comments.filter((comment) => comment.id <= upTo).map((comment) => comment.id));
      seenAt = "2026-11-27T13:00:00.000Z";
      return { body: { seenAt, seenCommentId: mark, newCount: comments.filter(newTo(mark)).length } };
    }
    return undefined;
  });
});
afterEach(async () => {
  await api.close();
});

describe("the Comments view", { timeout: 20_000 }, () => {
  it("should offer, while open, the comments others write meanwhile, and show them as a new opening does", async () => {
    // Only the interval is faked: the loopback API answers over real sockets and timers.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const user = userEvent.setup();
      renderWithProviders(<CommentsView callSheetId={4} />);
      await screen.findByText(TEXTS.newCount(2));
      // vi.waitFor polls on real timers (testing-library's waitFor would poll on the faked interval).
      await vi.waitFor(() => expect(mark).toBe(5));
      // Nothing arrived: the polls say so and no bar shows.
      act(() => vi.advanceTimersByTime(COMMENTS_VIEW_POLL_MS));
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(screen.queryByText(/since you opened this/)).toBeNull();

      // Bob comments while the producer reads: within a poll the bar offers it.
      comments = [commentOf(6, "props", { email: "bob@example.com", text: "Two ladders enough?", timestamp: "2026-11-27T14:00:00.000Z" }), ...comments];
      act(() => vi.advanceTimersByTime(COMMENTS_VIEW_POLL_MS));
      const bar = await screen.findByText(TEXTS.commentsArrived(1));
      expect(bar.closest("[role=status]")).toBeTruthy();
      expect(screen.queryByText("Two ladders enough?")).toBeNull();
      await user.click(screen.getByRole("button", { name: TEXTS.showNewComments }));
      // Read in, marked 'New', and marked seen; the bar goes; the keyboard starts at the list read in.
      const props = await screen.findByRole("region", { name: new RegExp(`^${SECTION_TITLES.props}`) });
      await waitFor(() => expect(document.activeElement !== document.body && document.activeElement?.contains(props)).toBe(true));
      expect(within(props).getByText(TEXTS.newMark)).toBeTruthy();
      await vi.waitFor(() => expect(mark).toBe(6));
      expect(screen.queryByText(/since you opened this/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("should offer the first comment written while an empty view is open", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      comments = [];
      renderWithProviders(<CommentsView callSheetId={4} />);
      await screen.findByText(TEXTS.commentsEmpty);
      comments = [commentOf(7, "team", { email: "bob@example.com", text: "First question", timestamp: "2026-11-27T14:00:00.000Z" })];
      act(() => vi.advanceTimersByTime(COMMENTS_VIEW_POLL_MS));
      await screen.findByText(TEXTS.commentsArrived(1));
      await userEvent.click(screen.getByRole("button", { name: TEXTS.showNewComments }));
      expect(await screen.findByText("First question")).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("should group the comments by section in the document's order, newest first, the new ones marked 'New'", async () => {
    renderWithProviders(<CommentsView callSheetId={4} />);
    const headings = await screen.findAllByRole("heading", { level: 3 });
    expect(headings.map((heading) => heading.firstChild?.textContent)).toEqual([SECTION_TITLES.location, SECTION_TITLES.team, SECTION_TITLES.notes]);
    const team = screen.getByRole("region", { name: new RegExp(`^${SECTION_TITLES.team}`) });
    const items = within(team).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual(["Who brings the reflector?", "Call time 7:00?"]);
    expect(within(items[0]!).queryByText(TEXTS.newMark)).toBeTruthy();
    expect(within(items[1]!).queryByText(TEXTS.newMark)).toBeNull();
    expect(screen.getByText(TEXTS.newCount(2))).toBeTruthy();
    expect(screen.getByText(TEXTS.adminAuthor)).toBeTruthy();
  });

  it("should link each section into the shared view at that section", async () => {
    renderWithProviders(<CommentsView callSheetId={4} />);
    const link = await screen.findByRole("link", { name: `${TEXTS.openInSharedView}: ${SECTION_TITLES.location}` });
    expect(link.getAttribute("href")).toBe("/shared-call-sheet/4#location");
  });

  it("should mark them seen once shown, up to the newest comment shown, and keep showing which ones were new", async () => {
    renderWithProviders(<CommentsView callSheetId={4} />);
    await waitFor(() => expect(api.calls.filter((call) => call.method === "POST").map((call) => [call.path, call.body])).toEqual([["/api/call-sheet-comments/seen", { callSheetId: 4, upTo: 5 }]]));
    expect(seenWith).toBe(4);
    expect(screen.getAllByText(TEXTS.newMark)).toHaveLength(2);
  });

  it("should send the newest id shown, not the highest on the page's top: newest first is by time", async () => {
    comments = [commentOf(6, "team", { timestamp: "2026-11-27T12:00:00.000Z" }), commentOf(9, "team", { timestamp: "2026-11-27T12:00:00.000Z" }), ...comments.slice(1)];
    renderWithProviders(<CommentsView callSheetId={4} />);
    await waitFor(() => expect(api.calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([{ callSheetId: 4, upTo: 9 }]));
  });

  it("should load the comments a page at a time, say how many are shown, and bring older ones on 'Load older comments' (issue 24)", async () => {
    comments = Array.from({ length: 150 }, (_, index) => commentOf(150 - index, "team", { text: `Note ${150 - index}`, timestamp: new Date(Date.UTC(2026, 10, 27, 12, 0) - index * 60_000).toISOString() }));
    mark = 30;
    renderWithProviders(<CommentsView callSheetId={4} />);
    const team = await screen.findByRole("region", { name: new RegExp(`^${SECTION_TITLES.team}`) });
    expect(within(team).getAllByRole("listitem")).toHaveLength(100);
    // The new count is the server's, over every page.
    expect(screen.getByText(TEXTS.newCount(120))).toBeTruthy();
    expect(screen.getByText(TEXTS.commentsShown(100, 150))).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: TEXTS.loadOlderComments }));
    await waitFor(() => expect(within(team).getAllByRole("listitem")).toHaveLength(150), { timeout: 5000 });
    expect(within(team).getAllByRole("listitem").at(-1)?.querySelector("p")?.textContent).toBe("Note 1");
    expect(screen.queryByRole("button", { name: TEXTS.loadOlderComments })).toBeNull();
    // The list's pages (the badge's count, limit 1, is asked beside them while the view is open).
    const gets = api.calls.filter((call) => call.method === "GET" && call.query.get("limit") !== "1").map((call) => [call.query.get("limit"), call.query.get("cursor")]);
    expect(gets).toEqual([
      ["100", null],
      ["100", "100"],
    ]);
  });

  it("should keep marking 'New' past the first page exactly, and mark them seen only once the last new one is shown", async () => {
    // 150 comments by others since the last look (mark 2), newest first, one of them another admin's and one
    // in the look's own second; then the producer's own reply since then and a comment from before the look.
    comments = [
      ...Array.from({ length: 150 }, (_, index) =>
        commentOf(153 - index, "team", { text: `New ${150 - index}`, timestamp: new Date(Date.UTC(2026, 10, 27, 12, 0) - index * 60_000).toISOString() }),
      ),
      commentOf(3, "team", { email: "admin", text: "Own reply", timestamp: "2026-11-27T09:00:00.000Z" }),
      commentOf(2, "team", { text: "Before the look", timestamp: "2026-11-26T23:59:59.000Z" }),
    ];
    comments[140] = { ...comments[140]!, email: "admin", text: "Another admin's" };
    comments[149] = { ...comments[149]!, text: "In the look's second", timestamp: "2026-11-27T00:00:00.000Z" };
    mine = new Set([3]);
    mark = 2;
    renderWithProviders(<CommentsView callSheetId={4} />);
    const team = await screen.findByRole("region", { name: new RegExp(`^${SECTION_TITLES.team}`) });
    expect(screen.getByText(TEXTS.newCount(150))).toBeTruthy();
    // 50 of the new ones are not on the first page: nothing is marked seen yet (the mark is one id, and
    // marking the first page's newest would mark those 50 too).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seenWith).toBeUndefined();
    await userEvent.click(screen.getByRole("button", { name: TEXTS.loadOlderComments }));
    await waitFor(() => expect(within(team).getAllByRole("listitem")).toHaveLength(152), { timeout: 5000 });
    // Every new one shown: marked up to the newest shown; the second page names the first page's mark.
    // (The badge's count, limit 1, asked beside the list while the view is open, is left out.)
    await waitFor(() => expect(seenWith).toBe(152));
    const listCalls = api.calls.filter((call) => call.query.get("limit") !== "1");
    expect(listCalls.map((call) => [call.method, call.query.get("cursor"), call.query.get("newAfter"), call.body])).toEqual([
      ["GET", null, null, undefined],
      ["GET", "100", "2", undefined],
      ["POST", null, null, { callSheetId: 4, upTo: 153 }],
    ]);
    const marked = within(team)
      .getAllByRole("listitem")
      .filter((item) => within(item).queryByText(TEXTS.newMark))
      .map((item) => item.querySelector("p")?.textContent);
    expect(marked).toEqual(comments.slice(0, 150).map((comment) => comment.text));
    expect(marked).toContain("Another admin's");
    expect(marked).toContain("In the look's second");
  });

  it("should not mark anything seen when nothing is new, and say so when there are no comments", async () => {
    comments = [];
    renderWithProviders(<CommentsView callSheetId={4} />);
    expect(await screen.findByText(TEXTS.commentsEmpty)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
  });
});

describe("the Comments view opened again from the editor's bar", { timeout: 20_000 }, () => {
  /** The app's query client, for a case to bring the header's poll (COMMENTS_POLL_MS) at once. */
  let queryClient: QueryClient | undefined;
  function TheQueryClient() {
    queryClient = useQueryClient();
    return null;
  }
  const openAtComments = () =>
    renderRoutes(
      [
        {
          path: "/admin/call-sheet/:id",
          element: (
            <>
              <SharingEntries callSheetId={4} share={false} />
              <TheQueryClient />
            </>
          ),
        },
      ],
      "/admin/call-sheet/4?view=comments",
    );
  const commentsLink = () => screen.getByRole("link", { name: new RegExp(`^${TEXTS.comments}`) });
  const commentsCalls = () => api.calls.filter((call) => call.path.startsWith("/api/call-sheet-comments"));

  it("should show a comment written while it was closed, mark it 'New', mark it seen and take the badge away", async () => {
    const user = userEvent.setup();
    openAtComments();
    const first = await screen.findByRole("dialog", { name: TEXTS.commentsTitle });
    expect(await within(first).findAllByText(TEXTS.newMark)).toHaveLength(2);
    // Marked seen: the badge goes.
    await waitFor(() => expect(commentsLink().getAttribute("aria-label")).toBe(TEXTS.comments));
    await user.click(within(first).getByRole("button", { name: TEXTS.close }));
    expect(screen.queryByRole("dialog")).toBeNull();

    // A collaborator comments meanwhile; the header's next poll shows it on the badge.
    comments = [commentOf(6, "team", { text: "Is catering at 13:00?", timestamp: "2026-11-27T14:00:00.000Z" }), ...comments];
    // The poll refetches what is shown (the badge's query; the view's list is closed): brought at once here.
    await act(() => queryClient?.refetchQueries({ queryKey: commentsQueryKey(4), type: "active" }));
    await waitFor(() => expect(commentsLink().getAttribute("aria-label")).toBe(`${TEXTS.comments}, ${TEXTS.newCommentsBadge(1)}`));

    const before = commentsCalls().length;
    await user.click(commentsLink());
    const reopened = await screen.findByRole("dialog", { name: TEXTS.commentsTitle });
    const item = (await within(reopened).findByText("Is catering at 13:00?")).closest("li");
    expect(item && within(item).queryByText(TEXTS.newMark)).toBeTruthy();
    // Only the new one: the two marked on the first opening were seen then.
    expect(within(reopened).getAllByText(TEXTS.newMark)).toHaveLength(1);
    expect(within(reopened).getByText(TEXTS.newCount(1))).toBeTruthy();
    await waitFor(() => expect(commentsLink().getAttribute("aria-label")).toBe(TEXTS.comments));
    expect(commentsCalls().slice(before).map((call) => [call.method, call.path, call.query.get("limit")])).toEqual([
      ["GET", "/api/call-sheet-comments", "100"],
      ["POST", "/api/call-sheet-comments/seen", null],
    ]);
    expect(seenWith).toBe(5);
  });

  it("should keep the badge for a comment written while the view marked the sheet seen, and mark it 'New' on the next opening", async () => {
    writtenDuringSeen = commentOf(6, "team", { text: "Written meanwhile", timestamp: "2026-11-27T12:30:00.000Z" });
    const user = userEvent.setup();
    openAtComments();
    const first = await screen.findByRole("dialog", { name: TEXTS.commentsTitle });
    expect(await within(first).findAllByText(TEXTS.newMark)).toHaveLength(2);
    // The view marked up to what it showed (5): the comment written meanwhile is still new.
    await waitFor(() => expect(api.calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([{ callSheetId: 4, upTo: 5 }]));
    await waitFor(() => expect(commentsLink().getAttribute("aria-label")).toBe(`${TEXTS.comments}, ${TEXTS.newCommentsBadge(1)}`));
    expect(within(first).queryByText("Written meanwhile")).toBeNull();
    await user.click(within(first).getByRole("button", { name: TEXTS.close }));

    writtenDuringSeen = undefined;
    await user.click(commentsLink());
    const reopened = await screen.findByRole("dialog", { name: TEXTS.commentsTitle });
    const item = (await within(reopened).findByText("Written meanwhile")).closest("li");
    expect(item && within(item).queryByText(TEXTS.newMark)).toBeTruthy();
    expect(within(reopened).getAllByText(TEXTS.newMark)).toHaveLength(1);
    await waitFor(() => expect(commentsLink().getAttribute("aria-label")).toBe(TEXTS.comments));
  });

  it("should start again from the first page, not ask again for the older pages loaded before", async () => {
    comments = Array.from({ length: 150 }, (_, index) => commentOf(150 - index, "team", { text: `Note ${150 - index}`, timestamp: new Date(Date.UTC(2026, 10, 26, 12, 0) - index * 60_000).toISOString() }));
    mark = 150;
    const user = userEvent.setup();
    openAtComments();
    const first = await screen.findByRole("dialog", { name: TEXTS.commentsTitle });
    await user.click(await within(first).findByRole("button", { name: TEXTS.loadOlderComments }));
    await waitFor(() => expect(within(first).getAllByRole("listitem")).toHaveLength(150), { timeout: 5000 });
    await user.click(within(first).getByRole("button", { name: TEXTS.close }));

    const before = commentsCalls().length;
    await user.click(commentsLink());
    const reopened = await screen.findByRole("dialog", { name: TEXTS.commentsTitle });
    expect(await within(reopened).findByText(TEXTS.commentsShown(100, 150))).toBeTruthy();
    expect(within(reopened).getAllByRole("listitem")).toHaveLength(100);
    expect(commentsCalls().slice(before).map((call) => [call.method, call.query.get("cursor")])).toEqual([["GET", null]]);
  });
});
