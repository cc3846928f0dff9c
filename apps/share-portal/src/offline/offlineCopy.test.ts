import { describe, expect, it } from "vitest";
import { ON_SET_CONSTANTS } from "@repo/contracts/sharing/onSetTexts";
import { revisionOfCopy, withOfflineBanner } from "./offlineCopy.ts";

/** A stored copy as the portal server renders it: the answers embedded beside the sheet. */
const copyOf = (sheet: { isAdmin: boolean; revision: { number: number } | null }) =>
  `<!doctype html><html><head></head><body><div id="root"><h1>Spring campaign</h1></div><script type="application/json" id="${ON_SET_CONSTANTS.firstResponseElementId}">${JSON.stringify({ callSheetId: "7", sheet })}</script></body></html>`;

describe("the offline copy's banner", () => {
  it("should name the revision a collaborator's copy shows", () => {
    const html = copyOf({ isAdmin: false, revision: { number: 2 } });
    expect(revisionOfCopy(html)).toBe(2);
    expect(withOfflineBanner(html, "2026-11-27T10:00:00.000Z", "7", "en")).toContain("Offline: revision 2, as of ");
  });

  it("should name no revision on an admin's copy: it is the live sheet, perhaps a draft past the latest revision", () => {
    const html = copyOf({ isAdmin: true, revision: { number: 2 } });
    expect(revisionOfCopy(html)).toBeNull();
    expect(withOfflineBanner(html, "2026-11-27T10:00:00.000Z", "7", "en")).toContain("<span>Offline: as of ");
  });

  it("should name none when the copy carries no answers", () => {
    expect(revisionOfCopy("<html><body><h1>Sheet</h1></body></html>")).toBeNull();
  });
});
