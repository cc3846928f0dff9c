import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SERBIAN_OF_ENGLISH } from "@repo/contracts/common/messagesInSerbian";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { renderRoutes } from "@repo/ui/testing";
import { startLoopbackApi, type ApiHandler } from "@repo/ui/loopbackApi";
import { invitationEnded, liveInvitation, SHOOTING_TITLE } from "../../testing/liveInvitation.ts";
import { clearToasts } from "../../testing/toasts.ts";
import { AccessGatePage } from "./AccessGatePage.tsx";

// The gate's dead ends (issue 23 items 6 and 7): each says what happened and what to do, in Serbian.

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
afterEach(async () => {
  clearToasts();
  await api?.close();
  api = undefined;
});

async function renderGate(search: string, handler: ApiHandler = () => undefined) {
  api = await startLoopbackApi(liveInvitation(handler));
  vi.stubGlobal("matchMedia", () => ({ matches: false }));
  const routes = [
    { path: "/gate", element: <AccessGatePage token="tok123" /> },
    { path: "/shared-call-sheet/:id", element: <h1>Shared view</h1> },
  ];
  return renderRoutes(routes, `/gate${search}`).router;
}

async function submitPassword() {
  expect(await screen.findByText(SHOOTING_TITLE)).toBeTruthy();
  await userEvent.type(screen.getByLabelText(SHARING_TEXTS.gatePassword), "Hx7kP2mQ9wTz");
  await userEvent.click(screen.getByRole("button", { name: SHARING_TEXTS.gateButton }));
}

/** The ended screen in Serbian: why, and whom to ask, with their address to write to; no password form. */
function expectEndedInSerbian(reason: "revoked" | "expired") {
  const alert = screen.getByRole("alert");
  expect(within(alert).getByRole("heading", { name: SHARE_PORTAL_TEXTS.gateEndedTitle })).toBeTruthy();
  expect(alert.textContent).toContain(SHARE_PORTAL_TEXTS.gateEnded[reason](SHOOTING_TITLE));
  expect(alert.textContent).toContain(SHARE_PORTAL_TEXTS.gateEndedAsk);
  expect(alert.textContent).toContain("Mila Producer");
  expect(within(alert).getByRole("link", { name: "mila@studio.example" }).getAttribute("href")).toBe("mailto:mila@studio.example");
  expect(screen.queryByLabelText(SHARING_TEXTS.gatePassword)).toBeNull();
}

describe("AccessGatePage, dead ends", { timeout: 20_000 }, () => {
  it("should say a revoked invitation ended and whom to ask, instead of the password form", async () => {
    await renderGate("?email=ana%40example.com&id=7", ({ method, path }) => (method === "GET" && path === "/api/call-sheet-access/tok123" ? invitationEnded("revoked") : undefined));
    await screen.findByRole("heading", { name: SHARE_PORTAL_TEXTS.gateEndedTitle });
    expectEndedInSerbian("revoked");
  });

  it("should say an expired invitation ended, even when the link has lost its e-mail", async () => {
    await renderGate("", ({ method, path }) => (method === "GET" && path === "/api/call-sheet-access/tok123" ? invitationEnded("expired") : undefined));
    await screen.findByRole("heading", { name: SHARE_PORTAL_TEXTS.gateEndedTitle });
    expectEndedInSerbian("expired");
    expect(screen.queryByText(SHARING_TEXTS.gateDataMissing)).toBeNull();
  });

  it("should switch to the ended screen when the invitation ends between the preview and the password", async () => {
    await renderGate("?email=ana%40example.com", ({ method }) => (method === "POST" ? invitationEnded("revoked") : undefined));
    await submitPassword();
    await screen.findByRole("heading", { name: SHARE_PORTAL_TEXTS.gateEndedTitle });
    expectEndedInSerbian("revoked");
  });

  it("should say a bad token's link is not valid, not 'Nedostaju podaci za pristup', when the link has no e-mail", async () => {
    await renderGate("", ({ path }) => (path === "/api/call-sheet-access/tok123" ? { status: 404, body: { message: SHARING_MESSAGES.linkInvalid } } : undefined));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: SHARE_PORTAL_TEXTS.gateLinkInvalidTitle })).toBeTruthy();
    expect(alert.textContent).toContain(SHARE_PORTAL_TEXTS.gateLinkInvalid);
    expect(alert.textContent).not.toContain(SHARING_TEXTS.gateDataMissing);
  });

  it("should say the link is not valid when the access call does not know the token", async () => {
    await renderGate("?email=ana%40example.com", ({ method }) => (method === "POST" ? { status: 404, body: { message: SHARING_MESSAGES.linkInvalid } } : undefined));
    await submitPassword();
    expect(await screen.findByRole("heading", { name: SHARE_PORTAL_TEXTS.gateLinkInvalidTitle })).toBeTruthy();
    expect(screen.queryByLabelText(SHARING_TEXTS.gatePassword)).toBeNull();
  });
});

describe("AccessGatePage, one language", { timeout: 20_000 }, () => {
  it("should say 'Invalid credentials' in Serbian", async () => {
    await renderGate("?email=ana%40example.com", ({ method }) => (method === "POST" ? { status: 401, body: { message: SHARING_MESSAGES.invalidCredentials } } : undefined));
    await submitPassword();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(SERBIAN_OF_ENGLISH[SHARING_MESSAGES.invalidCredentials]);
    expect(alert.textContent).not.toContain("Invalid credentials");
  });

  it("should show the gate's own Serbian fallback for an English message nobody translated", async () => {
    await renderGate("?email=ana%40example.com", ({ method }) => (method === "POST" ? { status: 403, body: { message: "Cross-origin requests are not allowed" } } : undefined));
    await submitPassword();
    expect((await screen.findByRole("alert")).textContent).toBe(SHARING_TEXTS.gateAuthError);
  });
});

describe("AccessGatePage, a session that already holds the grant", { timeout: 20_000 }, () => {
  it("should go straight to the sheet, in the gate's place, without asking for the password", async () => {
    const router = await renderGate("?email=ana%40example.com&id=7", ({ path }) =>
      path === "/api/check-call-sheet-auth/7" ? { body: { authenticated: true, isAdmin: false, email: "ana@example.com", role: "commenter" } } : undefined,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/shared-call-sheet/7"));
    expect(router.state.location.search).toBe("");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(api?.calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("should find the sheet from the token's preview when the link names none", async () => {
    const router = await renderGate("?email=ana%40example.com", ({ path }) =>
      path === "/api/check-call-sheet-auth/7" ? { body: { authenticated: true, isAdmin: false, email: "ana@example.com", role: "viewer" } } : undefined,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/shared-call-sheet/7"));
  });

  it("should ask for the password when the session's grant is another collaborator's (a shared phone), and go straight on for the same one written otherwise", async () => {
    const held = ({ path }: { path: string }) => (path === "/api/check-call-sheet-auth/7" ? { body: { authenticated: true, isAdmin: false, email: "ana@example.com", role: "commenter" } } : undefined);
    const router = await renderGate("?email=ben%40example.com&id=7", held);
    expect(await screen.findByLabelText(SHARING_TEXTS.gatePassword)).toBeTruthy();
    await waitFor(() => expect(api?.calls.some((call) => call.path === "/api/check-call-sheet-auth/7")).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(router.state.location.pathname).not.toBe("/shared-call-sheet/7");
    expect(screen.getByLabelText(SHARING_TEXTS.gatePassword)).toBeTruthy();
  });

  it("should go straight to the sheet for the grant's own collaborator whatever the link's case and spaces", async () => {
    const router = await renderGate("?email=%20Ana%40Example.com&id=7", ({ path }) =>
      path === "/api/check-call-sheet-auth/7" ? { body: { authenticated: true, isAdmin: false, email: "ana@example.com", role: "commenter" } } : undefined,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/shared-call-sheet/7"));
  });

  it("should keep the form when the session's grant of the sheet ended but the token is live (a new invitation)", async () => {
    await renderGate("?email=ana%40example.com&id=7", ({ path }) => (path === "/api/check-call-sheet-auth/7" ? invitationEnded("revoked") : undefined));
    expect(await screen.findByText(SHOOTING_TITLE)).toBeTruthy();
    await waitFor(() => expect(api?.calls.some((call) => call.path === "/api/check-call-sheet-auth/7")).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByLabelText(SHARING_TEXTS.gatePassword)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
