import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ON_SET_CONSTANTS } from "@repo/contracts/sharing/onSetTexts";
import { keepConfirmation, pendingConfirmation } from "../features/shared-call-sheet/api/confirmations.ts";
import { stubCaches } from "../testing/memoryCaches.ts";
import { draftOf, saveDraft } from "./commentDrafts.ts";
import type { PendingComment } from "./commentOutbox.ts";
import { forgetAskedByThisOrigin, forgetConfirmationsForgottenByWorker, forgetEndedSheet, forgetSheetInWorker } from "./forgetSheet.ts";
import { copyKey } from "./offlineCopy.ts";
import { startOffline } from "./startOffline.ts";

// jsdom has no IndexedDB: the phone's outbox (src/offline/commentOutbox.ts, its own tests in e2e/on-set)
// stands here as the same records in memory; Cache Storage likewise (testing/memoryCaches.ts).
const kept: PendingComment[] = [];
vi.mock("./commentOutbox.ts", () => ({
  forgetPendingOf: async (callSheetId: string, author?: string) =>
    void kept.splice(0, kept.length, ...kept.filter((comment) => comment.callSheetId !== callSheetId || (author !== undefined && comment.author !== author))),
}));

const { sheetCache } = ON_SET_CONSTANTS;
const waiting = (callSheetId: string): PendingComment => ({ id: `c${callSheetId}`, callSheetId, author: "ana@example.com", sectionId: "team", text: "Parking?", writtenAt: "2026-11-27T10:00:00.000Z" });

let caches: ReturnType<typeof stubCaches>;
beforeEach(async () => {
  caches = stubCaches();
  // What the worker keeps of two sheets: each one's copy and a comment waiting to be sent.
  const cache = await globalThis.caches.open(sheetCache);
  for (const id of ["7", "70"]) await cache.put(copyKey(location.origin, id), new Response("<html>sheet</html>"));
  kept.push(waiting("7"), waiting("70"));
});
afterEach(() => {
  kept.splice(0);
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A comment being written on Team of each sheet (offline/commentDrafts.ts: this tab's sessionStorage). */
function writeDrafts() {
  saveDraft("7", "team", "ana@example.com", { text: "Parking at the back?", idempotencyKey: null });
  saveDraft("7", "scenes", "marko@example.com", { text: "Rooftop first?", idempotencyKey: null });
  saveDraft("70", "team", "ana@example.com", { text: "Lunch at 13?", idempotencyKey: null });
}
const draftsLeft = () => [draftOf("7", "team", "ana@example.com"), draftOf("7", "scenes", "marko@example.com"), draftOf("70", "team", "ana@example.com")].map((draft) => draft?.text);

describe("forgetEndedSheet (the page shows the ended screen)", () => {
  it("should drop the sheet's copy, its waiting comments and every Confirm waiting for it at once, and nothing of another sheet", async () => {
    keepConfirmation("7", "ana@example.com", 2);
    keepConfirmation("7", "marko@example.com", 1);
    keepConfirmation("70", "ana@example.com", 3);
    writeDrafts();

    await forgetEndedSheet("7");

    expect(caches.urls(sheetCache)).toEqual([copyKey(location.origin, "70")]);
    expect(kept.map((comment) => comment.callSheetId)).toEqual(["70"]);
    expect(Object.keys(window.localStorage)).toEqual(["portal-pending-confirmation:70:ana@example.com"]);
    // The comments being written on it go too, every section's and writer's.
    expect(draftsLeft()).toEqual([undefined, undefined, "Lunch at 13?"]);
  });

  it("should drop, for one reader's ended invitation (met signing in as them), the copy and only that reader's waiting work", async () => {
    keepConfirmation("7", "ana@example.com", 2);
    keepConfirmation("7", "marko@example.com", 1);
    writeDrafts();
    kept.push({ ...waiting("7"), id: "m7", author: "marko@example.com" });

    await forgetEndedSheet("7", "marko@example.com");

    expect(caches.urls(sheetCache)).toEqual([copyKey(location.origin, "70")]);
    expect(kept.map((comment) => `${comment.callSheetId}:${comment.author}`)).toEqual(["7:ana@example.com", "70:ana@example.com"]);
    expect(Object.keys(window.localStorage).sort()).toEqual(["portal-pending-confirmation:7:ana@example.com"]);
    expect(draftsLeft()).toEqual(["Parking at the back?", undefined, "Lunch at 13?"]);
  });

  it("should still drop the waiting Confirm where there is no Cache Storage (not a secure context)", async () => {
    vi.stubGlobal("caches", undefined);
    keepConfirmation("7", "ana@example.com", 2);
    await forgetEndedSheet("7");
    expect(pendingConfirmation("7", "ana@example.com")).toBeNull();
    expect(kept.map((comment) => comment.callSheetId)).toEqual(["70"]);
  });
});

describe("'Forget this sheet' answered by the worker before the page's scripts ran", () => {
  it("should drop the copy and the comments at once, and at the page's next start the Confirms kept before the forget, once", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-27T10:00:00.000Z"));
    keepConfirmation("7", "ana@example.com", 2);
    keepConfirmation("70", "ana@example.com", 3);
    vi.setSystemTime(new Date("2026-11-27T10:05:00.000Z"));
    await forgetSheetInWorker(location.origin, "7");
    expect(kept.map((comment) => comment.callSheetId)).toEqual(["70"]);
    expect(caches.urls(sheetCache)).not.toContain(copyKey(location.origin, "7"));
    // The worker cannot reach localStorage: the Confirm waits until a page of the origin runs.
    expect(pendingConfirmation("7", "ana@example.com")).toBe(2);
    // Made after the forget (the sheet opened and confirmed again before the note was read): it stays.
    vi.setSystemTime(new Date("2026-11-27T10:10:00.000Z"));
    keepConfirmation("7", "marko@example.com", 4);
    // Written in this tab before the forget (the worker cannot reach sessionStorage).
    writeDrafts();

    await forgetConfirmationsForgottenByWorker("7");
    expect(draftsLeft()).toEqual([undefined, undefined, "Lunch at 13?"]);

    expect(Object.keys(window.localStorage).sort()).toEqual(["portal-pending-confirmation:70:ana@example.com", "portal-pending-confirmation:7:marko@example.com"]);
    // The note is used up: the next start keeps what is kept since.
    expect(caches.urls(sheetCache)).toEqual([copyKey(location.origin, "70")]);
    keepConfirmation("7", "ana@example.com", 4);
    await forgetConfirmationsForgottenByWorker("7");
    expect(pendingConfirmation("7", "ana@example.com")).toBe(4);
  });

  it("should keep every waiting Confirm at a start with no forget noted", async () => {
    keepConfirmation("7", "ana@example.com", 2);
    await forgetConfirmationsForgottenByWorker("7");
    expect(pendingConfirmation("7", "ana@example.com")).toBe(2);
  });

  it("should be read by the page's entry on the sheet's address", async () => {
    keepConfirmation("7", "ana@example.com", 2);
    await forgetSheetInWorker(location.origin, "7");
    window.history.replaceState(null, "", "/shared-call-sheet/7");

    startOffline();

    await vi.waitFor(() => expect(pendingConfirmation("7", "ana@example.com")).toBeNull());
  });
});

describe("forgetAskedByThisOrigin (who may have the worker forget a sheet)", () => {
  const origin = "https://portal.example";
  const request = (mode: RequestMode, referrer: string, site?: string) => ({ mode, referrer, headers: new Headers(site ? { "sec-fetch-site": site } : {}) });

  it("should accept the banner's link: a navigation from a page of this origin", () => {
    expect(forgetAskedByThisOrigin(request("navigate", `${origin}/shared-call-sheet/7`), origin)).toBe(true);
    expect(forgetAskedByThisOrigin(request("navigate", `${origin}/shared-call-sheet/7?forget=1`, "same-origin"), origin)).toBe(true);
  });

  it("should refuse another site's link, redirect or frame, one with no referrer, and anything but a navigation", () => {
    expect(forgetAskedByThisOrigin(request("navigate", "https://cat-pictures.example/"), origin)).toBe(false);
    expect(forgetAskedByThisOrigin(request("navigate", "https://portal.example.evil.example/"), origin)).toBe(false);
    expect(forgetAskedByThisOrigin(request("navigate", ""), origin)).toBe(false);
    expect(forgetAskedByThisOrigin(request("navigate", `${origin}/shared-call-sheet/7`, "cross-site"), origin)).toBe(false);
    expect(forgetAskedByThisOrigin(request("navigate", `${origin}/shared-call-sheet/7`, "same-site"), origin)).toBe(false);
    expect(forgetAskedByThisOrigin(request("no-cors", `${origin}/shared-call-sheet/7`), origin)).toBe(false);
  });
});
