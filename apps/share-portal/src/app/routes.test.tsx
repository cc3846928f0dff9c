import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { SERBIAN_OF_ENGLISH } from "@repo/contracts/common/messagesInSerbian";
import { NOT_FOUND_SCREEN } from "@repo/contracts/common/texts";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { renderWithProviders } from "@repo/ui/testing";
import { startLoopbackApi, type ApiHandler } from "@repo/ui/loopbackApi";
import { liveInvitation } from "../testing/liveInvitation.ts";
import { routes } from "./routes.tsx";

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
  window.sessionStorage.clear();
  window.localStorage.clear();
});

async function renderAt(path: string, handler?: ApiHandler) {
  api = await startLoopbackApi(liveInvitation(handler));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Subscribed before the first render: the password's removal happens in the first effect.
  const seen: string[] = [];
  router.subscribe((state) => seen.push(`${state.historyAction} ${state.location.pathname}${state.location.search}`));
  renderWithProviders(<RouterProvider router={router} />);
  return { router, seen, calls: api.calls };
}
const where = (router: Awaited<ReturnType<typeof renderAt>>["router"]) => `${router.state.location.pathname}${router.state.location.search}`;

describe("/r/{token}", () => {
  it("should open the token's gate, not the shared view with token and e-mail in its address, when the link names the sheet", async () => {
    const { router, seen } = await renderAt("/r/tok123?id=7&email=ana%40example.com");
    await waitFor(() => expect(where(router)).toBe("/call-sheet-access/tok123?id=7&email=ana%40example.com"));
    expect(await screen.findByText("Summer Linen")).toBeTruthy();
    expect(screen.getByRole("button", { name: SHARING_TEXTS.gateButton })).toBeTruthy();
    expect(seen.some((entry) => entry.includes("/shared-call-sheet/"))).toBe(false);
  });

  it("should show the portal's not-found page, not the developer's text, when the link has no sheet id", async () => {
    const { router } = await renderAt("/r/tok123");
    expect(await screen.findByRole("heading", { name: SHARE_PORTAL_TEXTS.notFoundTitle })).toBeTruthy();
    expect(screen.getByText(SHARE_PORTAL_TEXTS.notFound)).toBeTruthy();
    expect(screen.queryByText(NOT_FOUND_SCREEN.hint)).toBeNull();
    expect(router.state.location.pathname).toBe("/r/tok123");
  });
});

describe("/call-sheet/{id}", () => {
  it("should open the gate as a commenter for a numeric id, keeping nothing of the link in the browser's storage", async () => {
    const { router } = await renderAt("/call-sheet/7?token=tok123&email=ana%40example.com");
    await waitFor(() => expect(where(router)).toBe("/call-sheet-access/tok123?id=7&email=ana%40example.com&role=commenter"));
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.length).toBe(0);
    expect(await screen.findByText("Summer Linen")).toBeTruthy();
    expect(screen.getByRole("button", { name: SHARING_TEXTS.gateButton })).toBeTruthy();
  });

  it("should open the shared view for a numeric id without token", async () => {
    const { router } = await renderAt("/call-sheet/7");
    await waitFor(() => expect(where(router)).toBe("/shared-call-sheet/7"));
  });

  it("should show the gate for a token in place of the id", async () => {
    await renderAt("/call-sheet/abc-token?email=ana%40example.com&id=7");
    expect(await screen.findByText("Summer Linen")).toBeTruthy();
    expect(screen.getByRole("button", { name: SHARING_TEXTS.gateButton })).toBeTruthy();
    expect((screen.getByLabelText(SHARING_TEXTS.gateEmail) as HTMLInputElement).value).toBe("ana@example.com");
  });
});

describe("/direct-access/call-sheet/{token}/{email}/{password}", () => {
  it("should drop the password from the address before anything else, then open the sheet with it", async () => {
    const { router, seen, calls } = await renderAt("/direct-access/call-sheet/tok123/ana%40example.com/s3cret-pass", ({ method, path }) =>
      method === "POST" && path === "/api/call-sheet-access" ? { body: { role: "viewer", callSheetId: 7 } } : undefined,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/shared-call-sheet/7"));
    expect(seen[0]).toBe("REPLACE /direct-access/call-sheet/tok123/ana%40example.com");
    expect(seen.every((entry) => entry.startsWith("REPLACE ") && !entry.includes("s3cret-pass"))).toBe(true);
    expect(calls.find((call) => call.path === "/api/call-sheet-access")?.body).toEqual({ token: "tok123", email: "ana@example.com", password: "s3cret-pass" });
  });

  it("should open the gate with the e-mail filled in when the password is refused", async () => {
    const { router } = await renderAt("/direct-access/call-sheet/tok123/ana%40example.com/wrong", ({ path }) =>
      path === "/api/call-sheet-access" ? { status: 401, body: { message: SHARING_MESSAGES.invalidCredentials } } : undefined,
    );
    await waitFor(() => expect(where(router)).toBe("/call-sheet-access/tok123?email=ana%40example.com"));
    expect((await screen.findByLabelText(SHARING_TEXTS.gateEmail) as HTMLInputElement).value).toBe("ana@example.com");
    expect(await screen.findByText("Summer Linen")).toBeTruthy();
    // In Serbian, the gate's language.
    expect(screen.getByRole("alert").textContent).toBe(SERBIAN_OF_ENGLISH[SHARING_MESSAGES.invalidCredentials]);
  });

  it("should tell the gate 'Greška prilikom pristupa' when the access call gets no answer", async () => {
    const { router } = await renderAt("/direct-access/call-sheet/tok123/ana%40example.com/s3cret-pass", ({ method, path }) =>
      method === "POST" && path === "/api/call-sheet-access" ? "drop" : undefined,
    );
    await waitFor(() => expect(where(router)).toBe("/call-sheet-access/tok123?email=ana%40example.com"));
    expect((await screen.findByRole("alert")).textContent).toBe(SHARING_TEXTS.gateAccessError);
  });
});

describe("/shared-call-sheet/{id} of an old link, with token and e-mail", () => {
  it("should hand token and e-mail over to the gate, replacing the address that held them", async () => {
    const { router, seen } = await renderAt("/shared-call-sheet/7?token=tok123&email=ana%40example.com");
    await waitFor(() => expect(where(router)).toBe("/call-sheet-access/tok123?id=7&email=ana%40example.com"));
    expect(seen[0]).toBe("REPLACE /call-sheet-access/tok123?id=7&email=ana%40example.com");
    expect(await screen.findByText("Summer Linen")).toBeTruthy();
  });
});

describe("share portal routes", () => {
  it("should show the portal's not-found page, not the developer's text, for a path it does not know", async () => {
    await renderAt("/shared-call-sheet/7/comments");
    expect(screen.getByRole("heading", { name: SHARE_PORTAL_TEXTS.notFoundTitle })).toBeTruthy();
    expect(screen.queryByText(NOT_FOUND_SCREEN.hint)).toBeNull();
    expect(document.title).toBe(SHARE_PORTAL_TEXTS.titles.notFound);
  });
});

/** The API with test access off (its default, and always in production): nothing is granted. */
const testAccessOff: ApiHandler = ({ path }) => {
  if (path === "/api/call-sheet-test-access") return { status: 404, body: { message: SHARING_MESSAGES.testAccessOff } };
  if (path === "/api/check-call-sheet-auth/7") return { body: { authenticated: false, isAdmin: false, email: null, role: null } };
  if (path === "/api/get-call-sheet") return { status: 401, body: { message: "Not authenticated" } };
  return undefined;
};

describe("/easy-access/{id}", () => {
  it("should set the test commenter flags, ask the server for test access, then open the view with forceAuth, whose login form shows when nothing was granted", async () => {
    const { router, calls } = await renderAt("/easy-access/7", testAccessOff);
    await waitFor(() => expect(where(router)).toBe("/shared-call-sheet/7?forceAuth=true"));
    expect(window.localStorage.getItem("testCommenter")).toBe("true");
    expect(window.localStorage.getItem("testRole")).toBe("commenter");
    expect(window.localStorage.getItem("testCallSheetId")).toBe("7");
    expect(calls.find((call) => call.path === "/api/call-sheet-test-access")).toMatchObject({ method: "POST", body: { callSheetId: 7, role: "commenter" } });
    expect(await screen.findByRole("heading", { name: SHARING_TEXTS.loginTitle }, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Comments on/ })).toBeNull();
  });

  it("should go home for an id that is not a sheet number, asking the server nothing", async () => {
    const { router, calls } = await renderAt("/easy-access/abc", testAccessOff);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(calls).toEqual([]);
    expect(window.localStorage.length).toBe(0);
  });
});

describe("/test-commenter/{id}", () => {
  it("should ask the server for test access, then open the view with forceAuth, without flags in the browser", async () => {
    const { router, calls } = await renderAt("/test-commenter/7", testAccessOff);
    await waitFor(() => expect(where(router)).toBe("/shared-call-sheet/7?forceAuth=true"));
    expect(calls.find((call) => call.path === "/api/call-sheet-test-access")?.body).toEqual({ callSheetId: 7, role: "commenter" });
    expect(window.localStorage.length).toBe(0);
    expect(await screen.findByRole("heading", { name: SHARING_TEXTS.loginTitle }, { timeout: 8000 })).toBeTruthy();
  });
});
