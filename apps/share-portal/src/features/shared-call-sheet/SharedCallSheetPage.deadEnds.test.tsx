import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTH_MESSAGES } from "@repo/contracts/auth/messages";
import type { ShareRole } from "@repo/contracts/sharing/constants";
import { SHARE_PORTAL_TEXTS, SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import { renderRoutes } from "@repo/ui/testing";
import { startLoopbackApi, type ApiAnswer, type ApiCall } from "@repo/ui/loopbackApi";
import { invitationEnded } from "../../testing/liveInvitation.ts";
import { checkAuth, comment, commentPage, SHEET_ID, sharedSheet } from "../../testing/sharedViewFixtures.ts";
import { clearToasts } from "../../testing/toasts.ts";
import { SharedCallSheetPage } from "./SharedCallSheetPage.tsx";

// The shared view's dead ends (issue 23 item 6): an invitation that ended while the page was open, or
// before it was opened, says so in English (the view's language) and names whom to ask; never 'try again'.

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
beforeEach(() => vi.stubGlobal("matchMedia", () => ({ matches: true })));
afterEach(async () => {
  clearToasts();
  await api?.close();
  api = undefined;
});

const routes = [{ path: "/shared-call-sheet/:id", element: <SharedCallSheetPage /> }];

/** A session holding `role`; `first` answers before it (the call the test is about). */
function grantedApi(role: ShareRole, first: (call: ApiCall) => ApiAnswer | undefined = () => undefined) {
  return (call: ApiCall): ApiAnswer | undefined => {
    const answer = first(call);
    if (answer !== undefined) return answer;
    if (call.path === `/api/check-call-sheet-auth/${SHEET_ID}`) return { body: checkAuth(role) };
    if (call.path === "/api/get-call-sheet") return { body: sharedSheet(role) };
    if (call.path === "/api/call-sheet-comments" && call.method === "GET") return { body: commentPage([comment(1, "Looks good", "2026-06-01T10:00:00.000Z")], call.query) };
    return undefined;
  };
}

/** The ended screen in English: why, whom to ask and their address; nothing of the sheet, no Serbian. */
async function expectEndedInEnglish(reason: "revoked" | "expired") {
  const heading = await screen.findByRole("heading", { name: SHARE_PORTAL_TEXTS.endedTitle }, { timeout: 8000 });
  const alert = heading.closest("[role=alert]") as HTMLElement;
  expect(alert.textContent).toContain(SHARE_PORTAL_TEXTS.ended[reason]("Summer Linen"));
  expect(alert.textContent).toContain(SHARE_PORTAL_TEXTS.endedAsk);
  expect(within(alert).getByRole("link", { name: "mila@studio.example" }).getAttribute("href")).toBe("mailto:mila@studio.example");
  expect(alert.textContent).not.toMatch(/[čćžšđ]/);
  expect(screen.queryByRole("article")).toBeNull();
}

describe("SharedCallSheetPage, an invitation that ends while the page is open", { timeout: 30_000 }, () => {
  it("should switch a revoked commenter's page to the ended screen on posting a comment, with no 'Failed to add comment'", async () => {
    api = await startLoopbackApi(grantedApi("commenter", (call) => (call.method === "POST" ? invitationEnded("revoked") : undefined)));
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    await userEvent.click(await screen.findByRole("button", { name: /^Comments on Team, [1-9]/ }, { timeout: 8000 }));
    const panel = screen.getByRole("region", { name: "Comments on Team" });
    await userEvent.type(within(panel).getByRole("textbox"), "Parking?");
    await userEvent.click(within(panel).getByRole("button", { name: SHARING_TEXTS.addComment }));
    await expectEndedInEnglish("revoked");
    expect(screen.queryByText(SHARING_TEXTS.commentFailedTitle)).toBeNull();
    expect(screen.queryByText(SHARING_TEXTS.commentFailed)).toBeNull();
  });

  it("should switch to the ended screen when deleting a comment meets the ended invitation", async () => {
    const mine = { ...comment(1, "Looks good", "2026-06-01T10:00:00.000Z"), canDelete: true };
    api = await startLoopbackApi(
      grantedApi("commenter", (call) => {
        if (call.method === "DELETE") return invitationEnded("expired");
        if (call.path === "/api/call-sheet-comments") return { body: commentPage([mine], call.query) };
        return undefined;
      }),
    );
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    await userEvent.click(await screen.findByRole("button", { name: /^Comments on Team, [1-9]/ }, { timeout: 8000 }));
    await userEvent.click(await within(screen.getByRole("region", { name: "Comments on Team" })).findByRole("button", { name: /Delete/ }));
    await expectEndedInEnglish("expired");
    expect(screen.queryByText(SHARE_PORTAL_TEXTS.deleteFailed)).toBeNull();
  });
});

describe("SharedCallSheetPage, an invitation that ended before the page opened", { timeout: 30_000 }, () => {
  it("should show the ended screen when check-auth answers that the session's grant ended", async () => {
    api = await startLoopbackApi((call) => (call.path.startsWith("/api/check-call-sheet-auth/") || call.path === "/api/get-call-sheet" ? invitationEnded("revoked") : undefined));
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    await expectEndedInEnglish("revoked");
    expect(screen.queryByRole("heading", { name: SHARING_TEXTS.loginTitle })).toBeNull();
  });

  it("should show the ended screen when the sheet answers that the grant ended, whatever check-auth said", async () => {
    api = await startLoopbackApi(grantedApi("viewer", (call) => (call.path === "/api/get-call-sheet" ? invitationEnded("expired") : undefined)));
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    await expectEndedInEnglish("expired");
    expect(screen.queryByRole("heading", { name: SHARING_TEXTS.accessErrorTitle })).toBeNull();
  });

  it("should show the ended screen when the comments answer that the grant ended", async () => {
    api = await startLoopbackApi(grantedApi("viewer", (call) => (call.path === "/api/call-sheet-comments" ? invitationEnded("revoked") : undefined)));
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    await expectEndedInEnglish("revoked");
  });

  it("should show the ended screen, not 'Invalid credentials', when the login form's right credentials belong to an ended invitation", async () => {
    api = await startLoopbackApi((call) => {
      if (call.path.startsWith("/api/check-call-sheet-auth/")) return { body: checkAuth(null, false) };
      if (call.path === "/api/get-call-sheet") return { status: 401, body: { message: AUTH_MESSAGES.notAuthenticated } };
      if (call.method === "POST") return invitationEnded("expired");
      return undefined;
    });
    renderRoutes(routes, `/shared-call-sheet/${SHEET_ID}`);
    await userEvent.type(await screen.findByLabelText(SHARING_TEXTS.loginEmail), "ana@example.com");
    await userEvent.type(screen.getByLabelText(SHARING_TEXTS.loginPassword), "right");
    await userEvent.click(screen.getByRole("button", { name: SHARING_TEXTS.logIn }));
    await expectEndedInEnglish("expired");
    await waitFor(() => expect(screen.queryByRole("heading", { name: SHARING_TEXTS.loginTitle })).toBeNull());
  });
});
