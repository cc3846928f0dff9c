import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SHARING_TEXTS } from "@repo/contracts/sharing";
import { renderRoutes } from "@repo/ui/testing";
import { startLoopbackApi, type ApiHandler } from "../../testing/loopbackApi.ts";
import { AccessGatePage } from "./AccessGatePage.tsx";

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function renderGate(token: string, search: string, handler: ApiHandler = () => undefined) {
  api = await startLoopbackApi(handler);
  vi.stubGlobal("matchMedia", () => ({ matches: false }));
  const routes = [
    { path: "/gate", element: <AccessGatePage token={token} /> },
    { path: "/shared-call-sheet/:id", element: <h1>Shared view</h1> },
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
    expect(screen.getByRole("alert").textContent).toContain(SHARING_TEXTS.gateDataMissing);
  });

  it("should say 'Lozinka je obavezna' and call nobody when the password is empty", async () => {
    await renderGate("tok123", "?email=ana%40example.com");
    await userEvent.click(screen.getByRole("button", { name: SHARING_TEXTS.gateButton }));
    expect(screen.getByRole("alert").textContent).toBe(SHARING_TEXTS.gatePasswordRequired);
    expect(api?.calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("should show the shoot's title and, on a refused password, the server's message", async () => {
    await renderGate("tok123", "?email=ana%40example.com&id=7", ({ method, path }) => {
      if (method === "GET" && path === "/api/call-sheet-access/tok123") return { body: { callSheetId: 7, shootingTitle: "Summer Linen" } };
      if (method === "POST") return { status: 429, body: { message: "Too many attempts. Please wait a few minutes and try again." } };
      return undefined;
    });
    expect(await screen.findByText("Summer Linen")).toBeTruthy();
    await userEvent.type(screen.getByLabelText(SHARING_TEXTS.gatePassword), "guess");
    await userEvent.click(screen.getByRole("button", { name: SHARING_TEXTS.gateButton }));
    expect((await screen.findByRole("alert")).textContent).toBe("Too many attempts. Please wait a few minutes and try again.");
  });

  it("should toast success and open the shared view 1.5 s later", async () => {
    const router = await renderGate("tok123", "?email=ana%40example.com&id=7", ({ method }) => (method === "POST" ? { body: { role: "commenter", callSheetId: 7 } } : undefined));
    await userEvent.type(screen.getByLabelText(SHARING_TEXTS.gatePassword), "Hx7kP2mQ9wTz");
    await userEvent.click(screen.getByRole("button", { name: SHARING_TEXTS.gateButton }));
    expect((await screen.findByRole("status", { name: "" })).textContent).toContain(SHARING_TEXTS.gateSuccessTitle);
    expect(router.state.location.pathname).toBe("/gate");
    await waitFor(() => expect(router.state.location.pathname).toBe("/shared-call-sheet/7"), { timeout: 8000 });
    expect(router.state.location.search).toBe("?token=tok123&email=ana%40example.com&role=commenter");
    expect(api?.calls.find((call) => call.method === "POST")?.body).toEqual({ token: "tok123", email: "ana@example.com", password: "Hx7kP2mQ9wTz" });
  });
});
