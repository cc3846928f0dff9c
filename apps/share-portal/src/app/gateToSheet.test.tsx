import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTH_MESSAGES } from "@repo/contracts/auth/messages";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { renderRoutes } from "@repo/ui/testing";
import { startLoopbackApi } from "@repo/ui/loopbackApi";
import { liveInvitation } from "../testing/liveInvitation.ts";
import { checkAuth, sharedSheet, SHEET_ID } from "../testing/sharedViewFixtures.ts";
import { clearToasts } from "../testing/toasts.ts";
import { SharedCallSheetPage } from "../features/shared-call-sheet/SharedCallSheetPage.tsx";
import { AccessGatePage } from "../features/access-gate/AccessGatePage.tsx";

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
afterEach(async () => {
  clearToasts();
  await api?.close();
  api = undefined;
});

describe("AccessGatePage, on to the sheet", { timeout: 20_000 }, () => {
  it("should open the sheet after the password without showing the sign-in form the gate's cached 'not signed in' would give", async () => {
    let granted = false;
    api = await startLoopbackApi(
      liveInvitation((call) => {
        if (call.method === "POST") {
          granted = true;
          return { body: { role: "commenter", callSheetId: SHEET_ID } };
        }
        if (call.path === `/api/check-call-sheet-auth/${SHEET_ID}`) return { body: checkAuth(granted ? "commenter" : null, granted) };
        if (call.path === "/api/get-call-sheet") return granted ? { body: sharedSheet("commenter") } : { status: 401, body: { message: AUTH_MESSAGES.notAuthenticated } };
        if (call.path === "/api/call-sheet-comments") return { body: { comments: [], nextCursor: null, counts: {}, total: 0 } };
        return undefined;
      }),
    );
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    // Whether the sign-in form's heading was ever on screen, however briefly.
    let signInShown = false;
    const watch = new MutationObserver(() => {
      if (screen.queryByRole("heading", { name: SHARING_TEXTS.loginTitle })) signInShown = true;
    });
    watch.observe(document.body, { childList: true, subtree: true });
    try {
      renderRoutes(
        [
          { path: "/gate", element: <AccessGatePage token="tok123" /> },
          { path: "/shared-call-sheet/:id", element: <SharedCallSheetPage /> },
        ],
        `/gate?email=ana%40example.com&id=${SHEET_ID}`,
      );
      // The gate asked check-auth for this sheet (Back, a second click): not signed in, it asks for the password.
      await waitFor(() => expect(api?.calls.some((call) => call.path === `/api/check-call-sheet-auth/${SHEET_ID}`)).toBe(true));
      await userEvent.type(await screen.findByLabelText(SHARING_TEXTS.gatePassword), "Hx7kP2mQ9wTz");
      await userEvent.click(screen.getByRole("button", { name: SHARING_TEXTS.gateButton }));
      expect(await screen.findByRole("article", {}, { timeout: 8000 })).toBeTruthy();
      expect(signInShown).toBe(false);
    } finally {
      watch.disconnect();
    }
  });
});
