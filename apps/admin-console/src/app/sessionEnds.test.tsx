import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIN_LOGIN_PAGE } from "@repo/contracts/adminConsole/texts";
import { SESSION } from "@repo/contracts/auth/constants";
import { SAVE_STATE_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { type ApiAnswer, type ApiCall, startLoopbackApi } from "@repo/ui/loopbackApi";
import { ADMIN_PROBE_URL } from "shell/adminSession";
import { editorWithSceneDraft, SHEET, sheetAnswer } from "../testing/editorWithSceneDraft.tsx";

const SIGNED_IN: ApiAnswer = { body: { models: [], total: 0 } };
const SIGNED_OUT: ApiAnswer = { status: 401, body: { message: "Niste prijavljeni" } };

/** What the admin check answers now: a case changes it, then lets the 60-second re-check run. */
let probe: ApiAnswer = SIGNED_IN;
let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;

function answer(call: ApiCall): ApiAnswer | undefined {
  const { method, path, query } = call;
  if (method === "GET" && `${path}?${query}` === ADMIN_PROBE_URL) return probe;
  if (method === "GET" && path === "/api/user") return SIGNED_OUT;
  if (method === "POST" && path === "/api/admin/login") return { body: { success: true } };
  return sheetAnswer(call);
}

/** The 60-second admin re-check (spec §9), run now. */
const recheck = () => act(() => vi.advanceTimersByTime(SESSION.adminRecheckMs));


// Only the intervals are fake (the 60-second re-check); HTTP, React and user-event run on real time.
describe("an open call sheet editor when the admin session check fails", { timeout: 30_000 }, () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    probe = SIGNED_IN;
    api = await startLoopbackApi(answer);
  });
  afterEach(async () => {
    await api?.close();
    api = undefined;
    vi.unstubAllGlobals();
    vi.useRealTimers();
    window.localStorage.clear();
  });

  it.each<[string, ApiAnswer]>([
    ["no answer (network down)", "drop"],
    ["a 503 (the API restarting)", { status: 503, body: { message: "Service Unavailable" } }],
  ])("should keep the editor and its scene draft when the check gets %s", async (_, failure) => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    const { router, agenda } = await editorWithSceneDraft();
    probe = failure;
    const checks = api!.calls.filter((call) => call.path === "/api/models").length;
    await recheck();
    await waitFor(() => expect(api!.calls.filter((call) => call.path === "/api/models").length).toBe(checks + 1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(router.state.location.pathname).toBe(`/admin/call-sheet/${SHEET.id}`);
    expect(within(agenda).getByText("Rooftop")).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });

  it("should ask before leaving when signed out in another tab, keep the draft on 'no', and after signing in again come back to the sheet", async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    const { user, router, agenda } = await editorWithSceneDraft();
    probe = SIGNED_OUT;
    await recheck();
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(SAVE_STATE_TEXTS.unloadWarning));
    expect(router.state.location.pathname).toBe(`/admin/call-sheet/${SHEET.id}`);
    expect(within(agenda).getByText("Rooftop")).toBeTruthy();

    // The next check, still signed out, asks again; this time the admin lets the page go.
    confirm.mockReturnValue(true);
    await recheck();
    expect(await screen.findByRole("heading", { level: 1, name: ADMIN_LOGIN_PAGE.title })).toBeTruthy();
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(router.state.location.pathname).toBe("/admin/login");
    expect(new URLSearchParams(router.state.location.search).get("next")).toBe(`/admin/call-sheet/${SHEET.id}`);

    probe = SIGNED_IN;
    await user.type(screen.getByLabelText(ADMIN_LOGIN_PAGE.passwordLabel), "secret");
    await user.click(screen.getByRole("button", { name: ADMIN_LOGIN_PAGE.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/call-sheet/${SHEET.id}`));
    expect(await screen.findByRole("region", { name: "Shooting Agenda" }, { timeout: 15_000 })).toBeTruthy();
  });
});
