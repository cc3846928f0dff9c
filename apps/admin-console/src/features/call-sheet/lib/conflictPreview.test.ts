import { describe, expect, it } from "vitest";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { conflictPreview, PREVIEW_MAX_CHARS, previewValue } from "./conflictPreview.ts";

const sheet = (fields: Partial<CallSheet>): CallSheet => ({ setNotes: "", props: "[]", weather: "", ...fields }) as CallSheet;

describe("conflictPreview", () => {
  it("should show a text field as saved elsewhere, on one line, and nothing as (empty)", () => {
    expect(previewValue("setNotes", sheet({ setNotes: "Quiet on set\n  after 9" }))).toBe("Quiet on set after 9");
    expect(previewValue("setNotes", sheet({ setNotes: "  " }))).toBe("(empty)");
    expect(previewValue("shootingDate", sheet({ shootingDate: null }))).toBe("(empty)");
  });

  it("should list a section's items in the cards' words", () => {
    const props = JSON.stringify([
      { id: 1, name: "Umbrella", isChecked: true },
      { id: 2, name: "Map", isChecked: false },
    ]);
    expect(previewValue("props", sheet({ props }))).toBe("✓ Umbrella; Map");
    expect(previewValue("teamMembers", sheet({ teamMembers: JSON.stringify([{ id: 1, role: "Director", name: "Ana" }]) }))).toBe("Director: Ana");
    expect(previewValue("sceneSchedule", sheet({ sceneSchedule: JSON.stringify([{ id: 1, name: "" }]) }))).toBe("(untitled scene)");
    expect(previewValue("weather", sheet({ weather: JSON.stringify({ temperature: "21", icon: "sunny" }) }))).toBe("21 °C, sunny");
    expect(previewValue("props", sheet({ props: "[]" }))).toBe("(empty)");
  });

  it("should show a section that does not read as its text, and cut anything long", () => {
    expect(previewValue("props", sheet({ props: "not json" }))).toBe("not json");
    const long = previewValue("setNotes", sheet({ setNotes: "x".repeat(500) }));
    expect(long).toHaveLength(PREVIEW_MAX_CHARS);
    expect(long.endsWith("…")).toBe(true);
  });

  it("should label each conflicting field, leaving out the locations' summary when their list is shown", () => {
    const current = sheet({ locations: "Novi Sad, Serbia", locationsList: JSON.stringify([{ id: 1, country: "Serbia", city: "Novi Sad" }]), setNotes: "Theirs" });
    expect(conflictPreview(["locations", "locationsList", "setNotes", "baseVersion"], current)).toEqual([
      { field: "locationsList", label: "Locations", value: "Novi Sad, Serbia" },
      { field: "setNotes", label: "Set Notes", value: "Theirs" },
    ]);
  });
});
