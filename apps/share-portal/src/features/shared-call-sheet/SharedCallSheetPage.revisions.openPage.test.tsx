import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { REVISION_VIEW_TEXTS } from "@repo/contracts/sharing/revisionViewTexts";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { checkAuth, comment, commentPage, SHEET_ID } from "../../testing/sharedViewFixtures.ts";
import { apiCalls, CALL_TIME, collaboratorApi, openFirstRevision, openFirstRevisionThatEnds, openSheet, producer, SCENE_MOVED, serve, setUpRevisionPages } from "./SharedCallSheetPage.revisions.fixture.tsx";

// A page left open while the producer publishes: the sheet is fetched again when the reader comes back.

setUpRevisionPages();

describe("SharedCallSheetPage, a page left open while revisions are published", { timeout: 60_000 }, () => {
  const sheetReads = () => apiCalls().filter((call) => call.path === "/api/get-call-sheet").length;

  it("should show the newer revision, its changes and its Confirm when the page is shown again or focused, keeping a comment being typed", async () => {
    const server = collaboratorApi("commenter");
    server.publish();
    server.publish();
    await serve(server.handler);
    await openSheet();
    await userEvent.click(screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(2) }));
    expect(await screen.findByText(/^Confirmed REV 2 · /)).toBeTruthy();
    // A comment being typed on Team when the phone is put away.
    await userEvent.click(screen.getByRole("button", { name: /^Comments on Team, / }));
    const box = within(screen.getByRole("region", { name: "Comments on Team" })).getByRole("textbox");
    await userEvent.type(box, "Is parking at the back?");

    // REV 3 and REV 4 come out meanwhile.
    server.nextChanges = [CALL_TIME];
    await producer("PATCH", `/api/call-sheets/${SHEET_ID}`, { shootingTime: "06:00" });
    await producer("POST", `/api/call-sheets/${SHEET_ID}/revisions`, {});
    server.nextChanges = [SCENE_MOVED];
    await producer("POST", `/api/call-sheets/${SHEET_ID}/revisions`, {});
    const before = sheetReads();

    // The browser shows the page again.
    document.dispatchEvent(new Event("visibilitychange"));
    const confirm4 = await screen.findByRole("button", { name: REVISION_VIEW_TEXTS.confirm(4) }, { timeout: 15_000 });
    expect(screen.queryByText(/^Confirmed REV 2/)).toBeNull();
    const panel = await screen.findByRole("region", { name: REVISION_VIEW_TEXTS.changesTitle(2) }, { timeout: 10_000 });
    expect(within(panel).getByText(CALL_TIME.text)).toBeTruthy();
    expect(within(panel).getByText(SCENE_MOVED.text)).toBeTruthy();
    expect(sheetReads()).toBe(before + 1);
    // The comment is still there, in its open panel.
    expect((within(screen.getByRole("region", { name: "Comments on Team" })).getByRole("textbox") as HTMLTextAreaElement).value).toBe("Is parking at the back?");
    expect(confirm4.isConnected).toBe(true);

    // A window focused again asks too (once, however many events come together).
    server.publish();
    window.dispatchEvent(new Event("focus"));
    document.dispatchEvent(new Event("visibilitychange"));
    expect(await screen.findByRole("button", { name: REVISION_VIEW_TEXTS.confirm(5) }, { timeout: 15_000 })).toBeTruthy();
    expect(sheetReads()).toBe(before + 2);
    expect((within(screen.getByRole("region", { name: "Comments on Team" })).getByRole("textbox") as HTMLTextAreaElement).value).toBe("Is parking at the back?");
  });

  it("should show a role the producer changed meanwhile when the reader comes back to the page: commenter to viewer, no comment box", async () => {
    let demoted = false;
    await openFirstRevision("commenter", (api) => async (call) => {
      if (!demoted) return api(call);
      if (call.path === `/api/check-call-sheet-auth/${SHEET_ID}`) return { body: checkAuth("viewer") };
      const answer = await api(call);
      if (call.path === "/api/get-call-sheet" && answer && answer !== "drop") return { ...answer, body: { ...(answer.body as object), role: "viewer" } };
      return answer;
    });
    await userEvent.click(screen.getByRole("button", { name: /^Comments on Team, / }));
    expect(within(screen.getByRole("region", { name: "Comments on Team" })).getByRole("textbox")).toBeTruthy();
    demoted = true;
    document.dispatchEvent(new Event("visibilitychange"));
    await waitFor(() => expect(within(screen.getByRole("region", { name: "Comments on Team" })).queryByRole("textbox")).toBeNull(), { timeout: 10_000 });
    expect(within(screen.getByRole("region", { name: "Comments on Team" })).getByText(SHARING_TEXTS.viewerCannotComment)).toBeTruthy();
  });

  it("should keep the sheet on screen when fetching it again on the way back fails", async () => {
    let down = false;
    await openFirstRevision("viewer", (api) => (call) => (down && call.path === "/api/get-call-sheet" ? { status: 500, body: { message: "Database unavailable" } } : api(call)));
    down = true;
    document.dispatchEvent(new Event("visibilitychange"));
    await waitFor(() => expect(apiCalls().filter((call) => call.path === "/api/get-call-sheet")).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole("article")).toBeTruthy();
    expect(screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) })).toBeTruthy();
  });

  it("should keep the sheet and a comment being typed on screen when check-auth, asked again on the way back, fails", async () => {
    let down = false;
    await openFirstRevision("commenter", (api) => (call) => (down && call.path === `/api/check-call-sheet-auth/${SHEET_ID}` ? { status: 502, body: { message: "Bad Gateway" } } : api(call)));
    await userEvent.click(screen.getByRole("button", { name: /^Comments on Team, / }));
    await userEvent.type(within(screen.getByRole("region", { name: "Comments on Team" })).getByRole("textbox"), "Is parking at the back?");
    down = true;
    document.dispatchEvent(new Event("visibilitychange"));
    await waitFor(() => expect(apiCalls().filter((call) => call.path === `/api/check-call-sheet-auth/${SHEET_ID}`).length).toBeGreaterThan(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole("article")).toBeTruthy();
    expect((within(screen.getByRole("region", { name: "Comments on Team" })).getByRole("textbox") as HTMLTextAreaElement).value).toBe("Is parking at the back?");
  });

  it("should fetch the comment counts again with the sheet on the way back, a window focused alone included", async () => {
    const server = await openFirstRevision("commenter");
    const bubble = (count: number) => ({ name: `${SHARE_PORTAL_TEXTS.commentsFor("Team")}, ${SHARE_PORTAL_TEXTS.commentCount(count)}` });
    expect(screen.getByRole("button", bubble(0))).toBeTruthy();

    // Others comment on Team and REV 2 comes out while the phone is put away.
    server.counts = { team: 2 };
    server.publish();
    document.dispatchEvent(new Event("visibilitychange"));
    expect(await screen.findByRole("button", { name: REVISION_VIEW_TEXTS.confirm(2) }, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByRole("button", bubble(2), { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole("link", { name: `Team, ${SHARE_PORTAL_TEXTS.commentCount(2)}` })).toBeTruthy();

    // A desktop window beside another one is visible all along: focused again, it asks too.
    server.counts = { team: 3 };
    server.publish();
    window.dispatchEvent(new Event("focus"));
    expect(await screen.findByRole("button", { name: REVISION_VIEW_TEXTS.confirm(3) }, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByRole("button", bubble(3), { timeout: 15_000 })).toBeTruthy();
  });

  it("should fetch an open panel's comments again on the way back, a window focused alone included", async () => {
    const comments = [comment(1, "Parking at the back", "2026-06-01T08:00:00.000Z")];
    await openFirstRevision("commenter", (api) => (call) => (call.path === "/api/call-sheet-comments" ? { body: commentPage(comments, call.query) } : api(call)));
    await userEvent.click(screen.getByRole("button", { name: /^Comments on Team, / }));
    const panel = screen.getByRole("region", { name: "Comments on Team" });
    expect(await within(panel).findByText("Parking at the back")).toBeTruthy();

    // Someone else comments on Team while the phone is put away.
    comments.push(comment(2, "Gate code is 4711", "2026-06-01T09:00:00.000Z"));
    document.dispatchEvent(new Event("visibilitychange"));
    expect(await within(panel).findByText("Gate code is 4711", {}, { timeout: 15_000 })).toBeTruthy();
    expect(within(panel).getAllByRole("listitem").map((item) => item.querySelector("p")?.textContent)).toEqual(["Gate code is 4711", "Parking at the back"]);

    // A desktop window beside another one is visible all along: focused again, its panel asks too.
    comments.push(comment(3, "Lunch moved to 13:00", "2026-06-01T10:00:00.000Z"));
    window.dispatchEvent(new Event("focus"));
    expect(await within(panel).findByText("Lunch moved to 13:00", {}, { timeout: 15_000 })).toBeTruthy();
  });

  it("should not fetch the sheet again on the way back once the invitation ended", async () => {
    const { end } = await openFirstRevisionThatEnds();
    end();
    document.dispatchEvent(new Event("visibilitychange"));
    expect(await screen.findByRole("link", { name: /mila@studio\.example/ }, { timeout: 15_000 })).toBeTruthy();
    const reads = sheetReads();
    window.dispatchEvent(new Event("focus"));
    document.dispatchEvent(new Event("visibilitychange"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sheetReads()).toBe(reads);
  });
});
