import { describe, expect, it } from "vitest";
import { fullSheet } from "./fixtures/fullSheet.ts";
import { parseCallSheet } from "./parseCallSheet.ts";

describe("parseCallSheet", () => {
  it("parses every JSON section of a full sheet", () => {
    const sheet = parseCallSheet(fullSheet);
    expect(sheet.locationsList.ok && sheet.locationsList.items).toHaveLength(2);
    expect(sheet.teamMembers.ok && sheet.teamMembers.items).toHaveLength(6);
    expect(sheet.concepts.ok && sheet.concepts.items).toHaveLength(3);
    expect(sheet.actorContacts.ok && sheet.actorContacts.items).toHaveLength(3);
    expect(sheet.sceneSchedule.ok && sheet.sceneSchedule.items).toHaveLength(12);
    expect(sheet.weather).toEqual({ ok: true, items: { temperature: "24", icon: "partly-cloudy" } });
  });

  it("marks a section whose text is not JSON as not ok, leaving the others parsed", () => {
    const sheet = parseCallSheet({ ...fullSheet, props: "[{" });
    expect(sheet.props).toEqual({ ok: false });
    expect(sheet.gear.ok).toBe(true);
  });

  it("marks a section whose JSON does not match its schema as not ok", () => {
    expect(parseCallSheet({ ...fullSheet, gear: '[{"name": 3}]' }).gear).toEqual({ ok: false });
  });

  it("reads an empty text as an empty section (rows older than validation)", () => {
    const sheet = parseCallSheet({ ...fullSheet, sceneSchedule: "", weather: "" });
    expect(sheet.sceneSchedule).toEqual({ ok: true, items: [] });
    expect(sheet.weather).toEqual({ ok: true, items: { temperature: "", icon: "" } });
  });

  it("keeps the plain fields as sent", () => {
    const sheet = parseCallSheet(fullSheet);
    expect(sheet.shootingTitle).toBe(fullSheet.shootingTitle);
    expect(sheet.emergencyContacts).toBe(fullSheet.emergencyContacts);
  });
});
