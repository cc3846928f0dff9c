import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SECTION_MESSAGES } from "@repo/contracts/callSheets/messages";
import type { CallSheetConditions, LocationLight } from "@repo/contracts/callSheets/schemas/editor";
import type { LocationEntry } from "@repo/contracts/callSheets/schemas/sections";
import { DOCUMENT_TEXTS } from "@repo/contracts/callSheets/texts/document";
import { EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { EDIT_IN_PLACE_TEXTS } from "@repo/contracts/callSheets/texts/editInPlace";
import type { CallSheetEditor } from "../lib/useCallSheetEditor.ts";
import { useLocationsEditor, type LocationsValue } from "../lib/useFieldEditors.ts";
import { LocationsCard } from "./LocationsCard.tsx";
import { renderCardWithApi, sheetWith } from "./renderCardWithApi.testing.tsx";
import { renderCard } from "./testing/renderCard.tsx";

const renderLocations = (initial: LocationsValue = { list: [], summary: "" }, light?: LocationLight[]) => {
  const conditions: CallSheetConditions | undefined = light && { locations: light, weather: null, weatherFor: null, weatherStatus: "not-configured" };
  return renderCard(initial, (editor) => <LocationsCard editor={editor} conditions={conditions} />);
};

function PageLocationsCard({ editor }: { editor: CallSheetEditor }) {
  return <LocationsCard editor={useLocationsEditor(editor)} conditions={undefined} />;
}
let view: Awaited<ReturnType<typeof renderCardWithApi>> | undefined;
/** The card on the page's real editor against a loopback API that stores the sheet. */
const renderLocationsWithApi = async ({ list, summary }: LocationsValue) =>
  (view = await renderCardWithApi(sheetWith({ locationsList: JSON.stringify(list), locations: summary }), (editor) => <PageLocationsCard editor={editor} />));
/** Each PATCH as sent: the list parsed, and the summary when it was sent. */
const sent = () => view!.patches().map(({ locationsList, locations }) => ({ list: JSON.parse(locationsList ?? "null") as LocationEntry[], summary: locations }));
const cities = () => within(screen.getByRole("list", { name: "Locations" })).getAllByRole("listitem").map((item) => item.querySelector("p")?.textContent);

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
  afterEach(async () => {
    await view?.api.close();
    view = undefined;
  });

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
    expect(within(screen.getByRole("list", { name: "Locations" })).queryByText(/Atlantis/)).toBeNull();
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

  describe("edit in place", () => {
    const typo: LocationEntry = { id: 7, country: "Serbia", city: "Novi Sd", address: "Dunavska 1", date: "2026-06-21", time: "06:00" };

    it("should fix a typo in the city in place: the entry keeps its id, and the shoot's place that named it follows", async () => {
      const user = userEvent.setup();
      await renderLocationsWithApi({ list: [typo, atlantis], summary: "Novi Sd, Serbia" });
      await user.click(screen.getByRole("button", { name: EDIT_IN_PLACE_TEXTS.editLocation("Novi Sd") }));
      const form = screen.getByRole("form", { name: EDIT_IN_PLACE_TEXTS.editLocation("Novi Sd") });
      // The stored country's name ("Serbia") is the picker's choice; the row's fields are its own.
      expect((within(form).getByRole("combobox", { name: "Country" }) as HTMLInputElement).value).toBe("Serbia");
      expect((within(form).getByRole("textbox", { name: "Address" }) as HTMLInputElement).value).toBe("Dunavska 1");
      const city = within(form).getByRole("textbox", { name: "City" });
      await user.clear(city);
      await user.type(city, "Novi Sad{Enter}");

      await waitFor(() => expect(sent()).toEqual([{ list: [{ ...typo, city: "Novi Sad" }, atlantis], summary: "Novi Sad, Serbia" }]));
      expect(view!.stored()).toMatchObject({ locations: "Novi Sad, Serbia", locationsList: JSON.stringify([{ ...typo, city: "Novi Sad" }, atlantis]) });
      expect(cities()).toEqual(["Novi Sad, Serbia", "Atlantis, Greece"]);
      // The add form below is untouched by the row's fields.
      expect((screen.getByRole("textbox", { name: "City" }) as HTMLInputElement).value).toBe("Belgrade");
    });

    it("should keep the shoot's place when a location it does not name is edited, and send only the list", async () => {
      const user = userEvent.setup();
      await renderLocationsWithApi({ list: [belgrade, atlantis], summary: "Belgrade, Serbia" });
      await user.click(screen.getByRole("button", { name: EDIT_IN_PLACE_TEXTS.editLocation("Atlantis") }));
      const form = screen.getByRole("form", { name: EDIT_IN_PLACE_TEXTS.editLocation("Atlantis") });
      await user.type(within(form).getByRole("textbox", { name: "Address" }), "Harbour");
      await user.click(within(form).getByRole("button", { name: EDIT_IN_PLACE_TEXTS.save }));
      await waitFor(() => expect(sent()).toEqual([{ list: [belgrade, { ...atlantis, address: "Harbour" }], summary: undefined }]));
    });

    it("should refuse an emptied city with the spec's message under it, keep the row open and send nothing; Escape closes it", async () => {
      const user = userEvent.setup();
      await renderLocationsWithApi({ list: [typo], summary: "Novi Sd, Serbia" });
      await user.click(screen.getByRole("button", { name: EDIT_IN_PLACE_TEXTS.editLocation("Novi Sd") }));
      const form = screen.getByRole("form", { name: EDIT_IN_PLACE_TEXTS.editLocation("Novi Sd") });
      await user.clear(within(form).getByRole("textbox", { name: "City" }));
      await user.click(within(form).getByRole("button", { name: EDIT_IN_PLACE_TEXTS.save }));
      expect(within(form).getByText(SECTION_MESSAGES.locationRequired)).toBeTruthy();
      await user.keyboard("{Escape}");
      expect(screen.queryByRole("form", { name: EDIT_IN_PLACE_TEXTS.editLocation("Novi Sd") })).toBeNull();
      expect(cities()).toEqual(["Novi Sd, Serbia"]);
      expect(view!.patches()).toEqual([]);
    });
  });

  describe("undo of a removal", () => {
    it("should put a removed first location back first, and give it back the shoot's place the removal had moved on", async () => {
      const user = userEvent.setup();
      await renderLocationsWithApi({ list: [belgrade, atlantis], summary: "Belgrade, Serbia" });
      await user.click(screen.getByRole("button", { name: "Remove location Belgrade" }));
      await waitFor(() => expect(sent()).toEqual([{ list: [atlantis], summary: "Atlantis, Greece" }]));
      expect((await screen.findByRole("status")).textContent).toBe(EDIT_IN_PLACE_TEXTS.removed("Belgrade"));

      await user.click(screen.getByRole("button", { name: EDIT_IN_PLACE_TEXTS.undo }));
      await waitFor(() => expect(sent()).toHaveLength(2));
      expect(sent()[1]).toEqual({ list: [belgrade, atlantis], summary: "Belgrade, Serbia" });
      expect(view!.stored()).toMatchObject({ locations: "Belgrade, Serbia", locationsList: JSON.stringify([belgrade, atlantis]) });
      expect(cities()).toEqual(["Belgrade, Serbia", "Atlantis, Greece"]);
    });
  });
});
