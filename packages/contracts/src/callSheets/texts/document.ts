/**
 * The read-only call sheet document (spec call-sheets.md §2 "Content"): its sections in the spec's order
 * with the spec's ids (§3), their titles, and the document's own labels. The spec's fallback texts (§8)
 * stay in DOCUMENT_FALLBACKS (below); the texts here cover what the spec leaves unsaid.
 */

import type { CallSheetSectionId, WEATHER_CONDITIONS } from "../constants.ts";

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

/** The seven conditions as every screen and the document name them (one list: editor, print, PDF, shared view). */
export const WEATHER_CONDITION_LABELS: Record<(typeof WEATHER_CONDITIONS)[number], string> = {
  sunny: "Sunny",
  "partly-cloudy": "Partly cloudy",
  cloudy: "Cloudy",
  storm: "Storm",
  rain: "Rain",
  snow: "Snow",
  hail: "Hail",
};

/** Fallbacks of the print and shared views (spec §8). */
export const DOCUMENT_FALLBACKS = {
  noTeamAdded: "No team members added",
  noTeam: "No team members specified",
  noConcepts: "No concepts specified",
  noScenes: "No scenes added yet.",
  scenesError: "Error loading scenes.",
  noDescription: "No description",
  untitledScene: "Untitled Scene",
  actorsError: "Error loading actors",
  propsError: "Error loading props",
  gearError: "Error loading gear",
} as const;
