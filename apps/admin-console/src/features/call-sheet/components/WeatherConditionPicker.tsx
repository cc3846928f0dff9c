import styled from "styled-components";
import { WEATHER_CONDITIONS, type WeatherCondition } from "@repo/contracts/callSheets/constants";
import { CARD_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { WeatherIcon } from "@repo/call-sheet/WeatherIcon";

const TEXTS = CARD_TEXTS.weather;

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  legend { font-weight: 600; padding: 0; margin-bottom: ${({ theme }) => theme.space(2)}; }
`;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(72px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

// The native radio stays in the tab order and drives the arrow keys; the tile shows its state and focus.
const Tile = styled.label`
  position: relative;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 0.875rem;
  cursor: pointer;
  text-align: center;
  input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
  &:has(input:checked) { border-color: ${({ theme }) => theme.colors.primary}; background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.primaryText}; }
  &:has(input:focus-visible) { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

/** The seven conditions (spec §3) as radios with icons, in the spec's order. */
export function WeatherConditionPicker({ value, onChange }: { value: WeatherCondition | ""; onChange: (next: WeatherCondition) => void }) {
  return (
    <Group>
      <legend>{TEXTS.conditions}</legend>
      <Tiles>
        {WEATHER_CONDITIONS.map((condition) => (
          <Tile key={condition}>
            <input type="radio" name="weather-condition" value={condition} checked={value === condition} onChange={() => onChange(condition)} />
            <WeatherIcon condition={condition} size={28} />
            {TEXTS.conditionLabels[condition]}
          </Tile>
        ))}
      </Tiles>
    </Group>
  );
}
