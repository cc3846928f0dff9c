import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CallSheetSummary } from "@repo/contracts/callSheets/schemas/list";
import { renderRoutes } from "@repo/ui/testing";
import { ShootingItem } from "./ShootingItem.tsx";

const sheet = (sharedCount: number, newCommentCount: number): CallSheetSummary => ({
  id: 4, shootingTitle: "Spring", client: "", shootingDate: null, shootingTime: null, locations: "", createdAt: "2026-11-01T00:00:00.000Z", sharedCount, newCommentCount,
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

  it("should link one new comment on a sheet no longer shared", () => {
    const row = renderItem(sheet(0, 1));
    expect(within(row).getByRole("link", { name: "1 new comment" })).toBeTruthy();
    expect(row.textContent).not.toContain("shared");
  });
});
