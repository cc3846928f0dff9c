import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { COLLABORATORS_TEXTS } from "@repo/contracts/adminConsole/collaboratorsTexts";
import { REVISION_EDITOR_TEXTS as TEXTS } from "@repo/contracts/adminConsole/revisionEditorTexts";
import type { CollaboratorRevisionState } from "@repo/contracts/sharing/confirmations";
import type { Share } from "@repo/contracts/sharing/schemas";
import type { ApiAnswer, ApiCall } from "@repo/ui/loopbackApi";
import { renderRoutes } from "@repo/ui/testing";
import { SharingEntries } from "../features/call-sheet-collaborators/SharingEntries.tsx";
import { RevisionActions } from "../features/call-sheet-revisions/RevisionEntries.tsx";
import { loopbackApiPerCase } from "../testing/loopbackApiPerCase.ts";
import { shareListOf, shareOf } from "../testing/sharing.ts";

const SHEET_ID = 4;
/** The latest published revision; who confirmed it. */
let latest = 1;
let confirmedIds = new Set<number>();

const stateOf = (id: number): CollaboratorRevisionState => {
  const at = confirmedIds.has(id) ? "2026-11-27T09:14:00.000Z" : null;
  return { revision: latest, notice: { state: "sent", at: "2026-11-27T08:00:05.000Z", failure: null }, firstOpenedAt: at, confirmedAt: at, reminder: null };
};
const shares = (): Share[] => [1, 2, 3].map((id) => shareOf(id, `p${id}@example.com`, { latestRevision: stateOf(id) }));
const publishedAt = (number: number) => `2026-11-27T0${number}:00:00.000Z`;

/** The API as the bar meets it: the share list counted for the latest revision, the revisions, a publish. */
function answer({ method, path }: ApiCall): ApiAnswer | undefined {
  if (method === "GET" && path === `/api/call-sheet-shares/${SHEET_ID}`) {
    return { body: shareListOf(shares(), { number: latest, publishedAt: publishedAt(latest) }) };
  }
  if (method === "GET" && path === "/api/call-sheet-comments") return { body: { comments: [], nextCursor: null, counts: {}, total: 0, newCount: 0, seenAt: null } };
  if (method === "GET" && path === `/api/call-sheets/${SHEET_ID}/revisions`)
    return { body: Array.from({ length: latest }, (_, index) => latest - index).map((number) => ({ number, publishedAt: publishedAt(number), publishedBy: "Ada Admin", note: "" })) };
  if (method === "POST" && path === `/api/call-sheets/${SHEET_ID}/revisions`) {
    latest += 1;
    confirmedIds = new Set();
    return { status: 201, body: { number: latest, publishedAt: publishedAt(latest), changes: [] } };
  }
  return undefined;
}

loopbackApiPerCase(answer, () => {
  latest = 1;
  confirmedIds = new Set([1, 2, 3]);
});

describe("the editor bar's Collaborators count and Publish revision (two features the app composes)", () => {
  it("should count the new revision as soon as it is published: 3/3 of REV 1, then 0/3 of REV 2", async () => {
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: "/admin/call-sheet/:id",
          element: (
            <Suspense fallback={null}>
              <SharingEntries callSheetId={SHEET_ID} />
              <RevisionActions callSheetId={SHEET_ID} beforePublish={() => true} version={10} unsavedOnScreen={() => false} />
            </Suspense>
          ),
        },
      ],
      `/admin/call-sheet/${SHEET_ID}`,
    );
    await screen.findByRole("link", { name: COLLABORATORS_TEXTS.openConfirmed(3, 3) });
    await user.click(screen.getByRole("button", { name: TEXTS.publish }));
    const dialog = await screen.findByRole("dialog", { name: TEXTS.dialogTitle(2) });
    await user.click(within(dialog).getByRole("button", { name: TEXTS.dialogTitle(2) }));
    expect(await screen.findByRole("link", { name: COLLABORATORS_TEXTS.openConfirmed(0, 3) })).toBeTruthy();
  });
});
