/**
 * The read-only call sheet document (spec call-sheets.md §2 "Content"): its sections in the spec's order
 * with the spec's ids (§3), their titles, and the document's own labels. The spec's fallback texts (§8)
 * stay in DOCUMENT_FALLBACKS (callSheetEditor.ts); the texts here cover what the spec leaves unsaid.
 */

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

export const SECTION_TITLES: Record<CallSheetSectionId, string> = {
  "project-details": "Project Details",
  location: "Time, Date and Location",
  team: "Team",
  concepts: "Concepts",
  actors: "Actor Contacts",
  scenes: "Shooting Agenda",
  props: "Props",
  gear: "Gear",
  weather: "Weather",
  costume: "Costume Notes",
  tech: "Technical Specifications",
  notes: "Set Notes",
  emergency: "Emergency Contacts",
};

/** Labels and the empty/error texts the spec does not name (its own are DOCUMENT_FALLBACKS). */
export const DOCUMENT_TEXTS = {
  documentKind: "Call Sheet",
  documentTitle: (shootingTitle: string) => (shootingTitle.trim() ? `${shootingTitle.trim()} · Call Sheet` : "Call Sheet"),
  shootingTitle: "Shooting title",
  client: "Client",
  date: "Date",
  callTime: "Call time",
  location: "Location",
  notSet: "—",
  contactRole: "Photographer / Videographer",
  phone: "Phone",
  email: "E-mail",
  role: "Role",
  name: "Name",
  address: "Address",
  time: "Time",
  birthDate: "Born",
  from: "From",
  sunrise: "Sunrise",
  sunset: "Sunset",
  morningGoldenHourEnd: "Morning golden hour ends",
  eveningGoldenHourStart: "Evening golden hour starts",
  polarDay: "Midnight sun: the sun does not set this day",
  polarNight: "Polar night: the sun does not rise this day",
  sceneNumber: "#",
  scene: "Scene",
  description: "Description",
  instructions: "Instructions",
  method: "Method",
  temperature: "Temperature",
  condition: "Condition",
  forecast: "Forecast",
  planned: "As planned",
  noLocations: "No locations added",
  locationsError: "Error loading locations",
  noActors: "No actors added",
  noProps: "No props added",
  noGear: "No gear added",
  noWeather: "No weather specified",
  weatherError: "Error loading weather",
  noCostumeNotes: "No costume notes",
  noTechnicalSpecs: "No technical specifications",
  noSetNotes: "No set notes",
  noEmergencyContacts: "No emergency contacts",
  actorPhotoAlt: (name: string) => `Photo of ${name}`,
  pageFooter: (company: string) => `${company} · Confidential: for cast and crew of this shoot only`,
} as const;

