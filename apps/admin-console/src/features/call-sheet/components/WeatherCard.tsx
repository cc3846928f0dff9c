import { useState } from "react";
import styled from "styled-components";
import { WEATHER_CONDITIONS, type WeatherCondition } from "@repo/contracts/callSheets/constants";
import { SECTION_MESSAGES } from "@repo/contracts/callSheets/messages";
import { providerIcon } from "@repo/contracts/callSheets/rules";
import type { CallSheetConditions } from "@repo/contracts/callSheets/schemas/editor";
import { isPlausibleTemperature, type Weather } from "@repo/contracts/callSheets/schemas/sections";
import { CARD_TEXTS, EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { Button } from "shell/Button";
import { errorProps, Field } from "shell/Field";
import { Input } from "shell/Input";
import { EditorCard, Muted } from "./EditorCard.tsx";
import type { SectionEditor } from "./sectionEditor.ts";
import { WeatherConditionPicker } from "./WeatherConditionPicker.tsx";
import { WeatherIcon } from "@repo/call-sheet/WeatherIcon";

const TEXTS = CARD_TEXTS.weather;
/** The stored form (contracts: weatherSchema): up to three digits, one decimal, optional minus. */
const TEMPERATURE = /^-?\d{1,3}(\.\d)?$/;

const Forecast = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  p { margin: 0; flex: 1; min-width: 10rem; }
`;

const Temperature = styled.div`
  max-width: 12rem;
`;

/** The provider's temperature as the sheet stores it (one decimal at most), e.g. "21.46" -> "21.5". */
const storedTemperature = (text: string) => {
  const degrees = Number(text);
  return Number.isFinite(degrees) ? String(Math.round(degrees * 10) / 10) : "";
};

const isCondition = (value: string): value is WeatherCondition => (WEATHER_CONDITIONS as readonly string[]).includes(value);

/**
 * Weather Conditions (spec §2, §3): one of seven conditions and a temperature in °C, typed by the
 * producer; the fetched forecast, when the server has one, can be taken over with one click.
 */
export function WeatherCard({ editor, conditions }: { editor: SectionEditor<Weather>; conditions: CallSheetConditions | undefined }) {
  const weather = editor.value;
  // The typed temperature, until the field is left (then saved); null shows the saved value.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const fetched = conditions?.weatherStatus === "ok" ? conditions.weather : null;
  const fetchedCondition = fetched ? (isCondition(fetched.condition) ? fetched.condition : providerIcon(fetched.icon).condition) : null;

  const saveTemperature = () => {
    if (draft === null) return;
    const temperature = draft.trim();
    if (temperature && !TEMPERATURE.test(temperature)) {
      setError(SECTION_MESSAGES.temperatureInvalid);
      return;
    }
    // The range the API refuses beyond (999 °C was stored): said at the field, nothing sent.
    if (temperature && !isPlausibleTemperature(temperature)) {
      setError(SECTION_MESSAGES.temperatureOutOfRange);
      return;
    }
    setError(undefined);
    setDraft(null);
    if (temperature !== weather.temperature) void editor.update({ ...weather, temperature });
  };

  return (
    <EditorCard title={TEXTS.title} saving={editor.saving}>
      <WeatherConditionPicker value={weather.icon} onChange={(icon) => void editor.update({ ...weather, icon })} />
      <Temperature>
        <Field id="weather-temperature" label={TEXTS.temperature} error={error}>
          <Input
            id="weather-temperature"
            type="number"
            inputMode="decimal"
            step="0.1"
            value={draft ?? weather.temperature}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={saveTemperature}
            {...errorProps("weather-temperature", error)}
          />
        </Field>
      </Temperature>
      {fetched && fetchedCondition ? (
        <Forecast>
          <WeatherIcon condition={fetchedCondition} size={28} />
          <p>
            {TEXTS.fetched}: {storedTemperature(fetched.temperature)} °C, {TEXTS.conditionLabels[fetchedCondition]}
          </p>
          <Button $variant="outline" onClick={() => void editor.update({ temperature: storedTemperature(fetched.temperature), icon: fetchedCondition })}>
            {TEXTS.useFetched}
          </Button>
        </Forecast>
      ) : conditions?.weatherStatus === "unavailable" ? (
        <Muted role="status">{EDITOR_TEXTS.weatherUnavailable}</Muted>
      ) : null}
    </EditorCard>
  );
}
