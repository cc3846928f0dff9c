import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { REVISION_EDITOR_TEXTS as TEXTS } from "@repo/contracts/adminConsole/revisionEditorTexts";
import { DASHBOARD } from "@repo/contracts/adminConsole/texts";
import type { ApiAnswer, ApiCall } from "@repo/ui/loopbackApi";
import { renderRoutes } from "@repo/ui/testing";
import { loopbackApiPerCase } from "../../../testing/loopbackApiPerCase.ts";
import { RevisionActions } from "../RevisionEntries.tsx";

const SHEET_ID = 4;
const revisionsPath = `/api/call-sheets/${SHEET_ID}/revisions`;
const rev3 = { number: 3, publishedAt: "2026-11-27T10:00:00.000Z", publishedBy: "Ada Admin", note: "" };

/** How the next read of the list answers: held until released, refused, or the list (REV 3 the latest). */
let listAnswer: "hold" | "fail" | "list" = "list";
let release: () => void = () => {};

async function answer({ method, path }: ApiCall): Promise<ApiAnswer | undefined> {
  if (method === "GET" && path === `/api/call-sheet-shares/${SHEET_ID}`) return { body: { shares: [], accessLog: [] } };
  if (method === "GET" && path === revisionsPath) {
    if (listAnswer === "fail") {
      listAnswer = "list";
      return { status: 503, body: { message: "The database is not reachable" } };
    }
    if (listAnswer === "hold") await new Promise<void>((resolve) => (release = resolve));
    return { body: [rev3] };
  }
  if (method === "GET" && path === `${revisionsPath}/3`) return { body: { ...rev3, callSheet: { version: 1 } } };
  if (method === "POST" && path === revisionsPath) return { status: 201, body: { number: 4, publishedAt: "2026-11-27T11:00:00.000Z", changes: [] } };
  return undefined;
}

const api = loopbackApiPerCase(answer, () => {
  listAnswer = "list";
  release = () => {};
});
const posts = () => api().calls.filter((call) => call.method === "POST");

function renderBar() {
  renderRoutes(
    [{ path: "/admin/call-sheet/:id", element: <RevisionActions callSheetId={SHEET_ID} beforePublish={() => true} version={10} unsavedOnScreen={() => false} /> }],
    `/admin/call-sheet/${SHEET_ID}`,
  );
}

describe("Publish revision before the revisions list is read", () => {
  it("should not publish while the list loads, saying why, then publish REV 4 after REV 3 once it is read", async () => {
    listAnswer = "hold";
    const user = userEvent.setup();
    renderBar();
    await user.click(screen.getByRole("button", { name: TEXTS.publish }));
    const dialog = await screen.findByRole("dialog", { name: TEXTS.publish });
    const publish = within(dialog).getByRole("button", { name: TEXTS.publish });
    expect(publish.getAttribute("aria-disabled")).toBe("true");
    expect(publish.getAttribute("aria-describedby") && document.getElementById(publish.getAttribute("aria-describedby")!)?.textContent).toBe(TEXTS.loading);
    await user.click(publish);
    expect(posts()).toEqual([]);

    release();
    const ready = await within(dialog).findByRole("button", { name: TEXTS.dialogTitle(4) });
    expect(ready.getAttribute("aria-disabled")).toBeNull();
    await user.click(ready);
    await waitFor(() => expect(posts().map((call) => call.body)).toEqual([{ note: "", afterRevision: 3 }]));
  });

  it("should show a failed read with a retry instead of a publish the API would refuse, and publish after REV 3 once retried", async () => {
    listAnswer = "fail";
    const user = userEvent.setup();
    renderBar();
    await user.click(screen.getByRole("button", { name: TEXTS.publish }));
    const dialog = await screen.findByRole("dialog", { name: TEXTS.publish });
    const failure = await within(dialog).findByRole("alert");
    expect(failure.textContent).toContain(TEXTS.loadFailed("The database is not reachable"));
    const publish = within(dialog).getByRole("button", { name: TEXTS.publish });
    expect(publish.getAttribute("aria-disabled")).toBe("true");
    await user.click(publish);
    expect(posts()).toEqual([]);

    await user.click(within(failure).getByRole("button", { name: DASHBOARD.retry }));
    await user.click(await within(dialog).findByRole("button", { name: TEXTS.dialogTitle(4) }));
    await waitFor(() => expect(posts().map((call) => call.body)).toEqual([{ note: "", afterRevision: 3 }]));
  });
});
