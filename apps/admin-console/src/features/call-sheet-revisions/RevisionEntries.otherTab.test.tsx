import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fullSheet } from "@repo/call-sheet/fixtures/fullSheet";
import { REVISION_EDITOR_TEXTS as TEXTS } from "@repo/contracts/adminConsole/revisionEditorTexts";
import type { ApiAnswer, ApiCall } from "@repo/ui/loopbackApi";
import { renderRoutes } from "@repo/ui/testing";
import { loopbackApiPerCase } from "../../testing/loopbackApiPerCase.ts";
import { RevisionActions, RevisionStatus } from "./RevisionEntries.tsx";

const SHEET_ID = 4;
const revisionsPath = `/api/call-sheets/${SHEET_ID}/revisions`;
/** REV 2 published the sheet at version 10, where this tab is. */
const rev2 = { number: 2, publishedAt: "2026-11-27T10:00:00.000Z", publishedBy: "Ada Admin", note: "" };
const TAB_VERSION = 10;

/** The API's sheet: as REV 2 published it, or past it (another tab saved a new call time: version 11). */
let serverSheet: "asPublished" | "changedByOtherTab" = "asPublished";
/** Set by a case: the next read of the list fails (the API unreachable for a moment). */
let failNextList = false;

function answer({ method, path }: ApiCall): ApiAnswer | undefined {
  if (method === "GET" && path === `/api/call-sheet-shares/${SHEET_ID}`) return { body: { shares: [], accessLog: [] } };
  if (method === "GET" && path === revisionsPath) {
    if (failNextList) {
      failNextList = false;
      return { status: 503, body: { message: "The database is not reachable" } };
    }
    // As the API: the sheet's version when its content is REV 2's, else null (a draft).
    return { body: [{ ...rev2, unchangedAtVersion: serverSheet === "asPublished" ? TAB_VERSION : null }] };
  }
  if (method === "GET" && path === `${revisionsPath}/2`) return { body: { ...rev2, callSheet: { ...fullSheet, id: SHEET_ID, version: TAB_VERSION } } };
  return undefined;
}

const api = loopbackApiPerCase(answer, () => {
  serverSheet = "asPublished";
  failNextList = false;
});
const listReads = () => api().calls.filter((call) => call.method === "GET" && call.path === revisionsPath).length;

/** Tab A's header line and Publish, at the version it last saved (its own saves only move it). */
function renderTabA() {
  renderRoutes(
    [
      {
        path: "/admin/call-sheet/:id",
        element: (
          <header>
            <RevisionStatus callSheetId={SHEET_ID} version={TAB_VERSION} />
            <RevisionActions callSheetId={SHEET_ID} beforePublish={() => true} version={TAB_VERSION} unsavedOnScreen={() => false} />
          </header>
        ),
      },
    ],
    `/admin/call-sheet/${SHEET_ID}`,
  );
}

/** Tab A shows REV 2 with no draft, every read its opening makes answered (before another tab saves). */
async function tabAShowsRev2() {
  const header = screen.getByRole("banner");
  await within(header).findByText(TEXTS.revisionLabel(2));
  await waitFor(() => expect(api().calls.some((call) => call.path === `${revisionsPath}/2`)).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(api().stats.inFlight).toBe(0);
  expect(within(header).queryByText(TEXTS.draft(2))).toBeNull();
  return header;
}

describe("a tab on REV 2 while another tab saves (its version does not move here)", () => {
  it("should show 'Draft: changed since REV 2' once the producer comes back to the tab", async () => {
    renderTabA();
    const header = await tabAShowsRev2();
    serverSheet = "changedByOtherTab";
    act(() => void window.dispatchEvent(new Event("focus")));
    expect(await within(header).findByText(TEXTS.draft(2))).toBeTruthy();
  });

  it("should not say there is nothing to publish when Publish opens: it asks the API, which says the sheet changed", async () => {
    const user = userEvent.setup();
    renderTabA();
    await tabAShowsRev2();
    serverSheet = "changedByOtherTab";
    await user.click(screen.getByRole("button", { name: TEXTS.publish }));
    const dialog = await screen.findByRole("dialog", { name: TEXTS.dialogTitle(3) });
    expect(within(dialog).queryByText(TEXTS.unchangedSince(2))).toBeNull();
    // The header heard it too.
    expect(within(screen.getByRole("banner")).getByText(TEXTS.draft(2))).toBeTruthy();
  });

  it("should say there is nothing to publish when the API, asked as Publish opens, says the sheet is as REV 2 has it", async () => {
    const user = userEvent.setup();
    renderTabA();
    await tabAShowsRev2();
    const before = listReads();
    await user.click(screen.getByRole("button", { name: TEXTS.publish }));
    const dialog = await screen.findByRole("dialog", { name: TEXTS.dialogTitle(3) });
    expect(listReads()).toBe(before + 1);
    expect(within(dialog).getByRole("note").textContent).toBe(TEXTS.unchangedSince(2));
  });

  it("should not say there is nothing to publish from an earlier answer when the API cannot be asked as Publish opens", async () => {
    const user = userEvent.setup();
    renderTabA();
    await tabAShowsRev2();
    failNextList = true;
    await user.click(screen.getByRole("button", { name: TEXTS.publish }));
    const dialog = await screen.findByRole("dialog", { name: TEXTS.dialogTitle(3) });
    expect(within(dialog).queryByText(TEXTS.unchangedSince(2))).toBeNull();
  });
});
