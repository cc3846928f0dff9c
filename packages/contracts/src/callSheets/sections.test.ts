import { describe, expect, it } from "vitest";
import { CALL_SHEET_CONSTANTS, PROVIDER_DEFAULT_ICON, PROVIDER_ICON_CODES, SECTION_LIMITS, TEMPERATURE_RANGE_C, WEATHER_CONDITIONS } from "./constants.ts";
import { SECTION_MESSAGES } from "./messages.ts";
import { nextItemId, providerIcon } from "./rules.ts";
import { parseSectionText, SECTION_FIELDS, SECTION_SCHEMAS, type SectionField } from "./schemas/sections.ts";

type ListField = Exclude<SectionField, "weather">;

/** The smallest valid item of each list: what the defaults fill in is the rest of the item. */
const MINIMAL: Record<ListField, Record<string, unknown>> = {
  locationsList: { id: 1, country: "RS", city: "Belgrade" },
  teamMembers: { id: 1, role: "Photographer", name: "Ana" },
  concepts: { id: 1, text: "Cold light" },
  actorContacts: { modelId: 1, fullName: "Ana" },
  sceneSchedule: { id: 1 },
  props: { id: 1, name: "Umbrella" },
  gear: { id: 1, name: "85mm lens" },
};
const LIST_FIELDS = Object.keys(MINIMAL) as ListField[];
const idKey = (field: ListField) => (field === "actorContacts" ? "modelId" : "id");

/** Every text an item holds, by list: one line each, or text that may hold line breaks. */
const ITEM_TEXT: Record<ListField, { lines: string[]; multiline: string[] }> = {
  locationsList: { lines: ["country", "city", "address"], multiline: [] },
  teamMembers: { lines: ["role", "name", "phoneNumber"], multiline: [] },
  concepts: { lines: [], multiline: ["text"] },
  actorContacts: { lines: ["photoPath", "fullName", "dateOfBirth", "city", "country", "phoneNumber", "email"], multiline: [] },
  sceneSchedule: { lines: ["name", "method"], multiline: ["description", "instructions"] },
  props: { lines: ["name"], multiline: [] },
  gear: { lines: ["name"], multiline: [] },
};
const HIDDEN = { NUL: "\u0000", "C1 control": "\u0085", "right-to-left override": "\u202E", "zero-width space": "\u200B", "byte order mark": "\uFEFF", "line separator": "\u2028", tag: "\u{E0041}" };
const textCases = LIST_FIELDS.flatMap((field) => [...ITEM_TEXT[field].lines, ...ITEM_TEXT[field].multiline].map((key) => [field, key] as const));

/** The issues of parsing `value` as the section `field`, as `path: message`. */
const issues = (field: SectionField, value: unknown) => {
  const result = SECTION_SCHEMAS[field].safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("the weather provider's icon codes (spec §9)", () => {
  it.each([
    ["01", "clear", "sunny"],
    ["02", "cloud", "partly-cloudy"],
    ["03", "cloud", "cloudy"],
    ["04", "cloud", "cloudy"],
    ["09", "rain", "rain"],
    ["10", "showers", "rain"],
    ["11", "thunder", "storm"],
    ["13", "snow", "snow"],
    ["50", "mist", "cloudy"],
  ])("should map %s, by day (d), by night (n) and bare, to the %s icon (%s)", (code, icon, condition) => {
    for (const sent of [`${code}d`, `${code}n`, code]) expect(providerIcon(sent)).toEqual({ icon, condition });
  });

  it.each(["05d", "12n", "99", "1", "d", ""])("should show the default icon for a code the spec does not name: %j", (code) => {
    expect(providerIcon(code)).toEqual({ icon: "default", condition: "cloudy" });
  });

  it("should know exactly the spec's codes, each mapped to one of the seven conditions", () => {
    expect(Object.keys(PROVIDER_ICON_CODES).sort()).toEqual(["01", "02", "03", "04", "09", "10", "11", "13", "50"]);
    for (const { condition } of [...Object.values(PROVIDER_ICON_CODES), PROVIDER_DEFAULT_ICON]) expect(WEATHER_CONDITIONS).toContain(condition);
    expect(WEATHER_CONDITIONS).toEqual(["sunny", "partly-cloudy", "cloudy", "storm", "rain", "snow", "hail"]);
  });
});

describe("the section schemas", () => {
  it("should know the eight JSON fields of a call sheet", () => {
    expect(SECTION_FIELDS).toEqual(["locationsList", "teamMembers", "concepts", "actorContacts", "sceneSchedule", "props", "gear", "weather"]);
  });

  it("should fill in what an item leaves out: empty text, unchecked", () => {
    expect(SECTION_SCHEMAS.locationsList.parse([MINIMAL.locationsList])).toEqual([{ id: 1, country: "RS", city: "Belgrade", address: "", date: "", time: "" }]);
    expect(SECTION_SCHEMAS.teamMembers.parse([MINIMAL.teamMembers])).toEqual([{ id: 1, role: "Photographer", name: "Ana", phoneNumber: "", email: "", isChecked: false }]);
    expect(SECTION_SCHEMAS.sceneSchedule.parse([MINIMAL.sceneSchedule])).toEqual([{ id: 1, name: "", date: "", time: "", endTime: "", description: "", instructions: "", method: "" }]);
    expect(SECTION_SCHEMAS.props.parse([MINIMAL.props])).toEqual([{ id: 1, name: "Umbrella", isChecked: false }]);
    expect(SECTION_SCHEMAS.actorContacts.parse([MINIMAL.actorContacts])[0]).toMatchObject({ modelId: 1, fullName: "Ana", dateOfBirth: "", email: "" });
    expect(SECTION_SCHEMAS.weather.parse({})).toEqual({ temperature: "", icon: "" });
  });

  it.each(LIST_FIELDS)("%s: should refuse an item without an id, or whose id is not a positive whole number", (field) => {
    const key = idKey(field);
    const { [key]: _, ...withoutId } = MINIMAL[field];
    for (const item of [withoutId, ...[0, -1, 1.5, "1", null, Number.MAX_SAFE_INTEGER + 2].map((id) => ({ ...MINIMAL[field], [key]: id }))]) {
      // An unsafe integer fails two checks, each with this message.
      expect(new Set(issues(field, [item]))).toEqual(new Set([`0.${key}: ${SECTION_MESSAGES.idInvalid}`]));
    }
  });

  it.each(LIST_FIELDS)("%s: should refuse two items with one id, a key the item does not have, and a list that is no list", (field) => {
    const key = idKey(field);
    expect(issues(field, [MINIMAL[field], { ...MINIMAL[field] }])).toEqual([`1.${key}: ${SECTION_MESSAGES.idDuplicate}`]);
    expect(issues(field, [{ ...MINIMAL[field], notes: "x", price: 3 }])).toEqual([`0: ${SECTION_MESSAGES.unknownKey("notes, price")}`]);
    for (const notAList of [MINIMAL[field], "Umbrella", null]) expect(issues(field, notAList)).toEqual([`: ${SECTION_MESSAGES.notAList(field)}`]);
  });

  it.each(LIST_FIELDS)("%s: should take as many items as its limit and refuse one more", (field) => {
    const items = (count: number) => Array.from({ length: count }, (_, index) => ({ ...MINIMAL[field], [idKey(field)]: index + 1 }));
    expect(issues(field, items(SECTION_LIMITS[field]))).toEqual([]);
    expect(issues(field, items(SECTION_LIMITS[field] + 1))).toEqual([`: ${SECTION_MESSAGES.tooMany(SECTION_LIMITS[field])}`]);
  });

  it.each([
    ["locationsList", "country", SECTION_MESSAGES.locationRequired],
    ["locationsList", "city", SECTION_MESSAGES.locationRequired],
    ["teamMembers", "role", SECTION_MESSAGES.roleRequired],
    ["teamMembers", "name", SECTION_MESSAGES.nameRequired],
    ["concepts", "text", SECTION_MESSAGES.conceptRequired],
    ["actorContacts", "fullName", SECTION_MESSAGES.nameRequired],
    ["props", "name", SECTION_MESSAGES.itemNameRequired],
    ["gear", "name", SECTION_MESSAGES.itemNameRequired],
  ] as const)("%s: should refuse an item whose %s is left out or blank with '%s'", (field, key, message) => {
    const { [key]: _, ...without } = MINIMAL[field];
    for (const item of [without, { ...MINIMAL[field], [key]: "" }, { ...MINIMAL[field], [key]: "   " }]) expect(issues(field, [item])).toEqual([`0.${key}: ${message}`]);
    // zod's own message for the wrong type ("Invalid input", with the types where its English locale is loaded).
    expect(issues(field, [{ ...MINIMAL[field], [key]: 5 }])).toEqual([expect.stringMatching(new RegExp(`^0\\.${key}: Invalid input`))]);
  });

  it.each(textCases)("%s: should refuse invisible or control characters in %s", (field, key) => {
    for (const [name, character] of Object.entries(HIDDEN)) {
      expect(issues(field, [{ ...MINIMAL[field], [key]: `Ana${character}Petrović` }]), name).toEqual([`0.${key}: ${SECTION_MESSAGES.invisibleCharacters}`]);
    }
  });

  it.each(textCases)("%s: should give %s composed (NFC), in any script", (field, key) => {
    const [parsed] = SECTION_SCHEMAS[field].parse([{ ...MINIMAL[field], [key]: "Zoe\u0308 Đorđe Ђорђе 山田 محمد‌رضا" }]) as Array<Record<string, unknown>>;
    expect(parsed![key]).toBe("Zoë Đorđe Ђорђе 山田 محمد‌رضا");
  });

  it("should let concepts, scene descriptions and instructions hold line breaks and tabs, and no other item text", () => {
    for (const [field, key] of textCases) {
      const result = issues(field, [{ ...MINIMAL[field], [key]: "Line one\n\tLine two" }]);
      expect(result, `${field}.${key}`).toEqual(ITEM_TEXT[field].multiline.includes(key) ? [] : [`0.${key}: ${SECTION_MESSAGES.invisibleCharacters}`]);
    }
  });

  it("should check dates, times and team e-mails, and take each of them empty", () => {
    const location = MINIMAL.locationsList;
    for (const date of ["2026-02-30", "01.12.2026", "2026-1-5"]) expect(issues("locationsList", [{ ...location, date }])).toEqual([`0.date: ${SECTION_MESSAGES.dateInvalid}`]);
    for (const time of ["24:00", "7:30", "08:00:00", 800]) expect(issues("sceneSchedule", [{ id: 1, endTime: time }])).toEqual([`0.endTime: ${SECTION_MESSAGES.timeInvalid}`]);
    for (const email of ["ana@", "ana @example.com", "ana@example.com\u200B"]) expect(issues("teamMembers", [{ ...MINIMAL.teamMembers, email }])).toEqual([`0.email: ${SECTION_MESSAGES.emailInvalid}`]);
    expect(issues("locationsList", [{ ...location, date: "", time: "" }])).toEqual([]);
    expect(issues("sceneSchedule", [{ id: 1, date: "2026-12-01", time: "00:00", endTime: "23:59" }])).toEqual([]);
  });

  it("should take weather as one of the seven conditions and a temperature in °C as text", () => {
    for (const icon of WEATHER_CONDITIONS) expect(issues("weather", { temperature: "-3.5", icon })).toEqual([]);
    for (const icon of ["tornado", "Sunny", 1]) expect(issues("weather", { icon })).toEqual([`icon: ${SECTION_MESSAGES.conditionInvalid}`]);
    for (const temperature of ["warm", "21°C", "1e3", 21, "-"]) expect(issues("weather", { temperature })).toEqual([`temperature: ${SECTION_MESSAGES.temperatureInvalid}`]);
    for (const notAnObject of [[], "snow", null]) expect(issues("weather", notAnObject)).toEqual([`: ${SECTION_MESSAGES.weatherInvalid}`]);
    expect(issues("weather", { icon: "snow", wind: 3 })).toEqual([`: ${SECTION_MESSAGES.unknownKey("wind")}`]);
  });

  it(`should refuse a temperature outside ${TEMPERATURE_RANGE_C.min}..${TEMPERATURE_RANGE_C.max} °C with the range, and take its ends (issue 24: 999 °C was taken)`, () => {
    for (const temperature of ["999", "-91", "60.1", "100", "-273"]) expect(issues("weather", { temperature }), temperature).toEqual([`temperature: ${SECTION_MESSAGES.temperatureOutOfRange}`]);
    for (const temperature of ["-90", "60", "-89.2", "56.7", "0", "21.5"]) expect(issues("weather", { temperature }), temperature).toEqual([]);
    expect(SECTION_MESSAGES.temperatureOutOfRange).toBe("Temperature must be between -90 and 60 °C");
  });
});

describe("props' propId and gear's gearId (spec §3)", () => {
  it("should take the spec's propId and gearId and store them as id", () => {
    expect(SECTION_SCHEMAS.props.parse([{ propId: 7, name: "Umbrella", isChecked: true }])).toEqual([{ id: 7, name: "Umbrella", isChecked: true }]);
    expect(SECTION_SCHEMAS.gear.parse([{ gearId: 8, name: "85mm lens" }])).toEqual([{ id: 8, name: "85mm lens", isChecked: false }]);
    expect(SECTION_SCHEMAS.props.parse([{ propId: 7, id: 7, name: "Umbrella" }])).toEqual([{ id: 7, name: "Umbrella", isChecked: false }]);
  });

  it("should check the aliased id as an id: positive, whole, unique in the list", () => {
    expect(issues("props", [{ propId: -1, name: "Umbrella" }])).toEqual([`0.id: ${SECTION_MESSAGES.idInvalid}`]);
    expect(issues("gear", [{ gearId: 3, name: "Lens" }, { id: 3, name: "Tripod" }])).toEqual([`1.id: ${SECTION_MESSAGES.idDuplicate}`]);
  });

  it("should refuse propId and id that differ, and the other list's alias by name", () => {
    expect(issues("props", [{ propId: 7, id: 8, name: "Umbrella" }])).toEqual([`0.propId: ${SECTION_MESSAGES.idAliasConflict("propId")}`]);
    expect(issues("gear", [{ propId: 7, name: "Lens" }])).toContain(`0: ${SECTION_MESSAGES.unknownKey("propId")}`);
    expect(issues("props", [{ gearId: 7, name: "Umbrella" }])).toContain(`0: ${SECTION_MESSAGES.unknownKey("gearId")}`);
  });
});

describe("parseSectionText", () => {
  it("should read empty text as the empty section: [] for the lists, no weather for weather", () => {
    for (const field of LIST_FIELDS) expect(parseSectionText(field, "  ")).toEqual({ success: true, data: [] });
    expect(parseSectionText("weather", "")).toEqual({ success: true, data: { temperature: "", icon: "" } });
  });

  it("should parse JSON text and check it against the section's schema", () => {
    expect(parseSectionText("props", JSON.stringify([{ id: 7, name: "Umbrella", isChecked: true }]))).toEqual({ success: true, data: [{ id: 7, name: "Umbrella", isChecked: true }] });
    expect(parseSectionText("props", JSON.stringify([{ id: 7 }])).error?.issues).toMatchObject([{ path: [0, "name"], message: SECTION_MESSAGES.itemNameRequired }]);
  });

  it("should name the field when its text is not JSON", () => {
    expect(parseSectionText("sceneSchedule", '[{"id":1,').error?.issues).toMatchObject([{ path: [], message: "sceneSchedule is not valid JSON" }]);
  });
});

describe("the constants of spec §9", () => {
  it("should debounce check toggles 1000 ms, reset locations to Serbia/Belgrade and print 228 x 320 mm with 1 cm margins", () => {
    expect(CALL_SHEET_CONSTANTS).toMatchObject({ toggleSaveDebounceMs: 1000, defaultLocation: { country: "RS", city: "Belgrade" }, itemDateFormat: "MMM d, yyyy", printPage: { widthMm: 228, heightMm: 320, marginMm: 10 } });
  });

  it("should take a new item's id from the clock, or one above the highest when the clock is behind", () => {
    expect(nextItemId([{ id: 5 }], 1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(nextItemId([{ id: 1_700_000_000_000 }, { id: 3 }], 1_700_000_000_000)).toBe(1_700_000_000_001);
    expect(nextItemId([], 42)).toBe(42);
  });
});
