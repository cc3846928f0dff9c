import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect } from "vitest";
import { SHARE_PORTAL_TEXTS } from "@repo/contracts/sharing/texts";
import type { ApiAnswer, ApiCall } from "@repo/ui/loopbackApi";
import { checkAuth, comment, commentPage, SHEET_ID, sharedSheet } from "./sharedViewFixtures.ts";

/**
 * The API of a shared view whose reader has `role()` (asked on every call: a case may change it), with a
 * comment on Team, Concepts and Scenes; `post` answers the comments posted.
 */
export function commentsApi(role: () => "commenter" | "viewer", post: (call: ApiCall) => ApiAnswer | Promise<ApiAnswer> = () => ({ status: 201, body: {} })) {
  const comments = [comment(1, "Looks good", "2026-06-01T10:00:00.000Z"), comment(2, "On concepts", "2026-06-01T10:01:00.000Z", "concepts"), comment(3, "On scenes", "2026-06-01T10:02:00.000Z", "scenes")];
  return (call: ApiCall): ApiAnswer | undefined | Promise<ApiAnswer> => {
    if (call.path === `/api/check-call-sheet-auth/${SHEET_ID}`) return { body: checkAuth(role()) };
    if (call.path === "/api/get-call-sheet") return { body: sharedSheet(role()) };
    if (call.path === "/api/call-sheet-comments" && call.method === "GET") return { body: commentPage(comments, call.query) };
    if (call.path === "/api/call-sheet-comments" && call.method === "POST") return post(call);
    return undefined;
  };
}

/** Opens a section's comment panel with its bubble (which counts one comment or more) and waits for its comments. */
export async function openCommentPanel(section: string): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole("button", { name: new RegExp(`^Comments on ${section}, [1-9]`) }, { timeout: 8000 }));
  const panel = screen.getByRole("region", { name: `Comments on ${section}` });
  await waitFor(() => expect(within(panel).queryByText(SHARE_PORTAL_TEXTS.commentsLoading)).toBeNull());
  return panel;
}
