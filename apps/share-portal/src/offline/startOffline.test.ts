import { afterEach, describe, expect, it } from "vitest";
import { ON_SET_CONSTANTS } from "@repo/contracts/sharing/onSetTexts";
import { keepConfirmation } from "../features/shared-call-sheet/api/confirmations.ts";
import { draftOf, saveDraft } from "./commentDrafts.ts";
import { withOfflineBanner } from "./offlineCopy.ts";
import { startOffline } from "./startOffline.ts";

afterEach(() => {
  document.body.innerHTML = "";
  window.localStorage.clear();
});

describe("an offline copy's 'Forget this sheet'", () => {
  it("should drop the confirmations waiting to be sent and the comments being written for that sheet, whoever made them, and nothing else", () => {
    // The copy as the worker answers it offline: the banner, with its link, before the app's root.
    const page = new DOMParser().parseFromString(withOfflineBanner('<html><body><div id="root"></div></body></html>', "2026-11-27T10:00:00.000Z", "7", "en"), "text/html");
    document.body.innerHTML = page.body.innerHTML;
    expect(keepConfirmation("7", "ana@example.com", 2)).toBe(true);
    expect(keepConfirmation("7", "marko@example.com", 1)).toBe(true);
    expect(keepConfirmation("70", "ana@example.com", 3)).toBe(true);
    window.localStorage.setItem("testCallSheetId", "7");
    saveDraft("7", "team", "ana@example.com", { text: "Parking at the back?", idempotencyKey: null });
    saveDraft("70", "team", "ana@example.com", { text: "Lunch at 13?", idempotencyKey: null });

    startOffline();
    // The worker answers the link (e2e/on-set.spec.ts); jsdom would only say it cannot navigate.
    document.addEventListener("click", (event) => event.preventDefault(), { once: true });
    document.querySelector<HTMLAnchorElement>(`#${ON_SET_CONSTANTS.offlineBannerId} a`)!.click();

    expect(Object.keys(window.localStorage).sort()).toEqual(["portal-pending-confirmation:70:ana@example.com", "testCallSheetId"]);
    expect(draftOf("7", "team", "ana@example.com")).toBeUndefined();
    expect(draftOf("70", "team", "ana@example.com")?.text).toBe("Lunch at 13?");
  });
});
