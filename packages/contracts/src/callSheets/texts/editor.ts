import { WEATHER_CONDITION_LABELS } from "./document.ts";

/** Texts of the editor and the print view (spec §2, §4, §8). */
export const EDITOR_TEXTS = {
  backToDashboard: "Back to Dashboard",
  print: "Print Call Sheet",
  downloadPdf: "Download PDF",
  unsavedChanges: "You have unsaved changes",
  saveChanges: "Save Changes",
  scenesSavedTitle: "Changes saved",
  scenesSaved: "Scene changes have been saved successfully",
  errorTitle: "Error",
  successTitle: "Success",
  updateFailed: (message: string) => `Failed to update call sheet: ${message}`,
  modelsLoadFailed: "Failed to load models",
  locationAdded: "Location added successfully",
  printErrorTitle: "Print Error",
  printError: "There was an error while printing. Please try again.",
  conflictTitle: "Changed elsewhere",
  conflict: "Someone else changed this part of the call sheet since you opened it. Reload it to see their version; your edit was not saved.",
  weatherUnavailable: "Weather is unavailable right now; the weather typed here is what the call sheet shows.",
  lightUnknown: (city: string) => `No sun times: ${city} is not in the city database`,
} as const;

/**
 * The editor's screen texts that the spec leaves to us (card titles, labels, the save state, the conflict
 * and PDF wording). The spec's own texts are EDITOR_TEXTS (above) and SECTION_MESSAGES
 * (callSheets/messages.ts); the texts below only add what they do not name.
 */

/** A human name for each part of the sheet, so a conflict says "Team" rather than "teamMembers". */
export const SECTION_LABELS = {
  shootingTitle: "Shooting title",
  client: "Client",
  shootingDate: "Shooting date",
  shootingTime: "Shooting time",
  locations: "Locations",
  locationsList: "Locations",
  streetAddress: "Street address",
  streetNumber: "Street number",
  teamMembers: "Team",
  concepts: "Concepts",
  actorContacts: "Actor Contacts",
  sceneSchedule: "Shooting Agenda",
  props: "Props",
  gear: "Gear",
  weather: "Weather Conditions",
  technicalSpecs: "Technical Specifications",
  costumeNotes: "Costume Notes",
  setNotes: "Set Notes",
  emergencyContacts: "Emergency Contacts",
} as const;

export const SAVE_STATE_TEXTS = {
  saving: "Saving…",
  /** Typed into a field that saves when it is left: not lost, not sent yet. */
  editing: "Editing — saved when you leave the field",
  saved: "All changes saved",
  failed: "Save failed",
  conflict: "Changed elsewhere",
  retry: "Retry",
  reloadSection: "Reload section",
  keepMine: "Keep my version",
  /** The banner over the cards: one line per part of the sheet that could not be saved. */
  failedSection: (section: string, message: string) => `${section} was not saved: ${message}`,
  conflictSection: (sections: string) => `${sections} changed elsewhere. Your edit is still on screen but was not saved.`,
  /** Under a conflict: what the other tab or person saved, so Reload / Keep is an informed choice. */
  theirVersion: "Saved elsewhere",
  savedElsewhere: (label: string) => `${label}, saved elsewhere:`,
  emptyValue: "(empty)",
  untitledScene: "(untitled scene)",
  unloadWarning: "Some changes are not saved yet. Leave anyway?",
} as const;

export const HEADER_TEXTS = {
  pdfPreparing: "Preparing PDF…",
  pdfFailedTitle: "PDF download failed",
  pdfFailed: (message: string) => `The PDF could not be made: ${message}`,
  /** A 503 (no Chromium, the print queue full, the database away): the server's own reason, and what still works. */
  pdfUnavailable: (message: string) => `${message} Print Call Sheet still works from this browser.`,
  actions: "Call sheet actions",
} as const;

export const CARD_TEXTS = {
  titleAndClient: {
    title: "Title and Client",
    shootingTitle: "Shooting title",
    client: "Client",
    shootingDate: "Shooting date",
    shootingTime: "Call time",
  },
  notes: {
    title: "Notes and Contacts",
    technicalSpecs: "Technical Specifications",
    costumeNotes: "Costume Notes",
    setNotes: "Set Notes",
    emergencyContacts: "Emergency Contacts",
    savedOnBlur: "Saved when you leave the field.",
  },
  locations: {
    title: "Time, Date and Location",
    add: "Add Location",
    country: "Country",
    countryPlaceholder: "Select a country",
    city: "City",
    address: "Address",
    date: "Date",
    time: "Time",
    empty: "No locations added yet.",
    remove: (city: string) => `Remove location ${city}`,
    sunrise: "Sunrise",
    sunset: "Sunset",
    goldenMorning: "Golden hour until",
    goldenEvening: "Golden hour from",
    list: "Locations",
  },
  team: {
    title: "Team",
    role: "Role",
    name: "Name",
    phone: "Phone",
    email: "E-mail",
    add: "Add Team Member",
    empty: "No team members added",
    showOnSheet: "Show on the shared sheet",
    remove: (name: string) => `Remove ${name}`,
    list: "Team members",
  },
  actors: {
    title: "Actor Contacts",
    picker: "Add a model",
    pickerPlaceholder: "Search models by name…",
    loading: "Loading models…",
    noOptions: "No models found",
    loadMore: "Load more models",
    empty: "No actors added yet.",
    remove: (name: string) => `Remove ${name}`,
    born: "Born",
    list: "Actor contacts",
    photoOf: (name: string) => `Photo of ${name}`,
  },
  weather: {
    title: "Weather Conditions",
    conditions: "Conditions",
    temperature: "Temperature (°C)",
    fetched: "Forecast",
    useFetched: "Use forecast",
    conditionLabels: WEATHER_CONDITION_LABELS,
  },
} as const;
