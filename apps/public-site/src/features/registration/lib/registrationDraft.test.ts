import { afterEach, describe, expect, it, vi } from "vitest";
import { clearDraft, readDraft, saveDraft } from "./registrationDraft.ts";

const PHOTO = "data:image/jpeg;base64,AAAA";

afterEach(() => {
  vi.restoreAllMocks();
  clearDraft();
});

describe("the registration draft", () => {
  it("should bring back every field and the photo of this visit", () => {
    saveDraft({ fullName: "Jovana", gender: "female", selected: { instagram: true, facebook: false, tiktok: false }, photoPath: PHOTO });
    expect(readDraft()).toEqual({ fullName: "Jovana", gender: "female", selected: { instagram: true, facebook: false, tiktok: false }, photoPath: PHOTO });
  });

  it("should write the photo only when it changes, not with every keystroke", () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    saveDraft({ fullName: "J", photoPath: PHOTO });
    saveDraft({ fullName: "Jo", photoPath: PHOTO });
    saveDraft({ fullName: "Jov", photoPath: PHOTO });
    expect(setItem.mock.calls.filter(([, value]) => value === PHOTO)).toHaveLength(1);
  });

  it("should keep the form working when storage is full or refused", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(() => saveDraft({ fullName: "Jovana", photoPath: PHOTO })).not.toThrow();
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => "{not json");
    expect(readDraft()).toEqual({});
  });

  it("should be gone after clearDraft (a successful submission)", () => {
    saveDraft({ fullName: "Jovana", photoPath: PHOTO });
    clearDraft();
    expect(readDraft()).toEqual({ photoPath: "" });
  });
});
