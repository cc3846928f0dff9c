import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { EDITOR_TEXTS } from "@repo/contracts/callSheetEditor";
import { SECTION_MESSAGES } from "@repo/contracts/callSheetSections";
import type { LocationsValue } from "../lib/useFieldEditors.ts";
import { LocationsCard } from "./LocationsCard.tsx";
import { renderCard } from "./testing/renderCard.tsx";

const renderLocations = (initial: LocationsValue = { list: [], summary: "" }) =>
  renderCard(initial, (editor) => <LocationsCard editor={editor} conditions={undefined} />);

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
    expect((await screen.findByRole("status")).textContent).toContain(EDITOR_TEXTS.locationAdded);
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
});
