import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COLLABORATORS_TEXTS as TEXTS } from "@repo/contracts/adminConsole/collaboratorsTexts";
import { SECTION_TITLES } from "@repo/contracts/callSheets/texts/document";
import type { Comment } from "@repo/contracts/sharing/schemas";
import { startLoopbackApi, type ApiCall } from "@repo/ui/loopbackApi";
import { renderWithProviders } from "@repo/ui/testing";
import { commentListOf, commentOf } from "../../../testing/sharing.ts";
import { CommentsView } from "./CommentsView.tsx";

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
let comments: Comment[] = [];
/** When the seen call came, and how many comments were on screen then (it must come after they were shown). */
let seenWith: number | undefined;

beforeEach(async () => {
  seenWith = undefined;
  // Newest first, as the API lists them.
  comments = [
    commentOf(5, "team", { text: "Who brings the reflector?", timestamp: "2026-11-27T12:00:00.000Z", isNew: true }),
    commentOf(4, "location", { email: "bob@example.com", text: "Parking is on the north side", timestamp: "2026-11-27T11:00:00.000Z", isNew: true }),
    commentOf(3, "team", { text: "Call time 7:00?", timestamp: "2026-11-26T12:00:00.000Z" }),
    commentOf(2, "notes", { email: "admin", text: "Bring ID", timestamp: "2026-11-25T12:00:00.000Z" }),
  ];
  api = await startLoopbackApi(({ method, path, query }: ApiCall) => {
    if (method === "GET" && path === "/api/call-sheet-comments" && query.get("callSheetId") === "4") return { body: commentListOf(comments, query, "2026-11-27T00:00:00.000Z") };
    if (method === "POST" && path === "/api/call-sheet-comments/seen") {
      seenWith = document.querySelectorAll("li").length;
      return { body: { seenAt: "2026-11-27T13:00:00.000Z" } };
    }
    return undefined;
  });
});
afterEach(async () => {
  await api.close();
});

describe("the Comments view", { timeout: 20_000 }, () => {
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

  it("should mark them seen once shown, and keep showing which ones were new", async () => {
    renderWithProviders(<CommentsView callSheetId={4} />);
    await waitFor(() => expect(api.calls.filter((call) => call.method === "POST").map((call) => [call.path, call.body])).toEqual([["/api/call-sheet-comments/seen", { callSheetId: 4 }]]));
    expect(seenWith).toBe(4);
    expect(screen.getAllByText(TEXTS.newMark)).toHaveLength(2);
  });

  it("should load the comments a page at a time, say how many are shown, and bring older ones on 'Load older comments' (issue 24)", async () => {
    comments = Array.from({ length: 150 }, (_, index) => commentOf(150 - index, "team", { text: `Note ${150 - index}`, timestamp: new Date(Date.UTC(2026, 10, 27, 12, 0) - index * 60_000).toISOString(), isNew: index < 120 }));
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
    const gets = api.calls.filter((call) => call.method === "GET").map((call) => [call.query.get("limit"), call.query.get("cursor")]);
    expect(gets).toEqual([
      ["100", null],
      ["100", "100"],
    ]);
  });

  it("should not mark anything seen when nothing is new, and say so when there are no comments", async () => {
    comments = [];
    renderWithProviders(<CommentsView callSheetId={4} />);
    expect(await screen.findByText(TEXTS.commentsEmpty)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
  });
});
