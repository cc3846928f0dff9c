import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { callSheetEvent, type CallSheetEventSheet } from "./callSheetEvent.ts";
import { eventWhen } from "./eventTimes.ts";
import { instantIn } from "./vtimezone.ts";

const location = (city: string, country = "Serbia", extra: Record<string, string> = {}) => ({ id: 1, country, city, address: "", date: "", time: "", ...extra });
const sheet = (fields: Partial<CallSheetEventSheet>): CallSheetEventSheet => ({
  shootingTitle: "Test",
  shootingDate: "2026-12-01",
  shootingTime: "07:00",
  locationsList: JSON.stringify([location("Belgrade")]),
  sceneSchedule: "[]",
  locations: "",
  streetAddress: "",
  streetNumber: "",
  ...fields,
});
const scenes = (...items: Array<{ date?: string; time?: string; endTime?: string }>) => JSON.stringify(items.map((item, index) => ({ id: index + 1, name: `S${index}`, date: "", time: "", endTime: "", ...item })));

describe("when a shoot's event starts and ends", () => {
  it("should have no event without any date", () => {
    expect(eventWhen(sheet({ shootingDate: null, sceneSchedule: scenes({ time: "08:00" }) }))).toBeUndefined();
  });

  it("should take the day from the first location, else the earliest scene, and the start from the first scene that day when there is no call time", () => {
    expect(eventWhen(sheet({ shootingDate: null, shootingTime: null, locationsList: JSON.stringify([location("Belgrade", "Serbia", { date: "2026-12-03", time: "06:15" })]) }))).toMatchObject({
      kind: "timed",
      start: { date: "2026-12-03", time: "06:15" },
    });
    expect(eventWhen(sheet({ shootingDate: null, shootingTime: null, sceneSchedule: scenes({ date: "2026-12-05", time: "09:00" }, { date: "2026-12-04", time: "10:00", endTime: "11:00" }) }))).toMatchObject({
      start: { date: "2026-12-04", time: "10:00" },
      end: { date: "2026-12-04", time: "11:00" },
      endSource: "lastSceneEnd",
    });
  });

  it("should end at the latest scene end, past midnight when a scene ends before it starts, on a scene's own later date", () => {
    expect(eventWhen(sheet({ sceneSchedule: scenes({ time: "20:00", endTime: "02:00" }, { time: "08:00", endTime: "12:00" }) }))).toMatchObject({ end: { date: "2026-12-02", time: "02:00" }, endSource: "lastSceneEnd" });
    expect(eventWhen(sheet({ sceneSchedule: scenes({ date: "2026-12-02", time: "09:00", endTime: "17:00" }) }))).toMatchObject({ end: { date: "2026-12-02", time: "17:00" } });
  });

  it("should fall back to the last scene start + 1 h, else the call time + 10 h, and say which", () => {
    expect(eventWhen(sheet({ sceneSchedule: scenes({ time: "09:00" }, { time: "15:30" }) }))).toMatchObject({ end: { date: "2026-12-01", time: "16:30" }, endSource: "lastSceneStart" });
    expect(eventWhen(sheet({}))).toMatchObject({ end: { date: "2026-12-01", time: "17:00" }, endSource: "fallback" });
    expect(eventWhen(sheet({ shootingTime: "20:00" }))).toMatchObject({ end: { date: "2026-12-02", time: "06:00" }, endSource: "fallback" });
    // Scenes that all end before the call time cannot be the end.
    expect(eventWhen(sheet({ sceneSchedule: scenes({ time: "05:00", endTime: "06:00" }) }))).toMatchObject({ endSource: "fallback" });
  });

  it("should make a dated sheet without any time an all-day event through its last scene date", () => {
    expect(eventWhen(sheet({ shootingTime: null, sceneSchedule: scenes({ date: "2026-12-02" }) }))).toEqual({ kind: "allDay", startDate: "2026-12-01", endDate: "2026-12-03" });
  });

  it("should use the next known location's zone when the first is not in the city database, and floating times when none is", () => {
    const unknownFirst = JSON.stringify([location("Nowhere-on-map"), { ...location("Tokyo", "Japan"), id: 2 }]);
    expect(eventWhen(sheet({ locationsList: unknownFirst }))).toMatchObject({ timeZone: "Asia/Tokyo" });
    const floating = callSheetEvent({
      sheet: sheet({ locationsList: JSON.stringify([location("Nowhere-on-map")]) }),
      uid: "u@example.com",
      sequence: 1,
      method: "REQUEST",
      link: "https://example.com/shared-call-sheet/1",
      organizer: { name: "Org", email: "org@example.com" },
      now: new Date(),
    })!;
    expect(floating.content).toMatch(/^DTSTART:20261201T070000\r$/m);
    expect(floating.content).not.toContain("VTIMEZONE");
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(floating.content)).getFirstSubcomponent("vevent")!);
    expect(event.startDate.zone?.tzid).toBe("floating");
  });

  it("should turn wall-clock times into instants across daylight saving changes", () => {
    expect(instantIn({ date: "2026-03-29", time: "01:30" }, "Europe/Belgrade").toISOString()).toBe("2026-03-29T00:30:00.000Z");
    expect(instantIn({ date: "2026-03-29", time: "03:30" }, "Europe/Belgrade").toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(instantIn({ date: "2026-11-01", time: "07:00" }, "America/New_York").toISOString()).toBe("2026-11-01T12:00:00.000Z");
  });
});
