import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIN_LOGIN_PAGE } from "@repo/contracts/adminConsole/texts";
import { type ApiAnswer, type ApiCall, startLoopbackApi } from "@repo/ui/loopbackApi";
import { renderRoutes } from "@repo/ui/testing";
import { ADMIN_PROBE_URL } from "shell/adminSession";
import { AuthProvider } from "shell/auth";
import { AdminLoginPage } from "./AdminLoginPage.tsx";

/** What the admin check answers after the sign-in. */
let probe: ApiAnswer = { body: { models: [], total: 0 } };
let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;

function answer({ method, path, query }: ApiCall): ApiAnswer | undefined {
  if (method === "POST" && path === "/api/admin/login") return { body: { success: true } };
  if (method === "GET" && `${path}?${query}` === ADMIN_PROBE_URL) return probe;
  if (method === "GET" && path === "/api/user") return { status: 401, body: { message: "Niste prijavljeni" } };
  return undefined;
}

/** /admin/login at `search`, beside stand-ins for the pages it may go on to; signs in as the admin. */
async function signInAt(search: string) {
  const { router } = renderRoutes(
    [
      // In the console the page sits under the kit's AuthProvider (its Logout arrives here: signOutOnArrival.ts).
      {
        path: "/admin/login",
        element: (
          <AuthProvider>
            <AdminLoginPage />
          </AuthProvider>
        ),
      },
      { path: "/admin/dashboard", element: <h1>Dashboard</h1> },
      { path: "/admin/call-sheet/:id", element: <h1>Editor</h1> },
    ],
    `/admin/login${search}`,
  );
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(ADMIN_LOGIN_PAGE.passwordLabel), "secret");
  await user.click(screen.getByRole("button", { name: ADMIN_LOGIN_PAGE.submit }));
  return router;
}

describe("/admin/login after signing in", () => {
  beforeEach(async () => {
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    probe = { body: { models: [], total: 0 } };
    api = await startLoopbackApi(answer);
  });
  afterEach(async () => {
    await api?.close();
    api = undefined;
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it("should come back to the page named in ?next= (the one the session ended on)", async () => {
    const router = await signInAt(`?next=${encodeURIComponent("/admin/call-sheet/4?tab=scenes")}`);
    expect(await screen.findByRole("heading", { name: "Editor" })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/admin/call-sheet/4?tab=scenes");
  });

  it("should go to the dashboard without a return path", async () => {
    await signInAt("");
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
  });

  it.each(["//evil.example/admin", "https://evil.example/", "/\\evil.example"])("should go to the dashboard, never off the app, for ?next=%s", async (next) => {
    const router = await signInAt(`?next=${encodeURIComponent(next)}`);
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/admin/dashboard");
  });

  it("should say the session check failed, and stay, when the check after signing in gets a 503", async () => {
    probe = { status: 503, body: { message: "Service Unavailable" } };
    const router = await signInAt(`?next=${encodeURIComponent("/admin/call-sheet/4")}`);
    expect(await screen.findByText(ADMIN_LOGIN_PAGE.sessionCheckFailed)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/login"));
    expect(screen.queryByRole("heading", { name: "Editor" })).toBeNull();
  });
});
