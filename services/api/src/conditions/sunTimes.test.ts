import { describe, expect, it } from "vitest";
import { findPlace } from "./findPlace.ts";
import { SUN_TIMES_CACHE_SIZE, sunTimes } from "./sunTimes.ts";

const minutes = (time: string | null) => {
  const [hours, mins] = (time ?? "").split(":").map(Number) as [number, number];
  return hours * 60 + mins;
};
const place = (country: string, city: string) => {
  const found = findPlace(country, city);
  if (!found) throw new Error(`${city} is not in the city database`);
  return found;
};

describe("sunTimes", () => {
  it("should give Belgrade's midsummer sunrise and sunset on its own clocks (CEST), within 3 minutes of the almanac", () => {
    const light = sunTimes(place("Serbia", "Belgrade"), "2026-06-21");
    expect(light.timeZone).toBe("Europe/Belgrade");
    expect(Math.abs(minutes(light.sunrise) - minutes("04:51"))).toBeLessThanOrEqual(3);
    expect(Math.abs(minutes(light.sunset) - minutes("20:28"))).toBeLessThanOrEqual(3);
    expect(light.polar).toBeNull();
  });

  it("should put the morning golden hour's end after sunrise and the evening's start before sunset", () => {
    const light = sunTimes(place("Serbia", "Belgrade"), "2026-06-21");
    expect(minutes(light.morningGoldenHourEnd)).toBeGreaterThan(minutes(light.sunrise));
    expect(minutes(light.morningGoldenHourEnd) - minutes(light.sunrise)).toBeLessThan(90);
    expect(minutes(light.eveningGoldenHourStart)).toBeLessThan(minutes(light.sunset));
    expect(minutes(light.sunset) - minutes(light.eveningGoldenHourStart)).toBeLessThan(90);
  });

  it("should give a southern winter's short day in Sydney (AEST, no daylight saving in June)", () => {
    const light = sunTimes(place("Australia", "Sydney"), "2026-06-21");
    expect(light.timeZone).toBe("Australia/Sydney");
    expect(Math.abs(minutes(light.sunrise) - minutes("07:00"))).toBeLessThanOrEqual(3);
    expect(Math.abs(minutes(light.sunset) - minutes("16:54"))).toBeLessThanOrEqual(3);
  });

  it("should follow daylight saving: Belgrade's winter sunrise is on CET", () => {
    const light = sunTimes(place("Serbia", "Belgrade"), "2026-12-21");
    expect(Math.abs(minutes(light.sunrise) - minutes("07:10"))).toBeLessThanOrEqual(3);
    expect(Math.abs(minutes(light.sunset) - minutes("16:02"))).toBeLessThanOrEqual(3);
  });

  it("should answer the local day of a city far from Greenwich, not the UTC one", () => {
    // Sydney's 21 June starts at 14:00 UTC on the 20th; a UTC-midnight reading would give the 20th's times.
    const day = sunTimes(place("Australia", "Sydney"), "2026-01-01");
    expect(Math.abs(minutes(day.sunrise) - minutes("05:48"))).toBeLessThanOrEqual(3);
    expect(Math.abs(minutes(day.sunset) - minutes("20:10"))).toBeLessThanOrEqual(3);
  });

  it("should make up no times in a polar day: no sunrise or sunset, and polar says the sun never sets", () => {
    const light = sunTimes(place("Norway", "Tromsø"), "2026-06-21");
    expect(light).toMatchObject({ sunrise: null, sunset: null, polar: "day" });
  });

  it("should make up no times in a polar night: nothing but polar saying the sun never rises", () => {
    const light = sunTimes(place("Norway", "Tromsø"), "2026-12-21");
    expect(light).toEqual({ timeZone: "Europe/Oslo", sunrise: null, sunset: null, morningGoldenHourEnd: null, eveningGoldenHourStart: null, polar: "night" });
  });

  it("should leave the golden hours out on a day the sun rises but never climbs 6° (the whole day is golden)", () => {
    const light = sunTimes(place("Norway", "Tromsø"), "2026-11-20");
    expect(light.sunrise).not.toBeNull();
    expect(light.sunset).not.toBeNull();
    expect(light).toMatchObject({ morningGoldenHourEnd: null, eveningGoldenHourStart: null, polar: null });
  });

  it("should keep a place's answer for a date, frozen, and forget the least recently asked past its limit", () => {
    const belgrade = place("Serbia", "Belgrade");
    const first = sunTimes(belgrade, "2026-03-01");
    expect(sunTimes(belgrade, "2026-03-01")).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(sunTimes(belgrade, "2026-03-02")).not.toBe(first);
    expect(sunTimes(place("Serbia", "Novi Sad"), "2026-03-01")).not.toEqual(first);
    // Asked for again, it stays while SUN_TIMES_CACHE_SIZE - 1 other dates are asked for; then it goes.
    const start = Date.UTC(2100, 0, 1);
    const day = (n: number) => new Date(start + n * 86_400_000).toISOString().slice(0, 10);
    expect(sunTimes(belgrade, "2026-03-01")).toBe(first);
    for (let n = 0; n < SUN_TIMES_CACHE_SIZE - 1; n++) sunTimes(belgrade, day(n));
    expect(sunTimes(belgrade, "2026-03-01")).toBe(first);
    for (let n = 0; n < SUN_TIMES_CACHE_SIZE; n++) sunTimes(belgrade, day(SUN_TIMES_CACHE_SIZE + n));
    const again = sunTimes(belgrade, "2026-03-01");
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
