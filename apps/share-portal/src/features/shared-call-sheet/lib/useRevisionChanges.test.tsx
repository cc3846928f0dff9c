import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { REVISION_VIEW_TEXTS } from "@repo/contracts/sharing/revisionViewTexts";
import { checkAuth, SHEET_ID } from "../../../testing/sharedViewFixtures.ts";
import { CALL_TIME, changesPanel, collaboratorApi, openSheet, producer, serve, setUpRevisionPages } from "../SharedCallSheetPage.revisions.fixture.tsx";

// 'What changed' per reader on a shared phone (lib/useRevisionChanges.ts, lib/changesRead.ts).

setUpRevisionPages();

describe("useRevisionChanges, two readers on one phone", { timeout: 40_000 }, () => {
  it("should show Bob REV 2's changes after Ana closed them on this phone, and not show them to Ana again", async () => {
    let reader = "ana@example.com";
    const server = collaboratorApi();
    server.publish();
    await serve((call) => (call.path === `/api/check-call-sheet-auth/${SHEET_ID}` ? { body: { ...checkAuth("viewer"), email: reader } } : server.handler(call)));
    await openSheet();
    server.nextChanges = [CALL_TIME];
    await producer("POST", `/api/call-sheets/${SHEET_ID}/revisions`, {});

    // Ana reads REV 2's changes and taps Got it.
    await openSheet();
    await userEvent.click(within(await changesPanel()).getByRole("button", { name: REVISION_VIEW_TEXTS.dismissChangesLabel }));
    expect(screen.queryByRole("region", { name: /^What changed/ })).toBeNull();

    // Bob signs in on the same phone: his list is his own, not closed.
    reader = "bob@example.com";
    await openSheet();
    expect(within(await changesPanel()).getByText(CALL_TIME.text)).toBeTruthy();

    // Ana again: hers stays closed.
    reader = "ana@example.com";
    await openSheet();
    await waitFor(() => expect(document.getElementById("location")?.hasAttribute("data-changed")).toBe(true));
    expect(screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(2) })).toBeTruthy();
    expect(screen.queryByRole("region", { name: /^What changed/ })).toBeNull();
  });

  it("should build Bob's list from his own answer when the page's reader changes in place and check-auth answers before the sheet", async () => {
    let reader = "ana@example.com";
    const server = collaboratorApi();
    server.publish();
    // Ana confirmed REV 2 (her list is read); Bob did not. The sheet answers a moment after check-auth.
    await serve(async (call) => {
      if (call.path === `/api/check-call-sheet-auth/${SHEET_ID}`) return { body: { ...checkAuth("viewer"), email: reader } };
      if (call.path === "/api/get-call-sheet") {
        const asked = reader;
        if (asked !== "ana@example.com") await new Promise((resolve) => setTimeout(resolve, 300));
        return { body: { ...server.reading(), confirmedRevision: asked === "ana@example.com" && server.revisions.length > 1 ? 2 : null } };
      }
      return server.handler(call);
    });
    await openSheet();
    server.nextChanges = [CALL_TIME];
    await producer("POST", `/api/call-sheets/${SHEET_ID}/revisions`, {});
    await openSheet();
    await waitFor(() => expect(document.getElementById("location")?.hasAttribute("data-changed")).toBe(true));
    expect(screen.queryByRole("region", { name: /^What changed/ })).toBeNull();

    // Bob signs in in another tab; this page hears of it when it comes back to the front.
    reader = "bob@example.com";
    document.dispatchEvent(new Event("visibilitychange"));
    expect(within(await changesPanel()).getByText(CALL_TIME.text)).toBeTruthy();
  });
});
