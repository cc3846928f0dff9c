/** Section ids (spec §3), in the order the document shows them; comments attach to these ids. */
export const CALL_SHEET_SECTION_IDS = [
  "project-details",
  "location",
  "team",
  "concepts",
  "actors",
  "scenes",
  "props",
  "gear",
  "weather",
  "costume",
  "tech",
  "notes",
  "emergency",
] as const;
export type CallSheetSectionId = (typeof CALL_SHEET_SECTION_IDS)[number];

/** How `GET /api/call-sheets` orders: newest created first (the spec's list), or the next shoots first. */
export const CALL_SHEET_LIST_ORDERS = ["created", "upcoming"] as const;
export const CALL_SHEETS_LIMIT_MAX = 100;
/** The response header that carries how many sheets match, whatever limit and offset cut out. */
export const CALL_SHEETS_TOTAL_HEADER = "X-Total-Count";

/** Spec §9 and the print layout of §2. */
export const CALL_SHEET_CONSTANTS = {
  /** Prop and gear check toggles are saved this long after the last click (spec §4). */
  toggleSaveDebounceMs: 1000,
  /** The add-location form resets to this (spec §4, §9): the country is the country list's value. */
  defaultLocation: { country: "RS", city: "Belgrade" },
  /** Scene and location dates (date-fns format); actor birth dates use the long date format ('PPP'). */
  itemDateFormat: "MMM d, yyyy",
  birthDateFormat: "PPP",
  printPage: { widthMm: 228, heightMm: 320, marginMm: 10 },
} as const;

/** How many items a section may hold: far above a real shoot day, far below what would hurt the server. */
export const SECTION_LIMITS = {
  locationsList: 50,
  teamMembers: 200,
  concepts: 200,
  actorContacts: 200,
  sceneSchedule: 300,
  props: 500,
  gear: 500,
} as const;

/** The seven conditions of the editor (spec §3), in the order the editor offers them. */
/** The temperatures (°C) the weather section takes: a little beyond the coldest and hottest air ever measured. */
export const TEMPERATURE_RANGE_C = { min: -90, max: 60 } as const;

export const WEATHER_CONDITIONS = ["sunny", "partly-cloudy", "cloudy", "storm", "rain", "snow", "hail"] as const;

export type WeatherCondition = (typeof WEATHER_CONDITIONS)[number];

/**
 * The provider's icon codes (OpenWeather's two digits, spec §9) to the icon named there and to one of the
 * seven conditions. "other" is the spec's default.
 */
export const PROVIDER_ICON_CODES = {
  "01": { icon: "clear", condition: "sunny" },
  "02": { icon: "cloud", condition: "partly-cloudy" },
  "03": { icon: "cloud", condition: "cloudy" },
  "04": { icon: "cloud", condition: "cloudy" },
  "09": { icon: "rain", condition: "rain" },
  "10": { icon: "showers", condition: "rain" },
  "11": { icon: "thunder", condition: "storm" },
  "13": { icon: "snow", condition: "snow" },
  "50": { icon: "mist", condition: "cloudy" },
} as const satisfies Record<string, { icon: string; condition: WeatherCondition }>;
export const PROVIDER_DEFAULT_ICON = { icon: "default", condition: "cloudy" } as const;

/** The spec's notes fields: plain text, saved on blur. 20,000 characters is about ten printed pages. */
export const NOTE_MAX_CHARS = 20_000;
/** The largest JSON text a section may be (a full 300-scene agenda is about 400 KB). */
export const SECTION_MAX_CHARS = 1_000_000;

/** The actor picker (spec §5): named models rated two or three, by name, searchable, paged. */
export const ACTORS_PAGE_SIZE = 20;
