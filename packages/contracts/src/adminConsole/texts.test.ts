import { describe, expect, it } from "vitest";
import { DASHBOARD } from "./texts.ts";

describe("Models Database heading", () => {
  it("should say 'entry' for one model and 'entries' otherwise", () => {
    expect(DASHBOARD.modelsTitle(1)).toBe("Models Database (1 entry)");
    expect(DASHBOARD.modelsTitle(0)).toBe("Models Database (0 entries)");
    expect(DASHBOARD.modelsTitle(1000)).toBe("Models Database (1000 entries)");
  });
});
