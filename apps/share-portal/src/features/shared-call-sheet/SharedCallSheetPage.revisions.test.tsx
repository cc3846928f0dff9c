import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RevisionChange } from "@repo/contracts/callSheets/schemas/revisions";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { CONFIRMATION_MESSAGES, CONFIRMATION_URLS } from "@repo/contracts/sharing/confirmations";
import { REVISION_VIEW_TEXTS } from "@repo/contracts/sharing/revisionViewTexts";
import type { SharedCallSheet } from "@repo/contracts/sharing/schemas";
import { renderRoutes } from "@repo/ui/testing";
import { startLoopbackApi, type ApiAnswer, type ApiCall } from "@repo/ui/loopbackApi";
import { invitationEnded } from "../../testing/liveInvitation.ts";
import { checkAuth, SHEET_ID, sharedSheet } from "../../testing/sharedViewFixtures.ts";
import { clearToasts } from "../../testing/toasts.ts";
import { forgetChangesReadCookie } from "./lib/changesRead.ts";
import { SharedCallSheetPage } from "./SharedCallSheetPage.tsx";

// Issue 25 on the shared view: what changed since the collaborator's last revision comes first, the changed
// sections are marked, Confirm ('I have read revision N') is recorded by the server, 'Add to calendar'.

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
/** This browser forgets which list it closed (the cookie of lib/changesRead.ts): another device, as far as the page knows. */
const forgetClosedList = () => void (document.cookie = forgetChangesReadCookie(SHEET_ID));
beforeEach(() => {
  vi.stubGlobal("matchMedia", () => ({ matches: true }));
  // The document at the sheet's address, as in the browser: the closed list's cookie is scoped to it.
  window.history.replaceState(null, "", SHEET_PATH);
});
afterEach(async () => {
  clearToasts();
  window.localStorage.clear();
  forgetClosedList();
  window.history.replaceState(null, "", "/");
  await api?.close();
  api = undefined;
});

const routes = [{ path: "/shared-call-sheet/:id", element: <SharedCallSheetPage /> }];
const SHEET_PATH = `/shared-call-sheet/${SHEET_ID}`;

const CALL_TIME: RevisionChange = { section: "location", field: "shootingTime", kind: "changed", itemId: null, text: "Call time 06:30 -> 06:00" };
const SCENE_MOVED: RevisionChange = { section: "scenes", field: "sceneSchedule", kind: "moved", itemId: 3, text: "Scene 'Rooftop' moved before 'Studio'" };

type Revision = { number: number; publishedAt: string; note: string; snapshot: CallSheet; changes: RevisionChange[] };

/**
 * The API of one collaborator's session, with the state the real one keeps: the producer's draft, the
 * published revisions (snapshots of the draft), which revisions this collaborator opened and confirmed. Like
 * services/api, the sheet answers the latest revision and the changes since the newest older revision the
 * collaborator opened, records the opening, and refuses to confirm anything but the latest. The lines of
 * what changed are the test's (`nextChanges`): the diff itself is the API's, tested there.
 */
function collaboratorApi(role: "viewer" | "commenter" = "viewer") {
  const base = sharedSheet(role);
  const server = {
    draft: { ...base.callSheet } as CallSheet,
    revisions: [] as Revision[],
    opened: new Set<number>(),
    confirmed: new Map<number, string>(),
    nextChanges: [] as RevisionChange[],
    publish(note = "") {
      const number = server.revisions.length + 1;
      const publishedAt = new Date(Date.UTC(2026, 5, number, 9)).toISOString();
      server.revisions.push({ number, publishedAt, note, snapshot: { ...server.draft }, changes: number === 1 ? [] : server.nextChanges });
      return server.revisions.at(-1)!;
    },
    latest: () => server.revisions.at(-1)!,
    reading(): SharedCallSheet {
      const latest = server.latest();
      const before = Math.max(0, ...[...server.opened].filter((number) => number < latest.number));
      server.opened.add(latest.number);
      const changes = before ? server.revisions.filter((revision) => revision.number > before).flatMap((revision) => revision.changes) : [];
      return {
        ...base,
        callSheet: latest.snapshot,
        revision: { number: latest.number, publishedAt: latest.publishedAt, note: latest.note },
        changes,
        changedSince: before || null,
        confirmedRevision: server.confirmed.size ? Math.max(...server.confirmed.keys()) : null,
      };
    },
    handler: (call: ApiCall): ApiAnswer | undefined => {
      if (call.path === `/api/check-call-sheet-auth/${SHEET_ID}`) return { body: checkAuth(role) };
      if (call.path === "/api/get-call-sheet") return { body: server.reading() };
      if (call.path === "/api/call-sheet-comments") return { body: { comments: [], nextCursor: null, counts: {}, total: 0 } };
      // The producer's calls (another session in reality): an edit of the draft, a publish.
      if (call.method === "PATCH" && call.path === `/api/call-sheets/${SHEET_ID}`) {
        Object.assign(server.draft, call.body);
        return { body: server.draft };
      }
      if (call.method === "POST" && call.path === `/api/call-sheets/${SHEET_ID}/revisions`) {
        const published = server.publish((call.body as { note?: string } | undefined)?.note);
        return { status: 201, body: { number: published.number, publishedAt: published.publishedAt, changes: published.changes } };
      }
      if (call.method === "POST" && call.path === CONFIRMATION_URLS.confirmations) {
        const { revision } = call.body as { callSheetId: number; revision: number };
        if (revision !== server.latest().number) return { status: 409, body: { message: CONFIRMATION_MESSAGES.notLatest(server.latest().number) } };
        const confirmedAt = server.confirmed.get(revision) ?? new Date().toISOString();
        server.confirmed.set(revision, confirmedAt);
        return { status: 201, body: { revision, confirmedAt } };
      }
      return undefined;
    },
  };
  return server;
}

/** The producer's side, over HTTP to the same API: an edit of the draft, then (optionally) a publish. */
async function producer(method: "PATCH" | "POST", path: string, body: unknown) {
  const response = await fetch(path, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  expect(response.ok).toBe(true);
}

/** Opens the shared view (again: a reload is a new page with a new query cache) and waits for the sheet. */
async function openSheet() {
  cleanup();
  renderRoutes(routes, SHEET_PATH);
  expect(await screen.findByRole("article", {}, { timeout: 10_000 })).toBeTruthy();
}

/** A collaborator who opened REV 1, after which the producer moved the call time and a scene and published REV 2. */
async function afterSecondPublish() {
  const server = collaboratorApi();
  server.publish();
  api = await startLoopbackApi(server.handler);
  await openSheet();
  expect(screen.queryByRole("region", { name: /^What changed/ })).toBeNull();
  expect(screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) })).toBeTruthy();
  server.nextChanges = [CALL_TIME, SCENE_MOVED];
  await producer("PATCH", `/api/call-sheets/${SHEET_ID}`, { shootingTime: "06:00" });
  await producer("POST", `/api/call-sheets/${SHEET_ID}/revisions`, { note: "Call time moved for the rain" });
  return server;
}

const changesPanel = () => screen.findByRole("region", { name: REVISION_VIEW_TEXTS.changesTitle(1) }, { timeout: 10_000 });

// The first test of a file pays for compiling the whole document tree (several seconds on this machine).
describe("SharedCallSheetPage, what changed since the collaborator's last revision", { timeout: 40_000 }, () => {
  it("should show the changes of REV 2 first, by section with links, focused, with the sections marked; not again once closed and reloaded; never the draft", async () => {
    const server = await afterSecondPublish();
    // The producer goes on editing: a draft nobody published.
    await producer("PATCH", `/api/call-sheets/${SHEET_ID}`, { shootingTitle: "Draft title nobody published" });

    await openSheet();
    const panel = await changesPanel();
    expect(document.activeElement).toBe(panel);
    // Before the document, in the document's order of sections, each a link to its section.
    expect(panel.compareDocumentPosition(screen.getByRole("article")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(panel).getByText(REVISION_VIEW_TEXTS.changesIntro(2))).toBeTruthy();
    expect(within(panel).getByText("Call time moved for the rain")).toBeTruthy();
    const links = within(panel).getAllByRole("link");
    expect(links.map((link) => [link.getAttribute("aria-label"), link.getAttribute("href")])).toEqual([
      ["Time, Date and Location, 1 change", "#location"],
      ["Shooting Agenda, 1 change", "#scenes"],
    ]);
    expect(within(links[0]!.closest("li")!).getByText(CALL_TIME.text)).toBeTruthy();
    expect(within(links[1]!.closest("li")!).getByText(SCENE_MOVED.text)).toBeTruthy();
    // The document marks the changed sections, and only those.
    expect(document.getElementById("scenes")?.hasAttribute("data-changed")).toBe(true);
    expect(document.getElementById("team")?.hasAttribute("data-changed")).toBe(false);
    // REV 2 as published: not the draft edited after it.
    expect(screen.queryByText("Draft title nobody published")).toBeNull();
    expect(screen.getAllByText(server.revisions[1]!.snapshot.shootingTitle).length).toBeGreaterThan(0);

    await userEvent.click(within(panel).getByRole("button", { name: REVISION_VIEW_TEXTS.dismissChangesLabel }));
    expect(screen.queryByRole("region", { name: REVISION_VIEW_TEXTS.changesTitle(1) })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("main"));
    // Remembered where the portal server reads it too: a cookie of this sheet's address.
    expect(document.cookie).toContain("revisionChangesRead=2");

    // Reloaded: the server still answers the changes since REV 1 (the newest older one opened), the page
    // knows they were read and shows them no more; the sections stay marked.
    await openSheet();
    await waitFor(() => expect(document.getElementById("scenes")?.hasAttribute("data-changed")).toBe(true));
    expect(screen.queryByRole("region", { name: /^What changed/ })).toBeNull();
    expect(screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(2) })).toBeTruthy();
  });

  it("should keep the list on screen after Confirm, and show none on another device to a collaborator who confirmed REV 2", async () => {
    const server = await afterSecondPublish();
    await openSheet();
    const panel = await changesPanel();
    await userEvent.click(screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(2) }));
    expect(await screen.findByText(/^Confirmed REV 2 · /)).toBeTruthy();
    // Confirming does not take the list away from under the reader.
    expect(panel.isConnected).toBe(true);
    // Another device: nothing remembered here, but the server says REV 2 is confirmed, i.e. read.
    forgetClosedList();
    await openSheet();
    expect(await screen.findByText(REVISION_VIEW_TEXTS.confirmed(2, null))).toBeTruthy();
    expect(screen.queryByRole("region", { name: /^What changed/ })).toBeNull();
    expect(server.opened).toEqual(new Set([1, 2]));
  });

  it("should let a keyboard alone read the changes, jump to a section and confirm", async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      await afterSecondPublish();
      await openSheet();
      const panel = await changesPanel();
      expect(document.activeElement).toBe(panel);
      await userEvent.tab();
      expect(document.activeElement).toBe(within(panel).getByRole("button", { name: REVISION_VIEW_TEXTS.dismissChangesLabel }));
      await userEvent.tab();
      expect(document.activeElement?.getAttribute("aria-label")).toBe("Time, Date and Location, 1 change");
      await userEvent.keyboard("{Enter}");
      expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById("location"));
      expect(document.activeElement).toBe(document.getElementById("location"));

      // From the top of the page the bar comes first: Add to calendar, then Confirm.
      (document.activeElement as HTMLElement).blur();
      const confirm = screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(2) });
      for (let step = 0; step < 8 && document.activeElement !== confirm; step += 1) await userEvent.tab();
      expect(document.activeElement).toBe(confirm);
      await userEvent.keyboard("{Enter}");
      const confirmed = await screen.findByText(/^Confirmed REV 2 · /);
      // The button went; the focus is on what replaced it, not lost to the page.
      await waitFor(() => expect(document.activeElement).toBe(confirmed));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});

describe("SharedCallSheetPage, Confirm", { timeout: 40_000 }, () => {
  it("should record 'I have read revision 1' with the server and show it confirmed after a reload", async () => {
    const server = collaboratorApi();
    server.publish();
    api = await startLoopbackApi(server.handler);
    await openSheet();
    const group = screen.getByRole("group", { name: REVISION_VIEW_TEXTS.confirmationLabel });
    await userEvent.click(within(group).getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) }));
    expect((await within(group).findByRole("status")).textContent).toMatch(/^Confirmed REV 1 · \d{1,2} \w{3}, \d{2}:\d{2}$/);
    expect(within(group).queryByRole("button")).toBeNull();
    expect(api.calls.filter((call) => call.method === "POST").map((call) => [call.path, call.body])).toEqual([[CONFIRMATION_URLS.confirmations, { callSheetId: SHEET_ID, revision: 1 }]]);

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
    const server = collaboratorApi();
    server.publish();
    api = await startLoopbackApi(server.handler);
    await openSheet();
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      await userEvent.click(screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) }));
      expect((await screen.findByRole("status")).textContent).toBe(REVISION_VIEW_TEXTS.waitingToSend(1));
      expect(screen.queryByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) })).toBeNull();
      expect(screen.queryByRole("alert")).toBeNull();
      // Nothing was sent offline; a reload (still offline) still shows it waiting.
      expect(api.calls.filter((call) => call.path === CONFIRMATION_URLS.confirmations)).toEqual([]);
      await openSheet();
      await waitFor(() => expect(screen.getByRole("status").textContent).toBe(REVISION_VIEW_TEXTS.waitingToSend(1)));
      expect(server.confirmed.size).toBe(0);
    } finally {
      offline.mockRestore();
    }
    window.dispatchEvent(new Event("online"));
    expect(await screen.findByText(/^Confirmed REV 1 · /)).toBeTruthy();
    expect([...server.confirmed.keys()]).toEqual([1]);
    expect(api.calls.filter((call) => call.path === CONFIRMATION_URLS.confirmations)).toHaveLength(1);
    // Sent: nothing waits any more, after a reload either.
    await openSheet();
    expect(await screen.findByText("Confirmed REV 1")).toBeTruthy();
    expect(api.calls.filter((call) => call.path === CONFIRMATION_URLS.confirmations)).toHaveLength(1);
  });

  it("should keep a confirmation that got no answer as 'Waiting to send' and send it again (the server records it once)", async () => {
    const server = collaboratorApi();
    server.publish();
    let reachable = false;
    api = await startLoopbackApi((call) => (call.method === "POST" && !reachable ? "drop" : server.handler(call)));
    await openSheet();
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
    const server = collaboratorApi();
    server.publish();
    api = await startLoopbackApi(server.handler);
    await openSheet();
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
  async function confirmedOfflineThenRev2(wrap = (handler: (call: ApiCall) => ApiAnswer | undefined) => handler as (call: ApiCall) => ApiAnswer | undefined | Promise<ApiAnswer | undefined>) {
    const server = collaboratorApi();
    server.publish();
    api = await startLoopbackApi(wrap(server.handler));
    await openSheet();
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
    await waitFor(() => expect(api!.calls.some((call) => call.path === CONFIRMATION_URLS.confirmations)).toBe(true));
    const confirm2 = await screen.findByRole("button", { name: REVISION_VIEW_TEXTS.confirm(2) }, { timeout: 15_000 });
    expect(within(confirm2.closest<HTMLElement>("[role=group]")!).getByRole("alert").textContent).toBe(REVISION_VIEW_TEXTS.notSentSuperseded(1, 2));
    expect(server.confirmed.size).toBe(0);
    expect(window.localStorage.length).toBe(0);
  });

  it("should show the ended screen when the invitation ended before the confirmation", async () => {
    const server = collaboratorApi();
    server.publish();
    api = await startLoopbackApi((call) => (call.method === "POST" ? invitationEnded("revoked") : server.handler(call)));
    await openSheet();
    await userEvent.click(screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) }));
    expect(await screen.findByRole("link", { name: /mila@studio\.example/ })).toBeTruthy();
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("should offer the collaborator's calendar event, and show the admin neither Confirm nor the calendar", async () => {
    const server = collaboratorApi();
    server.publish();
    api = await startLoopbackApi(server.handler);
    await openSheet();
    const calendar = screen.getByRole("link", { name: REVISION_VIEW_TEXTS.addToCalendarLabel(1) });
    expect(calendar.getAttribute("href")).toBe(CONFIRMATION_URLS.calendar(SHEET_ID));
    expect(calendar.hasAttribute("download")).toBe(true);
    await api.close();

    api = await startLoopbackApi((call) => {
      if (call.path === `/api/check-call-sheet-auth/${SHEET_ID}`) return { body: checkAuth(null, true, true) };
      if (call.path === "/api/get-call-sheet") return { body: { ...sharedSheet(null, true), revision: { number: 2, publishedAt: "2026-06-02T09:00:00.000Z", note: "" } } };
      if (call.path === "/api/call-sheet-comments") return { body: { comments: [], nextCursor: null, counts: {}, total: 0 } };
      if (call.path === `/api/call-sheet-shares/${SHEET_ID}`) return { body: { shares: [], accessLog: [], latestRevision: null, confirmed: 0, total: 0, automaticReminder: { hoursBefore: null, dueAt: null, sentAt: null } } };
      return undefined;
    });
    await openSheet();
    expect(screen.getByRole("link", { name: "Back to Edit" })).toBeTruthy();
    expect(screen.queryByRole("group", { name: REVISION_VIEW_TEXTS.confirmationLabel })).toBeNull();
    expect(screen.queryByRole("button", { name: /^I have read revision/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /^Add the shoot to your calendar/ })).toBeNull();
  });
});

describe("SharedCallSheetPage, the admin's live sheet", { timeout: 40_000 }, () => {
  /**
   * The admin's session: the live sheet (version `liveVersion`) and the latest published revision, REV 2,
   * whose snapshot has version 7 (publishing never changes the version, every edit does).
   */
  async function adminApi(liveVersion: number, liveCallTime: string) {
    const base = sharedSheet(null, true);
    const published = { ...base.callSheet, version: 7, shootingTime: "09:00" };
    api = await startLoopbackApi((call) => {
      if (call.path === `/api/check-call-sheet-auth/${SHEET_ID}`) return { body: checkAuth(null, true, true) };
      if (call.path === "/api/get-call-sheet")
        return { body: { ...base, callSheet: { ...base.callSheet, version: liveVersion, shootingTime: liveCallTime }, revision: { number: 2, publishedAt: "2026-06-02T09:00:00.000Z", note: "" } } };
      if (call.path === `/api/call-sheets/${SHEET_ID}/revisions/2`) return { body: { number: 2, publishedAt: "2026-06-02T09:00:00.000Z", publishedBy: "admin", note: "", callSheet: published } };
      if (call.path === "/api/call-sheet-comments") return { body: { comments: [], nextCursor: null, counts: {}, total: 0 } };
      if (call.path === `/api/call-sheet-shares/${SHEET_ID}`) return { body: { shares: [], accessLog: [], latestRevision: null, confirmed: 0, total: 0, automaticReminder: { hoursBefore: null, dueAt: null, sentAt: null } } };
      return undefined;
    });
  }

  it("should not label a draft edited after REV 2 as REV 2: no revision in the header, 'Draft, printed' on paper", async () => {
    await adminApi(8, "11:45");
    await openSheet();
    await waitFor(() => expect(api!.calls.some((call) => call.path === `/api/call-sheets/${SHEET_ID}/revisions/2`)).toBe(true));
    await waitFor(() => expect(screen.getAllByText(/11:45/).length).toBeGreaterThan(0));
    expect(screen.queryByText(/^REV 2/)).toBeNull();
    window.dispatchEvent(new Event("beforeprint"));
    expect(await screen.findByText(/^Draft, printed /)).toBeTruthy();
    expect(screen.queryByText(/^REV 2, printed /)).toBeNull();
  });

  it("should label the live sheet REV 2 when it was not edited since REV 2 was published", async () => {
    await adminApi(7, "09:00");
    await openSheet();
    expect(await screen.findByText("REV 2 · Jun 2, 2026")).toBeTruthy();
    window.dispatchEvent(new Event("beforeprint"));
    expect(await screen.findByText(/^REV 2, printed /)).toBeTruthy();
  });
});

describe("SharedCallSheetPage, a page left open while revisions are published", { timeout: 60_000 }, () => {
  const sheetReads = () => api!.calls.filter((call) => call.path === "/api/get-call-sheet").length;

  it("should show the newer revision, its changes and its Confirm when the page is shown again or focused, keeping a comment being typed", async () => {
    const server = collaboratorApi("commenter");
    server.publish();
    server.publish();
    api = await startLoopbackApi(server.handler);
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

  it("should keep the sheet on screen when fetching it again on the way back fails", async () => {
    const server = collaboratorApi();
    server.publish();
    let down = false;
    api = await startLoopbackApi((call) => (down && call.path === "/api/get-call-sheet" ? { status: 500, body: { message: "Database unavailable" } } : server.handler(call)));
    await openSheet();
    down = true;
    document.dispatchEvent(new Event("visibilitychange"));
    await waitFor(() => expect(api!.calls.filter((call) => call.path === "/api/get-call-sheet")).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole("article")).toBeTruthy();
    expect(screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) })).toBeTruthy();
  });
});
