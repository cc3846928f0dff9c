/**
 * What changed between two revisions of a sheet, written for people (issue 25): one line per change, in the
 * words the crew uses. services/api/src/revisions/describeChanges.ts picks the line; the words are here.
 */

/** A value as a change line shows it: quoted, or "(none)" when it is empty. */
const shown = (value: string) => (value === "" ? "(none)" : `'${value}'`);
/** A time or a date as a change line shows it: bare (07:00), or "(none)". */
const bare = (value: string) => (value === "" ? "(none)" : value);

/** The names of an item's fields in a change line ("Marko Nikolić's phone changed"). */
export const REVISION_FIELD_NAMES = {
  country: "country",
  city: "city",
  address: "address",
  date: "date",
  time: "time",
  endTime: "end time",
  role: "role",
  name: "name",
  phoneNumber: "phone",
  email: "e-mail",
  isChecked: "check mark",
  text: "text",
  photoPath: "photo",
  fullName: "name",
  dateOfBirth: "date of birth",
  description: "description",
  instructions: "shooting method",
  method: "method",
  temperature: "temperature",
  icon: "conditions",
} as const;
export type RevisionFieldName = keyof typeof REVISION_FIELD_NAMES;

/** How each list names itself and its items in a change line. */
export const REVISION_LIST_NAMES = {
  locationsList: "Location",
  teamMembers: "Team",
  concepts: "Concept",
  actorContacts: "Actors",
  sceneSchedule: "Scene",
  props: "Props",
  gear: "Gear",
} as const;

export const REVISION_TEXTS = {
  // Single fields of the sheet.
  titleChanged: (from: string, to: string) => `Title ${shown(from)} -> ${shown(to)}`,
  clientChanged: (from: string, to: string) => `Client ${shown(from)} -> ${shown(to)}`,
  dateChanged: (from: string, to: string) => `Date ${bare(from)} -> ${bare(to)}`,
  callTimeChanged: (from: string, to: string) => `Call time ${bare(from)} -> ${bare(to)}`,
  locationsTextChanged: (from: string, to: string) => `Locations ${shown(from)} -> ${shown(to)}`,
  streetAddressChanged: (from: string, to: string) => `Street ${shown(from)} -> ${shown(to)}`,
  streetNumberChanged: (from: string, to: string) => `Street number ${shown(from)} -> ${shown(to)}`,
  technicalSpecsChanged: "Technical specs changed",
  costumeNotesChanged: "Costume notes changed",
  setNotesChanged: "Set notes changed",
  emergencyContactsChanged: "Emergency contacts changed",
  weatherTemperatureChanged: (from: string, to: string) => `Weather: temperature ${from === "" ? "(none)" : `${from} °C`} -> ${to === "" ? "(none)" : `${to} °C`}`,
  weatherConditionsChanged: (from: string, to: string) => `Weather: ${bare(from)} -> ${bare(to)}`,

  // Scenes and locations name the item in the line: "Scene 'Rooftop' moved before 'Studio'".
  sceneAdded: (name: string) => `Scene ${shown(name)} added`,
  sceneRemoved: (name: string) => `Scene ${shown(name)} removed`,
  sceneMovedBefore: (name: string, before: string) => `Scene ${shown(name)} moved before ${shown(before)}`,
  sceneMovedToEnd: (name: string) => `Scene ${shown(name)} moved to the end`,
  sceneRenamed: (from: string, to: string) => `Scene ${shown(from)} renamed ${shown(to)}`,
  sceneFieldChanged: (name: string, field: string, from?: string, to?: string) =>
    from === undefined || to === undefined ? `Scene ${shown(name)}: ${field} changed` : `Scene ${shown(name)}: ${field} ${bare(from)} -> ${bare(to)}`,

  locationAdded: (label: string) => `Location added: ${label}`,
  locationRemoved: (label: string) => `Location removed: ${label}`,
  locationMovedBefore: (label: string, before: string) => `Location ${label} moved before ${before}`,
  locationMovedToEnd: (label: string) => `Location ${label} moved to the end`,
  locationFieldChanged: (label: string, field: string, from: string, to: string) => `Location ${label}: ${field} ${bare(from)} -> ${bare(to)}`,

  // Team, actors, props and gear: "Team: Marko Nikolić's phone changed".
  itemAdded: (list: string, name: string) => `${list}: ${name} added`,
  itemRemoved: (list: string, name: string) => `${list}: ${name} removed`,
  itemMovedBefore: (list: string, name: string, before: string) => `${list}: ${name} moved before ${before}`,
  itemMovedToEnd: (list: string, name: string) => `${list}: ${name} moved to the end`,
  itemFieldChanged: (list: string, name: string, field: string) => `${list}: ${name}'s ${field} changed`,
  itemRenamed: (list: string, from: string, to: string) => `${list}: ${from} renamed ${to}`,
  itemChecked: (list: string, name: string) => `${list}: ${name} checked`,
  itemUnchecked: (list: string, name: string) => `${list}: ${name} unchecked`,

  // Concepts have no name: the line quotes the start of their text.
  conceptAdded: (text: string) => `Concept added: ${shown(text)}`,
  conceptRemoved: (text: string) => `Concept removed: ${shown(text)}`,
  conceptMovedBefore: (text: string, before: string) => `Concept ${shown(text)} moved before ${shown(before)}`,
  conceptMovedToEnd: (text: string) => `Concept ${shown(text)} moved to the end`,
  conceptChanged: (from: string, to: string) => `Concept ${shown(from)} changed to ${shown(to)}`,
} as const;
