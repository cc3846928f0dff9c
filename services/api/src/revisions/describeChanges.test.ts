import { describe, expect, it } from "vitest";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { compareSnapshots } from "./compareSnapshots.ts";
import { describeChanges } from "./describeChanges.ts";
import { diffSheets, toDiffable } from "./snapshotDiff.ts";

const scene = (id: number, name: string, time = "08:00") => ({ id, name, date: "2026-12-01", time, endTime: "", description: "Wide", instructions: "", method: "" });
const location = (id: number, city: string, address: string) => ({ id, country: "RS", city, address, date: "", time: "" });
const member = (id: number, name: string, phoneNumber: string) => ({ id, role: "Gaffer", name, phoneNumber, email: "", isChecked: false });

/** A sheet as presentCallSheet answers it, with `sections` given as values (written here as their JSON text). */
function sheet(fields: Partial<Record<keyof CallSheet, unknown>> = {}): CallSheet {
  const base: CallSheet = {
    id: 1,
    version: 3,
    shootingTitle: "Winter campaign",
    client: "Acme",
    shootingDate: "2026-12-01",
    shootingTime: "07:00",
    locations: "Novi Sad",
    locationsList: "[]",
    streetAddress: "",
    streetNumber: "",
    teamMembers: "[]",
    teamContacts: "[]",
    concepts: "[]",
    actorContacts: "[]",
    sceneSchedule: "[]",
    props: "[]",
    gear: "[]",
    weather: "",
    technicalSpecs: "",
    costumeNotes: "",
    setNotes: "",
    emergencyContacts: "",
    createdAt: "2026-11-01 10:00:00",
    updatedAt: "2026-11-01 10:00:00",
  };
  const written = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, typeof value === "string" || value === null ? value : JSON.stringify(value)]));
  return { ...base, ...written } as CallSheet;
}

/** The lines for people from `before` to `after`, through the real diff. */
function lines(before: CallSheet, after: CallSheet): string[] {
  const from = toDiffable(before);
  const to = toDiffable(after);
  return describeChanges(diffSheets(from, to), from, to).map((change) => change.text);
}

describe("describeChanges (what changed between two revisions, for people)", () => {
  it("should find nothing between equal sheets, whatever their version and times", () => {
    expect(lines(sheet(), { ...sheet(), version: 9, updatedAt: "2026-11-02 10:00:00" })).toEqual([]);
  });

  it("should name a moved scene as a move before the scene it now precedes, not a removal and an addition", () => {
    const before = sheet({ sceneSchedule: [scene(1, "Studio"), scene(2, "Beach"), scene(3, "Rooftop")] });
    const after = sheet({ sceneSchedule: [scene(3, "Rooftop"), scene(1, "Studio"), scene(2, "Beach")] });
    expect(lines(before, after)).toEqual(["Scene 'Rooftop' moved before 'Studio'"]);
  });

  it("should say a scene moved to the end, and a moved scene's edit as a change of that scene", () => {
    const before = sheet({ sceneSchedule: [scene(1, "Studio"), scene(2, "Beach"), scene(3, "Rooftop")] });
    const after = sheet({ sceneSchedule: [scene(2, "Beach"), scene(3, "Rooftop"), scene(1, "Studio", "09:15")] });
    expect(lines(before, after)).toEqual(["Scene 'Studio' moved to the end", "Scene 'Studio': time 08:00 -> 09:15"]);
  });

  it("should name an unnamed scene as the editor and the document do ('Untitled Scene'), never '(none)', also read backwards", () => {
    const rev3 = sheet({ sceneSchedule: [scene(1, "Studio"), scene(2, ""), scene(3, "Duo on the stairs")] });
    const rev4 = sheet({ sceneSchedule: [scene(1, "Studio"), scene(3, "Duo on the stairs"), scene(2, "")] });
    // From REV 3 to REV 4 the stairs scene now precedes the unnamed one; read backwards, the other way round.
    expect(lines(rev3, rev4)).toEqual(["Scene 'Duo on the stairs' moved before 'Untitled Scene'"]);
    expect(lines(rev4, rev3)).toEqual(["Scene 'Untitled Scene' moved before 'Duo on the stairs'"]);
    expect(lines(sheet({ sceneSchedule: [scene(1, "Studio")] }), sheet({ sceneSchedule: [scene(1, "Studio"), scene(2, "  ")] }))).toEqual(["Scene 'Untitled Scene' added"]);
    expect(lines(sheet({ sceneSchedule: [scene(2, "")] }), sheet({ sceneSchedule: [scene(2, "Night")] }))).toEqual(["Scene 'Untitled Scene' renamed 'Night'"]);
    expect(lines(sheet({ sceneSchedule: [scene(2, "", "08:00")] }), sheet({ sceneSchedule: [scene(2, "", "09:00")] }))).toEqual(["Scene 'Untitled Scene': time 08:00 -> 09:00"]);
  });

  it("should write scene additions, removals and renames", () => {
    const before = sheet({ sceneSchedule: [scene(1, "Studio"), scene(2, "Beach")] });
    const after = sheet({ sceneSchedule: [scene(1, "Studio B"), scene(4, "Night")] });
    expect(lines(before, after)).toEqual(["Scene 'Beach' removed", "Scene 'Studio' renamed 'Studio B'", "Scene 'Night' added"]);
  });

  it("should write the sheet's own fields old -> new: title, client, date, call time", () => {
    const after = sheet({ shootingTitle: "Spring campaign", client: "", shootingDate: "2026-12-02", shootingTime: "06:30" });
    expect(lines(sheet(), after)).toEqual(["Title 'Winter campaign' -> 'Spring campaign'", "Client 'Acme' -> (none)", "Date 2026-12-01 -> 2026-12-02", "Call time 07:00 -> 06:30"]);
  });

  it("should name an added location by its city and address, and a removed one", () => {
    const before = sheet({ locationsList: [location(1, "Beograd", "Kalemegdan")] });
    const after = sheet({ locationsList: [location(2, "Novi Sad", "Petrovaradin Fortress")] });
    expect(lines(before, after)).toEqual(["Location removed: Beograd, Kalemegdan", "Location added: Novi Sad, Petrovaradin Fortress"]);
  });

  it("should say whose phone changed in the team, and who joined or left", () => {
    const before = sheet({ teamMembers: [member(1, "Marko Nikolić", "+381 601"), member(2, "Ana", "")] });
    const after = sheet({ teamMembers: [member(1, "Marko Nikolić", "+381 602"), member(3, "Jelena", "")] });
    expect(lines(before, after)).toEqual(["Team: Ana removed", "Team: Marko Nikolić's phone changed", "Team: Jelena added"]);
  });

  it("should read a field an item leaves out as its default: absent and empty are no change, absent and set are", () => {
    const bare = { id: 1, role: "Gaffer", name: "Marko Nikolić" };
    const before = sheet({ teamMembers: [bare], weather: "" });
    expect(lines(before, sheet({ teamMembers: [{ ...bare, phoneNumber: "", email: "", isChecked: false }], weather: { temperature: "", icon: "" } }))).toEqual([]);
    expect(lines(before, sheet({ teamMembers: [{ ...bare, phoneNumber: "+381 601" }], weather: { icon: "rain" } }))).toEqual(["Team: Marko Nikolić's phone changed", "Weather: (none) -> rain"]);
  });

  it("should write actors, concepts, props, gear and weather by section", () => {
    const actor = { modelId: 7, photoPath: "", fullName: "Ana", dateOfBirth: "", city: "", country: "", phoneNumber: "1", email: "" };
    const before = sheet({
      actorContacts: [actor],
      concepts: [{ id: 1, text: "Cold light" }],
      props: [{ id: 1, name: "Umbrella", isChecked: false }],
      gear: [{ id: 1, name: "85mm lens", isChecked: false }],
      weather: { temperature: "3", icon: "rain" },
    });
    const after = sheet({
      actorContacts: [{ ...actor, phoneNumber: "2" }],
      concepts: [{ id: 1, text: "Warm light" }],
      props: [{ id: 1, name: "Umbrella", isChecked: true }],
      gear: [{ id: 2, name: "Tripod", isChecked: false }],
      weather: { temperature: "5", icon: "sunny" },
    });
    expect(lines(before, after)).toEqual([
      "Concept 'Cold light' changed to 'Warm light'",
      "Actors: Ana's phone changed",
      "Props: Umbrella checked",
      "Gear: 85mm lens removed",
      "Gear: Tripod added",
      "Weather: temperature 3 °C -> 5 °C",
      "Weather: rain -> sunny",
    ]);
  });

  it("should say which notes changed without quoting them", () => {
    const after = sheet({ costumeNotes: "Coats", technicalSpecs: "RAW", setNotes: "Quiet", emergencyContacts: "112" });
    expect(lines(sheet(), after)).toEqual(["Costume notes changed", "Technical specs changed", "Set notes changed", "Emergency contacts changed"]);
  });

  it("should tell each change's section, field, kind and item id, so the document can mark it", () => {
    const before = toDiffable(sheet({ sceneSchedule: [scene(1, "Studio"), scene(3, "Rooftop")] }));
    const after = toDiffable(sheet({ sceneSchedule: [scene(3, "Rooftop"), scene(1, "Studio")], shootingTime: "06:30" }));
    const changes = describeChanges(diffSheets(before, after), before, after);
    expect(changes.map(({ section, field, kind, itemId }) => ({ section, field, kind, itemId }))).toEqual([
      { section: "project-details", field: "shootingTime", kind: "changed", itemId: null },
      { section: "scenes", field: "sceneSchedule", kind: "moved", itemId: expect.any(Number) as number },
    ]);
  });
});

describe("compareSnapshots (the publish's and the changes call's comparison)", () => {
  it("should give the same delta and lines as diffing every section, while sections with the same text are left out", () => {
    const team = [member(1, "Marko Nikolić", "+381 60 1"), member(2, "Jelena", "+381 60 2")];
    const before = sheet({ sceneSchedule: [scene(1, "Studio"), scene(2, "Beach"), scene(3, "Rooftop")], teamMembers: team, locationsList: [location(1, "Novi Sad", "Petrovaradin Fortress")], props: [{ id: 5, name: "Umbrella", isChecked: false }] });
    const after = sheet({
      sceneSchedule: [scene(3, "Rooftop"), scene(1, "Studio"), scene(2, "Beach")],
      teamMembers: [member(1, "Marko Nikolić", "+381 60 9"), team[1]],
      locationsList: before.locationsList,
      // The same list written with other spacing: a different text, the same value, so no change.
      props: JSON.stringify([{ id: 5, name: "Umbrella", isChecked: false }], null, 2),
      shootingTime: "06:30",
    });
    const from = toDiffable(before);
    const to = toDiffable(after);
    const everySection = diffSheets(from, to);
    const compared = compareSnapshots(before, after);
    expect(compared.delta).toEqual(everySection);
    expect(compared.changes).toEqual(describeChanges(everySection, from, to));
    expect(compared.changes.map((change) => change.text)).toEqual(["Call time 07:00 -> 06:30", "Team: Marko Nikolić's phone changed", "Scene 'Rooftop' moved before 'Studio'"]);
    expect(compareSnapshots(before, { ...before, version: 9 })).toEqual({ delta: undefined, changes: [] });
  });
});
