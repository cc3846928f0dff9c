import { afterEach, describe, expect, it } from "vitest";
import { checkAuth, SHEET_ID } from "../../../testing/sharedViewFixtures.ts";
import { changesReadIn, forgetChangesReadCookie, noteChangesRead, readerTag } from "./changesRead.ts";

// Which list of changes each reader closed on this browser (lib/changesRead.ts): the browser writes the
// cookie, the portal server reads the request's Cookie header with the same function for the page's reader.

const ana = checkAuth("viewer");
const bob = { ...checkAuth("viewer"), email: "bob@example.com" };
const SHEET = String(SHEET_ID);

afterEach(() => {
  document.cookie = forgetChangesReadCookie(SHEET_ID);
  window.history.replaceState(null, "", "/");
});

describe("the closed list of changes, per reader", () => {
  it("should remember Ana's 'Got it' for Ana only, not for Bob on the same phone, and read it alike from the page and from a request's Cookie header", () => {
    window.history.replaceState(null, "", `/shared-call-sheet/${SHEET_ID}`);
    noteChangesRead(SHEET, ana, 2);
    expect(changesReadIn(document.cookie, SHEET, ana)).toBe(2);
    expect(changesReadIn(document.cookie, SHEET, bob)).toBeNull();
    // The portal server reads what the browser sends: the same answer for the same reader (no moving page).
    const header = `connect.sid=s1; ${document.cookie}`;
    expect(changesReadIn(header, SHEET_ID, ana)).toBe(2);
    expect(changesReadIn(header, SHEET_ID, bob)).toBeNull();
    expect(changesReadIn(header, SHEET_ID, checkAuth(null, false))).toBeNull();

    // Bob closes REV 3's list after her: both are kept, each their own.
    noteChangesRead(SHEET, bob, 3);
    expect(changesReadIn(document.cookie, SHEET, ana)).toBe(2);
    expect(changesReadIn(document.cookie, SHEET, bob)).toBe(3);
  });

  it("should keep the cookie small and without an e-mail, however many readers closed a list here", () => {
    window.history.replaceState(null, "", `/shared-call-sheet/${SHEET_ID}`);
    for (let index = 0; index < 12; index += 1) noteChangesRead(SHEET, { ...ana, email: `reader${index}@example.com` }, 999_999_999);
    expect(document.cookie).not.toContain("@");
    expect(document.cookie).not.toContain("example");
    expect(document.cookie.length).toBeLessThan(140);
    // The latest readers are remembered.
    expect(changesReadIn(document.cookie, SHEET, { ...ana, email: "reader11@example.com" })).toBe(999_999_999);
  });

  it("should tag a reader per sheet, and read no old cookie (a bare revision, nobody's) as anyone's", () => {
    expect(readerTag(SHEET_ID, ana)).toMatch(/^[0-9a-z]{1,12}$/);
    expect(readerTag(SHEET_ID, ana)).toBe(readerTag(SHEET, ana));
    expect(readerTag(SHEET_ID, ana)).not.toBe(readerTag(SHEET_ID, bob));
    expect(readerTag(SHEET_ID, ana)).not.toBe(readerTag(8, ana));
    expect(changesReadIn("revisionChangesRead=2", SHEET, ana)).toBeNull();
    expect(changesReadIn(`revisionChangesRead=${readerTag(SHEET_ID, ana)}:0`, SHEET, ana)).toBeNull();
  });
});
