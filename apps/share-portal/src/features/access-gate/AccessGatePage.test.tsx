import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SERBIAN_OF_ENGLISH } from "@repo/contracts/common/messagesInSerbian";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { renderRoutes } from "@repo/ui/testing";
import { startLoopbackApi, type ApiHandler } from "@repo/ui/loopbackApi";
import { descriptionOf } from "../../testing/fieldDescription.ts";
import { liveInvitation } from "../../testing/liveInvitation.ts";
import { clearToasts } from "../../testing/toasts.ts";
import { AccessGatePage } from "./AccessGatePage.tsx";

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
afterEach(async () => {
  clearToasts();
  await api?.close();
  api = undefined;
});

async function renderGate(token: string, search: string, handler: ApiHandler = () => undefined) {
  api = await startLoopbackApi(liveInvitation(handler));
  vi.stubGlobal("matchMedia", () => ({ matches: false }));
  const routes = [
    { path: "/gate", element: <AccessGatePage token={token} /> },
    { path: "/shared-call-sheet/:id", element: <h1>Shared view</h1> },
    { path: "/", element: <h1>Home</h1> },
  ];
  return renderRoutes(routes, `/gate${search}`).router;
}

describe("AccessGatePage", { timeout: 20_000 }, () => {
  it("should say 'Nedostaje token za pristup' when the link has no token", async () => {
    await renderGate(" ", "?email=ana%40example.com");
    expect(screen.getByRole("alert").textContent).toContain(SHARING_TEXTS.gateTokenMissing);
    expect(screen.getByRole("heading", { name: SHARING_TEXTS.gateAlertTitle })).toBeTruthy();
    expect(screen.getByRole("link", { name: SHARING_TEXTS.gateHome }).getAttribute("href")).toBe("/");
  });

  it("should say 'Nedostaju podaci za pristup' when the link has no e-mail", async () => {
    await renderGate("tok123", "");
    expect((await screen.findByRole("alert")).textContent).toContain(SHARING_TEXTS.gateDataMissing);
  });

  it("should say 'Lozinka je obavezna' and call nobody when the password is empty", async () => {
    await renderGate("tok123", "?email=ana%40example.com");
    await userEvent.click(screen.getByRole("button", { name: SHARING_TEXTS.gateButton }));
    expect(screen.getByRole("alert").textContent).toBe(SHARING_TEXTS.gatePasswordRequired);
    expect(api?.calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("should show the shoot's title and, on a refused password, the server's message in Serbian", async () => {
    await renderGate("tok123", "?email=ana%40example.com&id=7", ({ method, path }) => {
      if (method === "GET" && path === "/api/call-sheet-access/tok123") return { body: { callSheetId: 7, shootingTitle: "Summer Linen" } };
      if (method === "POST") return { status: 429, body: { message: SHARING_MESSAGES.tooManyAttempts } };
      return undefined;
    });
    expect(await screen.findByText("Summer Linen")).toBeTruthy();
    await userEvent.type(screen.getByLabelText(SHARING_TEXTS.gatePassword), "guess");
    await userEvent.click(screen.getByRole("button", { name: SHARING_TEXTS.gateButton }));
    expect((await screen.findByRole("alert")).textContent).toBe(SERBIAN_OF_ENGLISH[SHARING_MESSAGES.tooManyAttempts]);
  });

  it("should toast success and, 1.5 s later, open the shared view in the gate's place, its address naming neither token nor e-mail", async () => {
    const router = await renderGate("tok123", "?email=ana%40example.com&id=7", ({ method }) => (method === "POST" ? { body: { role: "commenter", callSheetId: 7 } } : undefined));
    await userEvent.type(screen.getByLabelText(SHARING_TEXTS.gatePassword), "Hx7kP2mQ9wTz");
    await userEvent.click(screen.getByRole("button", { name: SHARING_TEXTS.gateButton }));
    expect((await screen.findByRole("status", { name: "" })).textContent).toContain(SHARING_TEXTS.gateSuccessTitle);
    expect(router.state.location.pathname).toBe("/gate");
    await waitFor(() => expect(router.state.location.pathname).toBe("/shared-call-sheet/7"), { timeout: 8000 });
    expect(router.state.location.search).toBe("");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(api?.calls.find((call) => call.method === "POST")?.body).toEqual({ token: "tok123", email: "ana@example.com", password: "Hx7kP2mQ9wTz" });
  });

  it("should say 'Greška prilikom inicijalizacije' in the 'Greška pri pristupu' alert, without the form, when the gate cannot prepare itself, and lead home", async () => {
    const router = await renderGate("tok123", "?email=ana%40example.com&id=7", ({ path }) =>
      path === "/api/call-sheet-access/tok123" ? { status: 500, body: { message: "Internal Server Error" } } : undefined,
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(SHARING_TEXTS.gateInitError);
    expect(screen.getByRole("heading", { name: SHARING_TEXTS.gateAlertTitle })).toBeTruthy();
    expect(screen.queryByLabelText(SHARING_TEXTS.gatePassword)).toBeNull();
    // Home is the public site's page: a full load, not a route of the portal.
    expect(screen.getByRole("link", { name: SHARING_TEXTS.gateHome }).getAttribute("href")).toBe("/");
    expect(router.state.location.pathname).toBe("/gate");
  });

  it("should say 'Greška prilikom inicijalizacije' when the preview gets no answer at all", async () => {
    await renderGate("tok123", "?email=ana%40example.com", ({ path }) => (path === "/api/call-sheet-access/tok123" ? "drop" : undefined));
    expect((await screen.findByRole("alert")).textContent).toContain(SHARING_TEXTS.gateInitError);
  });

  it("should say the link is not valid, with no password form, for a token the server does not know (404)", async () => {
    await renderGate("tok123", "?email=ana%40example.com", ({ path }) =>
      path === "/api/call-sheet-access/tok123" ? { status: 404, body: { message: SHARING_MESSAGES.linkInvalid } } : undefined,
    );
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: SHARE_PORTAL_TEXTS.gateLinkInvalidTitle })).toBeTruthy();
    expect(alert.textContent).toContain(SHARE_PORTAL_TEXTS.gateLinkInvalid);
    expect(screen.queryByLabelText(SHARING_TEXTS.gatePassword)).toBeNull();
  });

  it("should say 'Nedostaje ID Call Sheet-a za preusmeravanje' in the alert, with no success toast, when the answer names no sheet", async () => {
    const router = await renderGate("tok123", "?email=ana%40example.com", ({ method }) => (method === "POST" ? { body: { role: "commenter" } } : undefined));
    await userEvent.type(screen.getByLabelText(SHARING_TEXTS.gatePassword), "Hx7kP2mQ9wTz");
    await userEvent.click(screen.getByRole("button", { name: SHARING_TEXTS.gateButton }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(SHARING_TEXTS.gateRedirectIdMissing);
    expect(within(alert).getByRole("heading", { name: SHARING_TEXTS.gateAlertTitle })).toBeTruthy();
    expect(within(alert).getByRole("link", { name: SHARING_TEXTS.gateHome }).getAttribute("href")).toBe("/");
    expect(screen.queryByText(SHARING_TEXTS.gateSuccessTitle)).toBeNull();
    expect(router.state.location.pathname).toBe("/gate");
  });

  it("should say 'Greška prilikom pristupa' under the form when the access call gets no answer", async () => {
    await renderGate("tok123", "?email=ana%40example.com", ({ method }) => (method === "POST" ? "drop" : undefined));
    await userEvent.type(screen.getByLabelText(SHARING_TEXTS.gatePassword), "Hx7kP2mQ9wTz");
    await userEvent.click(screen.getByRole("button", { name: SHARING_TEXTS.gateButton }));
    expect((await screen.findByRole("alert")).textContent).toBe(SHARING_TEXTS.gateAccessError);
    expect(screen.getByRole("button", { name: SHARING_TEXTS.gateButton })).toBeTruthy();
  });

  it("should say 'Greška pri autentifikaciji' under the form when a refusal comes without a message", async () => {
    await renderGate("tok123", "?email=ana%40example.com", ({ method }) => (method === "POST" ? { status: 401 } : undefined));
    await userEvent.type(screen.getByLabelText(SHARING_TEXTS.gatePassword), "guess");
    await userEvent.click(screen.getByRole("button", { name: SHARING_TEXTS.gateButton }));
    expect((await screen.findByRole("alert")).textContent).toBe(SHARING_TEXTS.gateAuthError);
  });
});

describe("AccessGatePage, the password field and its errors", { timeout: 20_000 }, () => {
  it("should mark the password invalid and describe it by the server's refusal of the password (401), in Serbian", async () => {
    await renderGate("tok123", "?email=ana%40example.com", ({ method }) => (method === "POST" ? { status: 401, body: { message: SHARING_MESSAGES.invalidCredentials } } : undefined));
    const field = screen.getByLabelText(SHARING_TEXTS.gatePassword);
    expect(field.getAttribute("aria-invalid")).toBeNull();
    await userEvent.type(field, "guess");
    await userEvent.click(screen.getByRole("button", { name: SHARING_TEXTS.gateButton }));
    await screen.findByRole("alert");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(field)).toBe(SERBIAN_OF_ENGLISH[SHARING_MESSAGES.invalidCredentials]);
  });

  it("should describe the field by both errors when, refused, it is then sent empty", async () => {
    await renderGate("tok123", "?email=ana%40example.com", ({ method }) => (method === "POST" ? { status: 401, body: { message: SHARING_MESSAGES.invalidCredentials } } : undefined));
    const field = screen.getByLabelText(SHARING_TEXTS.gatePassword);
    await userEvent.type(field, "guess");
    await userEvent.click(screen.getByRole("button", { name: SHARING_TEXTS.gateButton }));
    await screen.findByRole("alert");
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole("button", { name: SHARING_TEXTS.gateButton }));
    expect(descriptionOf(field)).toBe(`${SHARING_TEXTS.gatePasswordRequired} ${SERBIAN_OF_ENGLISH[SHARING_MESSAGES.invalidCredentials]}`);
  });

  it("should leave the password unmarked when the access call gets no answer", async () => {
    await renderGate("tok123", "?email=ana%40example.com", ({ method }) => (method === "POST" ? "drop" : undefined));
    const field = screen.getByLabelText(SHARING_TEXTS.gatePassword);
    await userEvent.type(field, "Hx7kP2mQ9wTz");
    await userEvent.click(screen.getByRole("button", { name: SHARING_TEXTS.gateButton }));
    expect((await screen.findByRole("alert")).textContent).toBe(SHARING_TEXTS.gateAccessError);
    expect(field.getAttribute("aria-invalid")).toBeNull();
    expect(descriptionOf(field)).toBe("");
  });
});
