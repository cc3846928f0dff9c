/* @jsxRuntime automatic */ // the API runs this file with tsx under its own tsconfig: JSX must not need `React` in scope
import { WEATHER_CONDITIONS, type WeatherCondition } from "@repo/contracts/callSheets/constants";
import { providerIcon } from "@repo/contracts/callSheets/rules";
import type { FetchedWeather } from "@repo/contracts/callSheets/schemas/editor";
import type { Weather } from "@repo/contracts/callSheets/schemas/sections";
import { DOCUMENT_TEXTS, WEATHER_CONDITION_LABELS } from "@repo/contracts/callSheets/texts/document";
import { styled } from "styled-components";
import { DocumentSection, type SectionExtras } from "../DocumentSection.tsx";
import { Fallback, Label } from "../documentStyles.ts";
import { type ParsedSection } from "../parseCallSheet.ts";
import { WeatherIcon } from "../WeatherIcon.tsx";

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Temperature = styled.div`
  font-size: 26px;
  font-weight: 800;
  line-height: 1;
  font-variant-numeric: tabular-nums;
`;

const Condition = styled.div`
  margin-top: 3px;
  font-weight: 700;
`;

type Shown = { temperature: string; condition: WeatherCondition | null; source: string };

function isCondition(value: string): value is WeatherCondition {
  return (WEATHER_CONDITIONS as readonly string[]).includes(value);
}

/** Fetched weather, when the API has it, is newer than what was typed in the editor, so it wins. */
function shownWeather(typed: Weather | null, fetched: FetchedWeather | null | undefined): Shown | null {
  if (fetched) {
    const condition = isCondition(fetched.condition) ? fetched.condition : providerIcon(fetched.icon).condition;
    return { temperature: fetched.temperature, condition, source: DOCUMENT_TEXTS.forecast };
  }
  if (!typed || (!typed.temperature && !typed.icon)) return null;
  return { temperature: typed.temperature, condition: typed.icon || null, source: DOCUMENT_TEXTS.planned };
}

type Props = { weather: ParsedSection<Weather>; fetched?: FetchedWeather | null; extras?: SectionExtras };

export function WeatherSection({ weather, fetched, extras }: Props) {
  const shown = shownWeather(weather.ok ? weather.items : null, fetched);
  return (
    <DocumentSection id="weather" extras={extras}>
      {shown ? (
        <Row>
          {shown.condition ? <WeatherIcon condition={shown.condition} /> : null}
          <div>
            {shown.temperature ? <Temperature>{`${shown.temperature} °C`}</Temperature> : null}
            {shown.condition ? <Condition>{WEATHER_CONDITION_LABELS[shown.condition]}</Condition> : null}
            <Label>{shown.source}</Label>
          </div>
        </Row>
      ) : (
        <Fallback>{weather.ok ? DOCUMENT_TEXTS.noWeather : DOCUMENT_TEXTS.weatherError}</Fallback>
      )}
    </DocumentSection>
  );
}
