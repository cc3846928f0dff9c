import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetPendingOf, keepPending, pendingOf } from "./commentOutbox.ts";

// The outbox itself, on an IndexedDB that behaves as the browser's (fake-indexeddb: jsdom has none); the
// page's and the worker's uses of it are tested with it mocked, and in Chromium in e2e/on-set.spec.ts.

// Each written a second after the one before (oldest first is by the time written).
let clock = Date.UTC(2026, 10, 28, 10);
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"] }));
afterEach(() => vi.useRealTimers());
const write = (callSheetId: string, author: string, text: string) => {
  vi.setSystemTime((clock += 1000));
  return keepPending({ callSheetId, author, sectionId: "team", text });
};
const left = async (callSheetId: string) => (await pendingOf(callSheetId)).map((comment) => `${comment.author}: ${comment.text}`);

describe("the comment outbox", () => {
  it("should keep comments per sheet, oldest first, across opens of the database", async () => {
    await write("1", "ana@example.com", "First");
    await write("1", "bob@example.com", "Second");
    await write("2", "ana@example.com", "Elsewhere");
    expect(await left("1")).toEqual(["ana@example.com: First", "bob@example.com: Second"]);
    expect(await left("2")).toEqual(["ana@example.com: Elsewhere"]);
  });

  it("should forget only one writer's comments of one sheet when told whose, and every comment of the sheet when not", async () => {
    await write("3", "ana@example.com", "Ana's");
    await write("3", "bob@example.com", "Bob's");
    await write("3", "ana@example.com", "Ana's again");
    await write("4", "bob@example.com", "Bob's elsewhere");
    await forgetPendingOf("3", "bob@example.com");
    expect(await left("3")).toEqual(["ana@example.com: Ana's", "ana@example.com: Ana's again"]);
    expect(await left("4")).toEqual(["bob@example.com: Bob's elsewhere"]);
    await forgetPendingOf("3");
    expect(await left("3")).toEqual([]);
    expect(await left("4")).toEqual(["bob@example.com: Bob's elsewhere"]);
  });
});
