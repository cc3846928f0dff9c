import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { REVISION_EDITOR_TEXTS as TEXTS } from "@repo/contracts/adminConsole/revisionEditorTexts";
import type { Share } from "@repo/contracts/sharing/schemas";
import type { ApiAnswer, ApiCall } from "@repo/ui/loopbackApi";
import { renderRoutes } from "@repo/ui/testing";
import { loopbackApiPerCase } from "../../../testing/loopbackApiPerCase.ts";
import { shareListOf, shareOf } from "../../../testing/sharing.ts";
import { PublishRevisionDialog } from "./PublishRevisionDialog.tsx";

const SHEET_ID = 4;
const bounced = "550 5.1.1 <dan@example.com>: Recipient address rejected";
/** Delivered; still on its way (its invitation will tell); failed for good, never delivered (the mail server's 550). */
const delivered = shareOf(1, "bob@example.com");
const onItsWay = shareOf(2, "carol@example.com", { invitation: { state: "queued", sentAt: null, attempts: 0 } });
const neverArrived = shareOf(3, "dan@example.com", { invitation: { state: "failed", sentAt: null, failedAt: "2026-11-26T09:05:00.000Z", failure: bounced } });
/** A resend that failed: the invitation delivered before still opens the sheet, so the API tells them. */
const resendFailed = shareOf(4, "erin@example.com", { invitation: { state: "failed", deliveredAt: "2026-11-20T09:00:02.000Z", failedAt: "2026-11-26T09:05:00.000Z", failure: bounced } });
const revoked = shareOf(5, "gone@example.com", { isActive: false });

let shares: Share[] = [];

function answer({ method, path }: ApiCall): ApiAnswer | undefined {
  if (method === "GET" && path === `/api/call-sheet-shares/${SHEET_ID}`) return { body: shareListOf(shares, { number: 2, publishedAt: "2026-11-27T10:00:00.000Z" }) };
  return undefined;
}

loopbackApiPerCase(answer, () => {
  shares = [];
});

function renderDialog() {
  renderRoutes(
    [
      {
        path: "/admin/call-sheet/:id",
        element: (
          <PublishRevisionDialog callSheetId={SHEET_ID} after={{ state: "ready", latest: 2 }} open onOpenChange={() => {}} beforePublish={() => true} onPublished={() => {}} />
        ),
      },
    ],
    `/admin/call-sheet/${SHEET_ID}`,
  );
  return screen.findByRole("dialog", { name: TEXTS.dialogTitle(3) });
}

const emails = (list: HTMLElement) => within(list).getAllByRole("listitem").map((item) => item.textContent);

describe("Publish revision: who is e-mailed (the API's rule, collaboratorNotices.ts)", () => {
  it("should list as e-mailed only those whose invitation arrived or is on its way, and say apart who is not (a 550)", async () => {
    shares = [delivered, onItsWay, neverArrived, resendFailed, revoked];
    const dialog = await renderDialog();
    const told = await within(dialog).findByRole("list", { name: TEXTS.someRecipients(3, 4) });
    expect(emails(told)).toEqual(["bob@example.com", "carol@example.com", "erin@example.com"]);
    expect(within(dialog).getByText(TEXTS.someRecipients(3, 4))).toBeTruthy();
    expect(within(dialog).queryByText(TEXTS.recipients(4))).toBeNull();
    const skipped = within(dialog).getByRole("list", { name: TEXTS.undelivered(1) });
    expect(emails(skipped)).toEqual(["dan@example.com"]);
    expect(within(dialog).getByText(TEXTS.undelivered(1))).toBeTruthy();
    expect(dialog.textContent).not.toContain("gone@example.com");
  });

  it("should say everyone is e-mailed when every invitation arrived or is on its way", async () => {
    shares = [delivered, onItsWay];
    const dialog = await renderDialog();
    const told = await within(dialog).findByRole("list", { name: TEXTS.recipients(2) });
    expect(emails(told)).toEqual(["bob@example.com", "carol@example.com"]);
    expect(within(dialog).queryByText(/never arrived/)).toBeNull();
  });

  it("should e-mail nobody, and say why, when the only invitation never arrived (not 'shared with nobody')", async () => {
    shares = [neverArrived];
    const dialog = await renderDialog();
    const skipped = await within(dialog).findByRole("list", { name: TEXTS.undelivered(1) });
    expect(emails(skipped)).toEqual(["dan@example.com"]);
    expect(within(dialog).queryByText(TEXTS.recipients(1))).toBeNull();
    expect(within(dialog).queryByText(TEXTS.noRecipients)).toBeNull();
  });
});
