import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { COLLABORATORS_TEXTS as TEXTS } from "@repo/contracts/adminConsole/collaboratorsTexts";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import type { ApiAnswer, ApiCall } from "@repo/ui/loopbackApi";
import { renderRoutes } from "@repo/ui/testing";
import { loopbackApiPerCase } from "../../../testing/loopbackApiPerCase.ts";
import { shareListOf } from "../../../testing/sharing.ts";
import { SharingEntries } from "../SharingEntries.tsx";

/** A new sheet: shared with nobody, nothing published (its first share publishes REV 1 from the stored sheet). */
function answer({ method, path }: ApiCall): ApiAnswer | undefined {
  if (method === "GET" && path === "/api/call-sheet-shares/4") return { body: shareListOf([], null) };
  if (method === "GET" && path === "/api/call-sheet-comments") return { body: { comments: [], nextCursor: null, counts: {}, total: 0, newCount: 0, seenAt: null } };
  if (method === "GET" && path === "/api/users/search") return { body: { success: true, users: [] } };
  return undefined;
}

loopbackApiPerCase(answer, () => {});

/** The bar's sharing entries with the Collaborators panel open, as the editor holds them with its `beforeShare`. */
function renderWithPanel(beforeShare: () => boolean | Promise<boolean>) {
  renderRoutes([{ path: "/admin/call-sheet/:id", element: <Suspense fallback={null}><SharingEntries callSheetId={4} beforeShare={beforeShare} /></Suspense> }], "/admin/call-sheet/4?view=collaborators");
}

const panelShare = async () => within(await screen.findByRole("dialog", { name: TEXTS.title })).findByRole("button", { name: SHARING_TEXTS.share });

describe("the Collaborators panel's Share", { timeout: 20_000 }, () => {
  it("should save what is on screen first (the editor's beforeShare) and open the dialog once that is saved", async () => {
    let saved: (ok: boolean) => void = () => {};
    const beforeShare = vi.fn(() => new Promise<boolean>((resolve) => (saved = resolve)));
    const user = userEvent.setup();
    renderWithPanel(beforeShare);
    await user.click(await panelShare());
    expect(beforeShare).toHaveBeenCalledTimes(1);
    // Still saving: the dialog waits, so a first share cannot publish REV 1 without what is on screen.
    expect(screen.queryByRole("dialog", { name: SHARING_TEXTS.dialogTitle })).toBeNull();
    saved(true);
    expect(await screen.findByRole("dialog", { name: SHARING_TEXTS.dialogTitle })).toBeTruthy();
  });

  it("should keep the dialog closed when saving what is on screen failed (beforeShare answered false)", async () => {
    const beforeShare = vi.fn(() => Promise.resolve(false));
    const user = userEvent.setup();
    renderWithPanel(beforeShare);
    await user.click(await panelShare());
    await waitFor(() => expect(beforeShare).toHaveBeenCalledTimes(1));
    // The dialog's chunk loads on the first click: give it the time it would take to show.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole("dialog", { name: SHARING_TEXTS.dialogTitle })).toBeNull();
  });
});
