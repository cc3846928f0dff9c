import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SECTION_MESSAGES } from "@repo/contracts/callSheets/messages";
import type { CallSheetConditions, LocationLight } from "@repo/contracts/callSheets/schemas/editor";
import type { LocationEntry } from "@repo/contracts/callSheets/schemas/sections";
import { DOCUMENT_TEXTS } from "@repo/contracts/callSheets/texts/document";
import { EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import type { LocationsValue } from "../lib/useFieldEditors.ts";
import { LocationsCard } from "./LocationsCard.tsx";
import { renderCard } from "./testing/renderCard.tsx";

const renderLocations = (initial: LocationsValue = { list: [], summary: "" }, light?: LocationLight[]) => {
  const conditions: CallSheetConditions | undefined = light && { locations: light, weather: null, weatherFor: null, weatherStatus: "not-configured" };
  return renderCard(initial, (editor) => <LocationsCard editor={editor} conditions={conditions} />);
};

const belgrade: LocationEntry = { id: 1, country: "Serbia", city: "Belgrade", address: "Knez Mihailova 1", date: "2026-06-21", time: "06:00" };
const atlantis: LocationEntry = { id: 2, country: "Greece", city: "Atlantis", address: "", date: "2026-06-21", time: "" };
const tromso: LocationEntry = { id: 3, country: "Norway", city: "Tromsø", address: "", date: "2026-06-21", time: "" };
const belgradeLight: LocationLight = {
  locationId: 1,
  date: "2026-06-21",
  light: { timeZone: "Europe/Belgrade", sunrise: "04:51", sunset: "20:29", morningGoldenHourEnd: "05:38", eveningGoldenHourStart: "19:42", polar: null },
};
const polarLight = (locationId: number, polar: "day" | "night"): LocationLight => ({
  locationId,
  date: "2026-06-21",
  light: { timeZone: "Europe/Oslo", sunrise: null, sunset: null, morningGoldenHourEnd: null, eveningGoldenHourStart: null, polar },
});

const row = (city: string) =>
  within(screen.getByRole("list", { name: "Locations" }))
    .getAllByRole("listitem")
    .find((item) => item.textContent?.startsWith(`${city},`))!;
/** A row's sun times as a producer reads them: each label with its time. */
const sunTimes = (item: HTMLElement) => {
  const terms = within(item).queryAllByRole("term").map((term) => term.textContent);
  const times = within(item).queryAllByRole("definition").map((time) => time.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, times[index]]));
};

// The first render pays for the kit and react-select; under a full parallel run that passed 5 s.
describe("LocationsCard", { timeout: 20_000 }, () => {
  // The toaster asks where it may sit (jsdom has no matchMedia).
  beforeEach(() => void vi.stubGlobal("matchMedia", () => ({ matches: false })));

  it("should start at Serbia / Belgrade and refuse a location without a city with the spec's toast", async () => {
    const user = userEvent.setup();
    const { update } = renderLocations();
    expect((screen.getByRole("combobox", { name: "Country" }) as HTMLInputElement).value).toBe("Serbia");
    const city = screen.getByRole("textbox", { name: "City" }) as HTMLInputElement;
    expect(city.value).toBe("Belgrade");
    await user.clear(city);
    await user.click(screen.getByRole("button", { name: "Add Location" }));
    const toast = await screen.findByRole("alert");
    expect(within(toast).getByText(EDITOR_TEXTS.errorTitle)).toBeTruthy();
    expect(toast.textContent).toContain(SECTION_MESSAGES.locationRequired);
    expect(update).not.toHaveBeenCalled();
  });

  it("should add the first location with the country's name, name the shoot's place after it, toast, and reset", async () => {
    const user = userEvent.setup();
    const { update } = renderLocations();
    const city = screen.getByRole("textbox", { name: "City" });
    await user.clear(city);
    await user.type(city, "Novi Sad");
    await user.type(screen.getByRole("textbox", { name: "Address" }), "Dunavska 1");
    await user.click(screen.getByRole("button", { name: "Add Location" }));
    expect(update.mock.lastCall?.[0]).toEqual({
      list: [{ id: expect.any(Number), country: "Serbia", city: "Novi Sad", address: "Dunavska 1", date: "", time: "" }],
      summary: "Novi Sad, Serbia",
    });
    const toast = await screen.findByRole("status");
    expect(within(toast).getByText(EDITOR_TEXTS.successTitle)).toBeTruthy();
    expect(toast.textContent).toContain(EDITOR_TEXTS.locationAdded);
    expect((screen.getByRole("textbox", { name: "City" }) as HTMLInputElement).value).toBe("Belgrade");
    expect(within(screen.getByRole("list", { name: "Locations" })).getAllByRole("listitem")).toHaveLength(1);
  });

  it("should keep the shoot's place when a second location is added", async () => {
    const user = userEvent.setup();
    const first = { id: 1, country: "Serbia", city: "Novi Sad", address: "", date: "2026-05-04", time: "09:00" };
    const { update } = renderLocations({ list: [first], summary: "Novi Sad, Serbia" });
    expect(screen.getByText("May 4, 2026 · 09:00")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add Location" }));
    expect(update.mock.lastCall?.[0]).toMatchObject({ summary: "Novi Sad, Serbia", list: [first, { city: "Belgrade", country: "Serbia" }] });
  });

  it("should show each location's sunrise, sunset and golden hours, and say so for a city the database does not know", () => {
    renderLocations({ list: [belgrade, atlantis], summary: "Belgrade, Serbia" }, [belgradeLight, { locationId: 2, date: "2026-06-21", light: null }]);
    expect(sunTimes(row("Belgrade"))).toEqual({ Sunrise: "04:51", "Golden hour until": "05:38", "Golden hour from": "19:42", Sunset: "20:29" });
    expect(within(row("Belgrade")).getByText("Jun 21, 2026 · 06:00")).toBeTruthy();

    expect(within(row("Atlantis")).getByText(EDITOR_TEXTS.lightUnknown("Atlantis"))).toBeTruthy();
    expect(sunTimes(row("Atlantis"))).toEqual({});
    expect(within(row("Atlantis")).queryByText(/\d\d:\d\d/)).toBeNull();
  });

  it("should say the sun does not set on a polar day, and make up no times", () => {
    renderLocations({ list: [tromso], summary: "Tromsø, Norway" }, [polarLight(3, "day")]);
    expect(within(row("Tromsø")).getByText(DOCUMENT_TEXTS.polarDay)).toBeTruthy();
    expect(Object.values(sunTimes(row("Tromsø")))).toEqual([DOCUMENT_TEXTS.notSet, DOCUMENT_TEXTS.notSet, DOCUMENT_TEXTS.notSet, DOCUMENT_TEXTS.notSet]);
  });

  it("should say the sun does not rise on a polar night", () => {
    renderLocations({ list: [tromso], summary: "Tromsø, Norway" }, [polarLight(3, "night")]);
    expect(within(row("Tromsø")).getByText(DOCUMENT_TEXTS.polarNight)).toBeTruthy();
    expect(within(row("Tromsø")).queryByText(DOCUMENT_TEXTS.polarDay)).toBeNull();
  });

  it("should delete a location from the list and save the list without it, the shoot's place kept", async () => {
    const user = userEvent.setup();
    const { update } = renderLocations({ list: [belgrade, atlantis], summary: "Belgrade, Serbia" });
    await user.click(screen.getByRole("button", { name: "Remove location Atlantis" }));
    expect(update).toHaveBeenLastCalledWith({ list: [belgrade], summary: "Belgrade, Serbia" });
    expect(within(screen.getByRole("list", { name: "Locations" })).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.queryByText(/Atlantis/)).toBeNull();
  });

  it("should move the shoot's place on to the next location when the first one, which it names, is deleted", async () => {
    const user = userEvent.setup();
    const { update } = renderLocations({ list: [belgrade, atlantis], summary: "Belgrade, Serbia" });
    await user.click(screen.getByRole("button", { name: "Remove location Belgrade" }));
    expect(update).toHaveBeenLastCalledWith({ list: [atlantis], summary: "Atlantis, Greece" });
    expect(screen.queryByText(/Belgrade, Serbia/)).toBeNull();
  });

  it("should clear the shoot's place when its only location is deleted", async () => {
    const user = userEvent.setup();
    const { update } = renderLocations({ list: [belgrade], summary: "Belgrade, Serbia" });
    await user.click(screen.getByRole("button", { name: "Remove location Belgrade" }));
    expect(update).toHaveBeenLastCalledWith({ list: [], summary: "" });
    expect(screen.queryByRole("list", { name: "Locations" })).toBeNull();
    expect(screen.getByText("No locations added yet.")).toBeTruthy();
  });
});
