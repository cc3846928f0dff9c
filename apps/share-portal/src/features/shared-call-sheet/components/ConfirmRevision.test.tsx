import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTH_MESSAGES } from "@repo/contracts/auth/messages";
import { CONFIRMATION_URLS } from "@repo/contracts/sharing/confirmations";
import { ON_SET_TEXTS } from "@repo/contracts/sharing/onSetTexts";
import { REVISION_VIEW_TEXTS } from "@repo/contracts/sharing/revisionViewTexts";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import type { ApiCall, ApiAnswer } from "@repo/ui/loopbackApi";
import { renderRoutes } from "@repo/ui/testing";
import { PortalFrame } from "../../../app/PortalFrame.tsx";
import { checkAuth, SHEET_ID } from "../../../testing/sharedViewFixtures.ts";
import { pendingConfirmation } from "../api/confirmations.ts";
import { SharedCallSheetPage } from "../SharedCallSheetPage.tsx";
import { apiCalls, collaboratorApi, openFirstRevision, SHEET_PATH, serve, setUpRevisionPages } from "../SharedCallSheetPage.revisions.fixture.tsx";

// Confirm and the session (docs/on-set.md, "Signing out, and a Confirm made offline"): a session gone while a
// Confirm waited (it lapsed over a long day offline) or when it is pressed is no refusal of the confirmation.

setUpRevisionPages();

const ANA = "ana@example.com";
const confirmations = () => apiCalls().filter((call) => call.path === CONFIRMATION_URLS.confirmations);

/**
 * Ana's session as the API keeps it: `lapse()` ends it (check-auth says no grant, every call of hers 401, as
 * the real API answers after 12 h); the login form's right password starts a new one.
 */
function lapsingSession() {
  const session = { alive: true, lapse: () => void (session.alive = false) };
  const wrap = (api: (call: ApiCall) => ApiAnswer | undefined) => (call: ApiCall) => {
    if (call.method === "POST" && call.path === "/api/validate-call-sheet-credentials") {
      session.alive = true;
      return { body: { role: "viewer", callSheetId: SHEET_ID } };
    }
    if (session.alive) return api(call);
    if (call.path === `/api/check-call-sheet-auth/${SHEET_ID}`) return { body: checkAuth(null, false) };
    return { status: 401, body: { message: AUTH_MESSAGES.notAuthenticated } };
  };
  return { session, wrap };
}

async function signInAgain() {
  await userEvent.type(screen.getByLabelText(SHARING_TEXTS.loginEmail), ANA);
  await userEvent.type(screen.getByLabelText(SHARING_TEXTS.loginPassword), "Hx7kP2mQ9wTz");
  await userEvent.click(screen.getByRole("button", { name: SHARING_TEXTS.logIn }));
}

describe("ConfirmRevision, a session that ended", { timeout: 40_000 }, () => {
  it("should keep a Confirm made offline when the session lapsed meanwhile (401), show the sign-in form, and send it once signed in again", async () => {
    const { session, wrap } = lapsingSession();
    const server = await openFirstRevision("viewer", wrap);
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      await userEvent.click(screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) }));
      expect((await screen.findByRole("status")).textContent).toBe(REVISION_VIEW_TEXTS.waitingToSend(1));
      // A long day offline: the 12 h session lapses.
      session.lapse();
    } finally {
      offline.mockRestore();
    }
    window.dispatchEvent(new Event("online"));

    // The 401 is no refusal: the sign-in form says the session ended, the Confirm still waits for Ana.
    expect(await screen.findByRole("heading", { name: SHARING_TEXTS.loginTitle }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(ON_SET_TEXTS.sessionEndedSignIn)).toBeTruthy();
    expect(screen.queryByText(/Not sent/)).toBeNull();
    expect(screen.queryByText(new RegExp(AUTH_MESSAGES.notAuthenticated))).toBeNull();
    expect(confirmations()).toHaveLength(1);
    expect(pendingConfirmation(String(SHEET_ID), ANA)).toBe(1);
    expect(server.confirmed.size).toBe(0);

    await signInAgain();
    expect(await screen.findByText(/^Confirmed REV 1 · /, undefined, { timeout: 10_000 })).toBeTruthy();
    expect([...server.confirmed.keys()]).toEqual([1]);
    expect(pendingConfirmation(String(SHEET_ID), ANA)).toBeNull();
  });

  it("should show the sign-in form for Confirm pressed online after the session ended (401), keeping it, not an error at every press", async () => {
    const { session, wrap } = lapsingSession();
    const server = await openFirstRevision("viewer", wrap);
    session.lapse();
    await userEvent.click(screen.getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) }));

    expect(await screen.findByRole("heading", { name: SHARING_TEXTS.loginTitle }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(ON_SET_TEXTS.sessionEndedSignIn)).toBeTruthy();
    expect(pendingConfirmation(String(SHEET_ID), ANA)).toBe(1);
    // Pressed once, sent once: no second try against a session that is gone.
    expect(confirmations()).toHaveLength(1);

    await signInAgain();
    expect(await screen.findByText(/^Confirmed REV 1 · /, undefined, { timeout: 10_000 })).toBeTruthy();
    expect([...server.confirmed.keys()]).toEqual([1]);
  });
});

describe("ConfirmRevision, the offline copy", { timeout: 40_000 }, () => {
  // The service worker as the page talks to it (offline/startOffline.ts keepCopyOf): what it is asked to store.
  const messages: Array<{ type?: string }> = [];
  const asked = () => messages.filter((message) => message.type === "store-copy");
  afterEach(() => {
    messages.length = 0;
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it("should have the worker store the sheet again once Confirm is recorded online, so the copy reads 'Confirmed REV 1'", async () => {
    const registration = { active: { postMessage: (message: { type?: string }) => void messages.push(message) } };
    Object.defineProperty(navigator, "serviceWorker", {
      configurable: true,
      value: { controller: null, register: async () => registration, ready: Promise.resolve(registration) },
    });
    const server = collaboratorApi();
    server.publish();
    await serve(server.handler);
    cleanup();
    renderRoutes([{ element: <PortalFrame />, children: [{ path: "/shared-call-sheet/:id", element: <SharedCallSheetPage /> }] }], SHEET_PATH);
    const group = await screen.findByRole("group", { name: REVISION_VIEW_TEXTS.confirmationLabel }, { timeout: 10_000 });
    // The first answer (a page that did not come through the worker) is stored once.
    await waitFor(() => expect(asked()).toEqual([{ type: "store-copy", callSheetId: String(SHEET_ID) }]));

    await userEvent.click(within(group).getByRole("button", { name: REVISION_VIEW_TEXTS.confirm(1) }));
    expect(await within(group).findByText(/^Confirmed REV 1 · /)).toBeTruthy();
    // The sheet's answer now says REV 1 is confirmed: a copy that holds the old one is stored again.
    await waitFor(() => expect(asked()).toHaveLength(2));
    expect(asked()[1]).toEqual({ type: "store-copy", callSheetId: String(SHEET_ID) });
  });
});
