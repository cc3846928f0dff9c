import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CallSheetSummary } from "@repo/contracts/callSheets/schemas/list";
import { renderRoutes } from "@repo/ui/testing";
import { ShootingItem } from "./ShootingItem.tsx";

const sheet = (sharedCount: number, newCommentCount: number, patch: Partial<CallSheetSummary> = {}): CallSheetSummary => ({
  id: 4, shootingTitle: "Spring", client: "", shootingDate: null, shootingTime: null, locations: "", createdAt: "2026-11-01T00:00:00.000Z", sharedCount, newCommentCount,
  confirmation: null, failedCount: 0, ...patch,
});

function renderItem(summary: CallSheetSummary) {
  renderRoutes([{ path: "/", element: <ul><ShootingItem sheet={summary} onDelete={() => undefined} /></ul> }], "/");
  return screen.getByRole("listitem");
}

describe("a My Shootings row's sharing line", () => {
  it("should say '5 shared, 2 new comments', the comments linking to the editor's Comments view", () => {
    const row = renderItem(sheet(5, 2));
    expect(row.textContent).toContain("5 shared, 2 new comments");
    expect(within(row).getByRole("link", { name: "2 new comments" }).getAttribute("href")).toBe("/admin/call-sheet/4?view=comments");
  });

  it("should say only what there is: '3 shared', or '1 new comment'", () => {
    expect(renderItem(sheet(3, 0)).textContent).toMatch(/3 shared(?!,)/);
    expect(screen.queryByRole("link", { name: /new comment/ })).toBeNull();
  });

  it("should say nothing for a sheet shared with nobody and without new comments", () => {
    const row = renderItem(sheet(0, 0));
    expect(row.textContent).not.toMatch(/shared|comment/);
  });

  it("should say who confirmed the latest revision and whose e-mail failed, the failures linking to the Collaborators panel", () => {
    const row = renderItem(sheet(5, 2, { confirmation: { revision: 2, confirmed: 3, total: 4 }, failedCount: 1 }));
    expect(row.textContent).toContain("5 shared · 3/4 confirmed REV 2 · 1 failed, 2 new comments");
    expect(within(row).getByRole("link", { name: "1 failed" }).getAttribute("href")).toBe("/admin/call-sheet/4?view=collaborators");
    expect(row.querySelector("[data-all-confirmed]")).toBeNull();
  });

  it("should mark 'all confirmed', and say nothing of confirmations before a publish nor of failures when none failed", () => {
    const all = renderItem(sheet(2, 0, { confirmation: { revision: 1, confirmed: 2, total: 2 } }));
    expect(all.querySelector("[data-all-confirmed]")?.textContent).toBe("2/2 confirmed REV 1");
    expect(all.textContent).not.toContain("failed");
  });

  it("should say only '2 shared' before anything is published", () => {
    expect(renderItem(sheet(2, 0)).textContent).toMatch(/2 shared(?! ·)/);
  });

  it("should link one new comment on a sheet no longer shared", () => {
    const row = renderItem(sheet(0, 1));
    expect(within(row).getByRole("link", { name: "1 new comment" })).toBeTruthy();
    expect(row.textContent).not.toContain("shared");
  });
});
