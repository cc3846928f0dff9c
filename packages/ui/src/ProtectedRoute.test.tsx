import { act, render, screen, waitFor } from "@testing-library/react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { createMemoryRouter, RouterProvider, useBlocker } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION } from "@repo/contracts/auth/constants";
import { SESSION_ENDED_NOTICE } from "@repo/contracts/common/texts";
import { ADMIN_PROBE_KEY, ADMIN_PROBE_URL, adminFlag, returnPathFrom } from "./adminSession.ts";
import { AuthProvider } from "./auth.tsx";
import { type ApiAnswer, startLoopbackApi } from "./loopbackApi.ts";
import { ProtectedRoute } from "./ProtectedRoute.tsx";
import { createQueryClient } from "./queryClient.ts";
import { UiProviders } from "./UiProviders.tsx";

/** What the admin check answers now; a case changes it, then runs the next check. */
let probeAnswer: ApiAnswer = { body: { models: [], total: 0 } };
let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
let queryClient: QueryClient;

/** A page with work the server does not have: its own blocker asks before any navigation leaves it. */
function UnsavedPage({ stay, asked }: { stay: boolean; asked: () => void }) {
  const blocker = useBlocker(true);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    asked();
    if (stay) blocker.reset();
    else blocker.proceed();
  }, [blocker, stay, asked]);
  return <h1>Editor</h1>;
}

function renderAt(path: string, page = <h1>Editor</h1>) {
  const router = createMemoryRouter(
    [
      { path: "/admin/call-sheet/:id", element: <ProtectedRoute admin>{page}</ProtectedRoute> },
      { path: "/admin/login", element: <h1>Admin Login</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <UiProviders>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
    </UiProviders>,
  );
  return router;
}

/** The 60-second re-check, run now. */
const recheck = () => act(() => queryClient.refetchQueries({ queryKey: ADMIN_PROBE_KEY }));
/** Lets react-query tell the screen what the check said (its notifications go out on a timer). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe("ProtectedRoute (admin)", () => {
  beforeEach(async () => {
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    probeAnswer = { body: { models: [], total: 0 } };
    queryClient = createQueryClient();
    api = await startLoopbackApi(({ path, query }) => {
      if (path === "/api/models" && `${path}?${query}` === ADMIN_PROBE_URL) return probeAnswer;
      if (path === "/api/user") return { status: 401, body: { message: "Niste prijavljeni" } };
      return undefined;
    });
  });
  afterEach(async () => {
    await api?.close();
    api = undefined;
    window.localStorage.clear();
  });

  it.each<[string, ApiAnswer]>([
    ["no answer", "drop"],
    ["a 503 (the API restarting)", { status: 503, body: { message: "Service Unavailable" } }],
    ["a 500", { status: 500, body: { message: "Internal Server Error" } }],
    ["a 429", { status: 429, body: { message: "Too many requests" } }],
  ])("should keep the page on show, signed in, when the re-check gets %s", async (_, failure) => {
    const router = renderAt("/admin/call-sheet/4");
    expect(await screen.findByRole("heading", { name: "Editor" })).toBeTruthy();
    probeAnswer = failure;
    await recheck();
    await waitFor(() => expect(queryClient.getQueryState(ADMIN_PROBE_KEY)?.status).toBe("error"));
    await settle();
    expect(screen.getByRole("heading", { name: "Editor" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/admin/call-sheet/4");
    expect(window.localStorage.getItem(SESSION.adminFlagKey)).toBe("true");

    // The next check decides: a 401 now ends the session.
    probeAnswer = { status: 401, body: { message: "Niste prijavljeni" } };
    await recheck();
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/login"));
    expect(adminFlag.isSet()).toBe(false);
  });

  it("should send the person to /admin/login with the page remembered when the re-check answers 401 (signed out in another tab)", async () => {
    const router = renderAt("/admin/call-sheet/4?section=scenes#agenda");
    expect(await screen.findByRole("heading", { name: "Editor" })).toBeTruthy();
    probeAnswer = { status: 401, body: { message: "Niste prijavljeni" } };
    await recheck();
    expect(await screen.findByRole("heading", { name: "Admin Login" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/admin/login");
    expect(returnPathFrom(router.state.location.search, "/admin/login")).toBe("/admin/call-sheet/4?section=scenes#agenda");
  });

  it("should send a visitor without a session to /admin/login with the page remembered, never showing the page", async () => {
    probeAnswer = { status: 401, body: { message: "Niste prijavljeni" } };
    const router = renderAt("/admin/call-sheet/9");
    expect(await screen.findByRole("heading", { name: "Admin Login" })).toBeTruthy();
    expect(returnPathFrom(router.state.location.search, "/admin/login")).toBe("/admin/call-sheet/9");
  });

  it("should ask the page's unsaved-changes blocker before leaving when the session ends, and keep the page when it says stay", async () => {
    const asked = vi.fn();
    const router = renderAt("/admin/call-sheet/4", <UnsavedPage stay asked={asked} />);
    expect(await screen.findByRole("heading", { name: "Editor" })).toBeTruthy();
    probeAnswer = { status: 401, body: { message: "Niste prijavljeni" } };
    await recheck();
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    expect(screen.getByRole("heading", { name: "Editor" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/admin/call-sheet/4");
    // Kept, it says it is signed out, and offers a sign-in that leaves it open (a new tab, coming back here).
    expect((await screen.findByRole("alert")).textContent).toContain(SESSION_ENDED_NOTICE.text);
    const signIn = screen.getByRole("link", { name: SESSION_ENDED_NOTICE.signIn });
    expect(signIn.getAttribute("target")).toBe("_blank");
    expect(returnPathFrom(new URL(signIn.getAttribute("href")!, "http://x").search, "/admin/login")).toBe("/admin/call-sheet/4");

    // Each later refusal asks again.
    await recheck();
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
    expect(screen.getByRole("heading", { name: "Editor" })).toBeTruthy();

    // Signed in again elsewhere: the next check passes and the page simply stays.
    probeAnswer = { body: { models: [], total: 0 } };
    await recheck();
    await waitFor(() => expect(queryClient.getQueryData(ADMIN_PROBE_KEY)).toBe(true));
    await settle();
    expect(screen.getByRole("heading", { name: "Editor" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/admin/call-sheet/4");
    expect(screen.queryByText(SESSION_ENDED_NOTICE.text)).toBeNull();
  });

  it("should leave for /admin/login when the page's blocker lets it go", async () => {
    const asked = vi.fn();
    const router = renderAt("/admin/call-sheet/4", <UnsavedPage stay={false} asked={asked} />);
    expect(await screen.findByRole("heading", { name: "Editor" })).toBeTruthy();
    probeAnswer = { status: 401, body: { message: "Niste prijavljeni" } };
    await recheck();
    expect(await screen.findByRole("heading", { name: "Admin Login" })).toBeTruthy();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(returnPathFrom(router.state.location.search, "/admin/login")).toBe("/admin/call-sheet/4");
  });
});

describe("returnPathFrom", () => {
  const from = (next: string) => returnPathFrom(`?${new URLSearchParams({ next })}`, "/admin/login");

  it("should follow a path of this app, with its query and fragment", () => {
    expect(from("/admin/call-sheet/4?section=scenes#agenda")).toBe("/admin/call-sheet/4?section=scenes#agenda");
    expect(from("/register-user")).toBe("/register-user");
  });

  it.each([
    "https://evil.example/admin/dashboard",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    "admin/dashboard",
    "",
    "/admin/login",
    "/admin/login/",
    "/Admin/Login?x=1",
  ])("should refuse %j (not a path of this app, or the sign-in page itself)", (next) => {
    expect(from(next)).toBeNull();
  });

  it("should be null without a return path", () => {
    expect(returnPathFrom("", "/admin/login")).toBeNull();
  });
});
