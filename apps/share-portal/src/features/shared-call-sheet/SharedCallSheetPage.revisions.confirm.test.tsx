import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CONFIRMATION_MESSAGES, CONFIRMATION_URLS } from "@repo/contracts/sharing/confirmations";
import { REVISION_VIEW_TEXTS } from "@repo/contracts/sharing/revisionViewTexts";
import { invitationEnded } from "../../testing/liveInvitation.ts";
import { checkAuth, SHEET_ID, sharedSheet } from "../../testing/sharedViewFixtures.ts";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { ON_SET_CONSTANTS } from "@repo/contracts/sharing/onSetTexts";
import { copyKey } from "../../offline/offlineCopy.ts";
import { stubCaches } from "../../testing/memoryCaches.ts";
import { keepConfirmation, pendingConfirmation } from "./api/confirmations.ts";
import {
  afterSecondPublish,
  apiCalls,
  CALL_TIME,
  changesPanel,
  collaboratorApi,
  openFirstRevision,
  openFirstRevisionThatEnds,
  openPage,
  openSheet,
  producer,
  serve,
  setUpRevisionPages,
} from "./SharedCallSheetPage.revisions.fixture.tsx";

// Issue 25 on the shared view: Confirm ('I have read revision N') is recorded by the server, kept offline until sent,
// 'Add to calendar'.

setUpRevisionPages();

/**
 * REV 1 opened and confirmed with the network off: 'Waiting to send'. The network stays off until the test
 * restores `offline` (it is restored here if the confirmation does not wait).
 */
async function confirmFirstRevisionOffline() {
  const server = await openFirstRevision();
  const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  try {
    await userEvent.click(screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) }));
    expect((await screen.findByRole("status")).textContent).toBe(REVISION_VIEW_TEXTS.waitingToSend(1));
  } catch (error) {
    offline.mockRestore();
    throw error;
  }
  return { server, offline };
}

describe("SharedCallSheetPage, Confirm", { timeout: 40_000 }, () => {
  it("should record 'I have read revision 1' with the server and show it confirmed after a reload", async () => {
    await openFirstRevision();
    const group = screen.getByRole("group", { name: REVISION_VIEW_TEXTS.confirmationLabel });
    await userEvent.click(within(group).getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) }));
    expect((await within(group).findByRole("status")).textContent).toMatch(/^Confirmed REV 1 · \d{1,2} \w{3}, \d{2}:\d{2}$/);
    expect(within(group).queryByRole("button")).toBeNull();
    expect(apiCalls().filter((call) => call.method === "POST").map((call) => [call.path, call.body])).toEqual([[CONFIRMATION_URLS.confirmations, { callSheetId: SHEET_ID, revision: 1, asReader: "ana@example.com" }]]);

    await openSheet();
    expect(within(screen.getByRole("group", { name: REVISION_VIEW_TEXTS.confirmationLabel })).getByRole("status").textContent).toBe(REVISION_VIEW_TEXTS.confirmed(1, null));
    expect(screen.queryByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) })).toBeNull();
  });

  it("should say, in the server's words, that a newer revision exists, and load it with 'Load REV 3'", async () => {
    const server = await afterSecondPublish();
    await openSheet();
    await changesPanel();
    // REV 3 is published while the collaborator reads REV 2.
    server.nextChanges = [{ section: "team", field: "teamMembers", kind: "changed", itemId: 1, text: "Team: Marko Nikolić's phone changed" }];
    await producer("POST", `/api/call-sheets/${SHEET_ID}/revisions`, {});
    await userEvent.click(screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(2) }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(CONFIRMATION_MESSAGES.notLatest(3));
    expect(screen.queryByRole("button", { name: REVISION_VIEW_TEXTS.confirm(2) })).toBeNull();
    expect(server.confirmed.size).toBe(0);

    await userEvent.click(within(alert).getByRole("button", { name: REVISION_VIEW_TEXTS.loadRevision(3) }));
    // REV 3 comes with what changed since REV 2, the one this page showed, and takes the focus.
    const panel = await screen.findByRole("region", { name: REVISION_VIEW_TEXTS.changesTitle(2) }, { timeout: 10_000 });
    expect(within(panel).getAllByRole("listitem").map((item) => item.textContent)).toContain("Team: Marko Nikolić's phone changed");
    expect(within(panel).queryByText(CALL_TIME.text)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(panel));
    await userEvent.click(screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(3) }));
    expect(await screen.findByText(/^Confirmed REV 3 · /)).toBeTruthy();
    expect([...server.confirmed.keys()]).toEqual([3]);
  });

  it("should keep a confirmation made offline as 'Waiting to send', across a reload, and send it once the network is back", async () => {
    const { server, offline } = await confirmFirstRevisionOffline();
    try {
      expect(screen.queryByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) })).toBeNull();
      expect(screen.queryByRole("alert")).toBeNull();
      // Nothing was sent offline; a reload (still offline) still shows it waiting.
      expect(apiCalls().filter((call) => call.path === CONFIRMATION_URLS.confirmations)).toEqual([]);
      await openSheet();
      await waitFor(() => expect(screen.getByRole("status").textContent).toBe(REVISION_VIEW_TEXTS.waitingToSend(1)));
      expect(server.confirmed.size).toBe(0);
    } finally {
      offline.mockRestore();
    }
    window.dispatchEvent(new Event("online"));
    expect(await screen.findByText(/^Confirmed REV 1 · /)).toBeTruthy();
    expect([...server.confirmed.keys()]).toEqual([1]);
    expect(apiCalls().filter((call) => call.path === CONFIRMATION_URLS.confirmations)).toHaveLength(1);
    // Sent: nothing waits any more, after a reload either.
    await openSheet();
    expect(await screen.findByText("Confirmed REV 1")).toBeTruthy();
    expect(apiCalls().filter((call) => call.path === CONFIRMATION_URLS.confirmations)).toHaveLength(1);
  });

  it("should keep Ana's waiting confirmation when Bob signed in on this device meanwhile (409 otherReader), record nothing as Bob, and read the page as Bob", async () => {
    let bobSignedIn = false;
    const bob = { ...checkAuth("viewer"), email: "bob@example.com" };
    const server = await openFirstRevision("viewer", (api) => (call) => {
      if (!bobSignedIn) return api(call);
      if (call.path === `/api/check-call-sheet-auth/${SHEET_ID}`) return { body: bob };
      const asReader = (call.body as { asReader?: string } | undefined)?.asReader;
      if (call.method === "POST" && call.path === CONFIRMATION_URLS.confirmations && asReader !== bob.email) {
        return { status: 409, body: { message: CONFIRMATION_MESSAGES.otherReader(asReader ?? ""), reason: "otherReader" } };
      }
      return api(call);
    });
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      await userEvent.click(screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) }));
      expect((await screen.findByRole("status")).textContent).toBe(REVISION_VIEW_TEXTS.waitingToSend(1));
      // Bob opens his own link in another tab of this phone: the session now reads as him.
      bobSignedIn = true;
    } finally {
      offline.mockRestore();
    }
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(apiCalls().filter((call) => call.path === CONFIRMATION_URLS.confirmations).map((call) => call.body)).toEqual([{ callSheetId: SHEET_ID, revision: 1, asReader: "ana@example.com" }]));
    // The page asks again whom it reads as, and shows Bob his own Confirm; Ana's waits for her.
    expect(await screen.findByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) })).toBeTruthy();
    expect(server.confirmed.size).toBe(0);
    expect(pendingConfirmation(String(SHEET_ID), "ana@example.com")).toBe(1);
    expect(pendingConfirmation(String(SHEET_ID), "bob@example.com")).toBeNull();
  });

  it("should not send a confirmation that another tab forgot while this one waited offline", async () => {
    const { server, offline } = await confirmFirstRevisionOffline();
    try {
      // 'Forget this sheet' in another tab: the kept Confirm leaves this browser's storage, and this tab hears it.
      window.localStorage.clear();
      window.dispatchEvent(new StorageEvent("storage", { key: null }));
    } finally {
      offline.mockRestore();
    }
    window.dispatchEvent(new Event("online"));
    expect(await screen.findByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(apiCalls().filter((call) => call.path === CONFIRMATION_URLS.confirmations)).toEqual([]);
    expect(server.confirmed.size).toBe(0);
  });

  it("should keep a confirmation that got no answer as 'Waiting to send' and send it again (the server records it once)", async () => {
    let reachable = false;
    const server = await openFirstRevision("viewer", (api) => (call) => (call.method === "POST" && !reachable ? "drop" : api(call)));
    await userEvent.click(screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(REVISION_VIEW_TEXTS.waitingToSend(1)));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(server.confirmed.size).toBe(0);
    reachable = true;
    window.dispatchEvent(new Event("online"));
    expect(await screen.findByText(/^Confirmed REV 1 · /)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("should say a confirmation made offline was not sent, and keep the button, when this device will not keep it", async () => {
    const server = await openFirstRevision();
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const full = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    try {
      await userEvent.click(screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) }));
      expect((await screen.findByRole("alert")).textContent).toBe(REVISION_VIEW_TEXTS.notSentOffline);
      expect(screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) })).toBeTruthy();
    } finally {
      full.mockRestore();
      offline.mockRestore();
    }
    expect(server.confirmed.size).toBe(0);
  });

  /** Offline (the browser says so, react-query hears it), 'I have read revision 1' kept, REV 2 published meanwhile. */
  async function confirmedOfflineThenRev2(wrap?: Parameters<typeof openFirstRevision>[1]) {
    const server = await openFirstRevision("viewer", wrap);
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    window.dispatchEvent(new Event("offline"));
    try {
      await userEvent.click(screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) }));
      await waitFor(() => expect(screen.getByRole("status").textContent).toBe(REVISION_VIEW_TEXTS.waitingToSend(1)));
    } finally {
      offline.mockRestore();
    }
    server.nextChanges = [CALL_TIME];
    await producer("PATCH", `/api/call-sheets/${SHEET_ID}`, { shootingTime: "06:00" });
    server.publish();
    return server;
  }

  it("should say, beside REV 2's Confirm, that a confirmation of REV 1 kept offline was not sent once REV 2 came out", async () => {
    const server = await confirmedOfflineThenRev2();
    window.dispatchEvent(new Event("online"));
    // Whichever comes first (the sheet fetched again on reconnect, or REV 1's confirmation refused with a
    // 409), the page shows REV 2 and says REV 1's confirmation was not recorded, beside the new Confirm.
    const confirm2 = await screen.findByRole("button", { name: REVISION_VIEW_TEXTS.confirm(2) }, { timeout: 15_000 });
    const group = confirm2.closest<HTMLElement>("[role=group]")!;
    expect(group.getAttribute("aria-label")).toBe(REVISION_VIEW_TEXTS.confirmationLabel);
    expect(within(group).getByRole("alert").textContent).toBe(REVISION_VIEW_TEXTS.notSentSuperseded(1, 2));
    expect(server.confirmed.size).toBe(0);
    expect(window.localStorage.length).toBe(0);
    // Confirming REV 2 ends it.
    await userEvent.click(confirm2);
    expect(await screen.findByText(/^Confirmed REV 2 · /)).toBeTruthy();
    expect(screen.queryByText(REVISION_VIEW_TEXTS.notSentSuperseded(1, 2))).toBeNull();
    expect([...server.confirmed.keys()]).toEqual([2]);
  });

  it("should say it too when REV 1's confirmation is refused (409) before the page loads REV 2", async () => {
    // Once REV 2 is out, the sheet's answer waits until REV 1's confirmation was answered (refused): the 409 comes first.
    let refused: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (refused = resolve));
    let rev2Out = false;
    const server = await confirmedOfflineThenRev2((handler) => async (call) => {
      if (rev2Out && call.path === "/api/get-call-sheet") await answered;
      const answer = handler(call);
      if (call.path === CONFIRMATION_URLS.confirmations) setTimeout(refused, 50);
      return answer;
    });
    rev2Out = true;
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(apiCalls().some((call) => call.path === CONFIRMATION_URLS.confirmations)).toBe(true));
    const confirm2 = await screen.findByRole("button", { name: REVISION_VIEW_TEXTS.confirm(2) }, { timeout: 15_000 });
    expect(within(confirm2.closest<HTMLElement>("[role=group]")!).getByRole("alert").textContent).toBe(REVISION_VIEW_TEXTS.notSentSuperseded(1, 2));
    expect(server.confirmed.size).toBe(0);
    expect(window.localStorage.length).toBe(0);
  });

  it("should show the ended screen when the invitation ended before the confirmation", async () => {
    await openFirstRevision("viewer", (api) => (call) => (call.method === "POST" ? invitationEnded("revoked") : api(call)));
    await userEvent.click(screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) }));
    expect(await screen.findByRole("link", { name: /mila@studio\.example/ })).toBeTruthy();
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("should drop a confirmation waiting on this device, and the sheet's offline copy, when the invitation ends while the page is open", async () => {
    const { server, end } = await openFirstRevisionThatEnds();
    // The copies the worker keeps: this sheet's and another one's.
    const copies = stubCaches();
    const cache = await caches.open(ON_SET_CONSTANTS.sheetCache);
    for (const id of [String(SHEET_ID), "8"]) await cache.put(copyKey(location.origin, id), new Response("<html></html>"));
    keepConfirmation("8", "ana@example.com", 1); // another sheet's: not this invitation's
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      await userEvent.click(screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) }));
      await waitFor(() => expect(screen.getByRole("status").textContent).toBe(REVISION_VIEW_TEXTS.waitingToSend(1)));
      expect(pendingConfirmation(String(SHEET_ID), "ana@example.com")).toBe(1);
      // Revoked meanwhile: the sheet fetched again on the way back is a 410.
      end();
      document.dispatchEvent(new Event("visibilitychange"));
      expect(await screen.findByRole("link", { name: /mila@studio\.example/ }, { timeout: 15_000 })).toBeTruthy();
    } finally {
      offline.mockRestore();
    }
    await waitFor(() => expect(pendingConfirmation(String(SHEET_ID), "ana@example.com")).toBeNull());
    expect(pendingConfirmation("8", "ana@example.com")).toBe(1);
    expect(server.confirmed.size).toBe(0);
    // Gone at once, not at the next load the worker answers.
    await waitFor(() => expect(copies.urls(ON_SET_CONSTANTS.sheetCache)).toEqual([copyKey(location.origin, "8")]));
  });

  it("should keep a waiting confirmation for a session without the grant, and drop it when the page opens to an ended invitation", async () => {
    const server = collaboratorApi();
    server.publish();
    keepConfirmation(String(SHEET_ID), "ana@example.com", 1);
    let grant: "none" | "ended" = "none";
    await serve((call) => {
      if (grant === "ended") return invitationEnded("expired");
      if (call.path === `/api/check-call-sheet-auth/${SHEET_ID}`) return { body: checkAuth(null, false) };
      return call.path === "/api/get-call-sheet" ? { status: 401, body: { message: "Not authenticated" } } : server.handler(call);
    });
    // Signed out or expired (the portal server's `none`): the same reader may sign in again and send it.
    openPage();
    expect(await screen.findByRole("heading", { name: SHARING_TEXTS.loginTitle }, { timeout: 10_000 })).toBeTruthy();
    expect(pendingConfirmation(String(SHEET_ID), "ana@example.com")).toBe(1);
    // Ended (`ended`): it can never be recorded.
    grant = "ended";
    openPage();
    expect(await screen.findByRole("link", { name: /mila@studio\.example/ }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(pendingConfirmation(String(SHEET_ID), "ana@example.com")).toBeNull());
  });

  it("should drop the waiting confirmation of whom the login form's right credentials name when they meet an ended invitation (410), and keep another reader's", async () => {
    const server = collaboratorApi();
    server.publish();
    // Ana's Confirm waits on this phone (her session lapsed); Bob, revoked, signs in here.
    keepConfirmation(String(SHEET_ID), "ana@example.com", 1);
    keepConfirmation(String(SHEET_ID), "bob@example.com", 1);
    await serve((call) => {
      if (call.path === `/api/check-call-sheet-auth/${SHEET_ID}`) return { body: checkAuth(null, false) };
      if (call.path === "/api/validate-call-sheet-credentials") return invitationEnded("revoked");
      return call.path === "/api/get-call-sheet" ? { status: 401, body: { message: "Not authenticated" } } : server.handler(call);
    });
    openPage();
    await screen.findByRole("heading", { name: SHARING_TEXTS.loginTitle }, { timeout: 10_000 });
    await userEvent.type(screen.getByLabelText(SHARING_TEXTS.loginEmail), " Bob@Example.com");
    await userEvent.type(screen.getByLabelText(SHARING_TEXTS.loginPassword), "the-right-password");
    await userEvent.click(screen.getByRole("button", { name: SHARING_TEXTS.logIn }));
    expect(await screen.findByRole("link", { name: /mila@studio\.example/ }, { timeout: 10_000 })).toBeTruthy();
    // The ended screen, and nothing of his left on the phone (typed as the API compares e-mails); Ana's
    // waits for her own sign-in.
    await waitFor(() => expect(pendingConfirmation(String(SHEET_ID), "bob@example.com")).toBeNull());
    expect(pendingConfirmation(String(SHEET_ID), "ana@example.com")).toBe(1);
  });

  it("should offer the collaborator's calendar event, and show the admin neither Confirm nor the calendar", async () => {
    await openFirstRevision();
    const calendar = screen.getByRole("link", { name: REVISION_VIEW_TEXTS.addToCalendarLabel(1) });
    expect(calendar.getAttribute("href")).toBe(CONFIRMATION_URLS.calendar(SHEET_ID));
    expect(calendar.hasAttribute("download")).toBe(true);

    await serve((call) => {
      if (call.path === `/api/check-call-sheet-auth/${SHEET_ID}`) return { body: checkAuth(null, true, true) };
      if (call.path === "/api/get-call-sheet") return { body: { ...sharedSheet(null, true), revision: { number: 2, publishedAt: "2026-06-02T09:00:00.000Z", note: "" } } };
      if (call.path === "/api/call-sheet-comments") return { body: { comments: [], nextCursor: null, counts: {}, total: 0 } };
      if (call.path === `/api/call-sheet-shares/${SHEET_ID}`) return { body: { shares: [], accessLog: [], latestRevision: null, confirmed: 0, total: 0, automaticReminder: { hoursBefore: null, dueAt: null, sentAt: null, remindedCount: null } } };
      return undefined;
    });
    await openSheet();
    expect(screen.getByRole("link", { name: "Back to Edit" })).toBeTruthy();
    expect(screen.queryByRole("group", { name: REVISION_VIEW_TEXTS.confirmationLabel })).toBeNull();
    expect(screen.queryByRole("button", { name: /^I have read revision/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /^Add the shoot to your calendar/ })).toBeNull();
  });
});
