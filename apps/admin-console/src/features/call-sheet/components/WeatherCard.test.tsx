import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SECTION_MESSAGES } from "@repo/contracts/callSheets/messages";
import type { CallSheetConditions } from "@repo/contracts/callSheets/schemas/editor";
import type { Weather } from "@repo/contracts/callSheets/schemas/sections";
import { CARD_TEXTS, EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { WeatherCard } from "./WeatherCard.tsx";
import { renderCard } from "./testing/renderCard.tsx";

const TEXTS = CARD_TEXTS.weather;
const typed: Weather = { temperature: "21", icon: "sunny" };
const conditionsOf = (weatherStatus: CallSheetConditions["weatherStatus"], weather: CallSheetConditions["weather"] = null): CallSheetConditions => ({
  locations: [],
  weather,
  weatherFor: weather ? { locationId: 1, date: "2026-05-04" } : null,
  weatherStatus,
});
const renderWeather = (conditions: CallSheetConditions | undefined, initial: Weather = typed) =>
  renderCard(initial, (editor) => <WeatherCard editor={editor} conditions={conditions} />);
// The label a producer reads says the unit.
const temperature = () => screen.getByRole("spinbutton", { name: /°C/ }) as HTMLInputElement;

// The first render pays for the kit; under a full parallel run that passed 5 s.
describe("WeatherCard", { timeout: 20_000 }, () => {
  // The toaster asks where it may sit (jsdom has no matchMedia).
  beforeEach(() => void vi.stubGlobal("matchMedia", () => ({ matches: false })));

  it("should offer the seven conditions of the spec, in its order, with the saved one chosen", () => {
    renderWeather(undefined);
    const radios = within(screen.getByRole("group", { name: TEXTS.conditions })).getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(["sunny", "partly-cloudy", "cloudy", "storm", "rain", "snow", "hail"]);
    expect(screen.getByRole("radio", { name: "Partly cloudy" })).toBeTruthy();
    expect((screen.getByRole("radio", { name: "Sunny" }) as HTMLInputElement).checked).toBe(true);
  });

  it("should take the temperature as a number in °C", () => {
    renderWeather(undefined);
    expect(temperature().type).toBe("number");
    expect(temperature().value).toBe("21");
  });

  it("should say the weather is unavailable when the provider failed, and still save a typed temperature and a picked condition", async () => {
    const user = userEvent.setup();
    const { update } = renderWeather(conditionsOf("unavailable"));
    expect(screen.getByRole("status").textContent).toBe(EDITOR_TEXTS.weatherUnavailable);
    expect(screen.queryByRole("button", { name: TEXTS.useFetched })).toBeNull();

    await user.clear(temperature());
    await user.type(temperature(), "-3.5");
    expect(update).not.toHaveBeenCalled(); // saved when the field is left
    await user.tab();
    expect(update).toHaveBeenLastCalledWith({ temperature: "-3.5", icon: "sunny" });

    await user.click(screen.getByRole("radio", { name: "Snow" }));
    expect(update).toHaveBeenLastCalledWith({ temperature: "-3.5", icon: "snow" });
    expect((screen.getByRole("radio", { name: "Snow" }) as HTMLInputElement).checked).toBe(true);
  });

  it("should show a fetched forecast and apply its temperature and condition on 'Use forecast'", async () => {
    const user = userEvent.setup();
    const { update } = renderWeather(conditionsOf("ok", { temperature: "17.46", condition: "partly-cloudy", icon: "cloud" }));
    expect(screen.getByText(`${TEXTS.fetched}: 17.5 °C, Partly cloudy`)).toBeTruthy();
    expect(screen.queryByText(EDITOR_TEXTS.weatherUnavailable)).toBeNull();

    await user.click(screen.getByRole("button", { name: TEXTS.useFetched }));
    expect(update).toHaveBeenLastCalledWith({ temperature: "17.5", icon: "partly-cloudy" });
    expect(temperature().value).toBe("17.5");
    expect((screen.getByRole("radio", { name: "Partly cloudy" }) as HTMLInputElement).checked).toBe(true);
  });

  it("should name a forecast by its provider icon code when its condition is not one of the seven", () => {
    renderWeather(conditionsOf("ok", { temperature: "9", condition: "Thunderstorm", icon: "11d" }));
    expect(screen.getByText(`${TEXTS.fetched}: 9 °C, Storm`)).toBeTruthy();
  });

  it("should show only the typed weather when no weather provider is configured", () => {
    renderWeather(conditionsOf("not-configured"), { temperature: "12", icon: "rain" });
    expect(temperature().value).toBe("12");
    expect((screen.getByRole("radio", { name: "Rain" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(TEXTS.fetched, { exact: false })).toBeNull();
    expect(screen.queryByRole("button", { name: TEXTS.useFetched })).toBeNull();
    expect(screen.queryByText(EDITOR_TEXTS.weatherUnavailable)).toBeNull();
  });

  it("should refuse a temperature that is not a number the sheet can store, and save nothing", async () => {
    const user = userEvent.setup();
    const { update } = renderWeather(undefined);
    await user.clear(temperature());
    await user.type(temperature(), "21.25");
    await user.tab();
    expect(screen.getByText(SECTION_MESSAGES.temperatureInvalid)).toBeTruthy();
    expect(temperature().getAttribute("aria-invalid")).toBe("true");
    expect(update).not.toHaveBeenCalled();
  });

  it("should refuse a temperature beyond -90..60 °C at the field (999 was stored), and save nothing", async () => {
    const user = userEvent.setup();
    const { update } = renderWeather(undefined);
    await user.clear(temperature());
    await user.type(temperature(), "999");
    await user.tab();
    expect(screen.getByText(SECTION_MESSAGES.temperatureOutOfRange)).toBeTruthy();
    expect(temperature().getAttribute("aria-invalid")).toBe("true");
    expect(update).not.toHaveBeenCalled();
  });
});
