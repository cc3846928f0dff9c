import { afterEach, describe, expect, it, vi } from "vitest";
import { ON_SET_CONSTANTS } from "@repo/contracts/sharing/onSetTexts";
import { markAnsweredByPage, refetchUnlessAnsweredByPage } from "./justAnswered.ts";

/**
 * The page's embedded answers are not asked again on mount only when they are a moment old. A document from
 * history (Back/Forward) is as old as the page the browser kept: seeded a moment ago by the scripts, its
 * answers are asked again (it showed REV 2 after REV 3 was published). The first load asks nothing more.
 */

const navigationOf = (type: NavigationTimingType) => vi.spyOn(performance, "getEntriesByType").mockImplementation((kind) => (kind === "navigation" ? [{ type } as PerformanceNavigationTiming] : []));
const seeded = () => {
  const query = { state: { dataUpdatedAt: Date.now() - 100 } };
  markAnsweredByPage(query);
  return query;
};

afterEach(() => {
  vi.restoreAllMocks();
  document.getElementById(ON_SET_CONSTANTS.offlineBannerId)?.remove();
});

describe("refetchUnlessAnsweredByPage and the page's navigation", () => {
  it("should not ask again on a page loaded now (first load, reload)", () => {
    navigationOf("navigate");
    expect(refetchUnlessAnsweredByPage(seeded())).toBe(false);
    navigationOf("reload");
    expect(refetchUnlessAnsweredByPage(seeded())).toBe(false);
  });

  it("should ask again on a page reached with Back or Forward, however recently its answers were seeded", () => {
    navigationOf("back_forward");
    expect(refetchUnlessAnsweredByPage(seeded())).toBe("always");
  });

  it("should not ask again on the worker's offline copy reached with Back: it is shown because the server could not be asked", () => {
    navigationOf("back_forward");
    const banner = document.createElement("div");
    banner.id = ON_SET_CONSTANTS.offlineBannerId;
    document.body.prepend(banner);
    expect(refetchUnlessAnsweredByPage(seeded())).toBe(false);
  });
});
