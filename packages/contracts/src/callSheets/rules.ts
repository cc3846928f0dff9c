import { PROVIDER_DEFAULT_ICON, PROVIDER_ICON_CODES, type WeatherCondition } from "./constants.ts";

/** "10d" / "10n" / "10" -> the entry for "10"; anything unknown -> the default. */
export function providerIcon(code: string): { icon: string; condition: WeatherCondition } {
  const key = code.slice(0, 2) as keyof typeof PROVIDER_ICON_CODES;
  return PROVIDER_ICON_CODES[key] ?? PROVIDER_DEFAULT_ICON;
}

/** New item ids come from the current time (spec §9), never equal to one already in the list. */
export function nextItemId(existing: ReadonlyArray<{ id: number }>, now = Date.now()): number {
  const highest = existing.reduce((max, item) => Math.max(max, item.id), 0);
  return Math.max(now, highest + 1);
}
