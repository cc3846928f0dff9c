import { CALL_SHEET_LIST_ORDERS, CALL_SHEETS_LIMIT_MAX, TEMPERATURE_RANGE_C } from "./constants.ts";
import { withThousands } from "../common/numbers.ts";

export const CALL_SHEET_MESSAGES = {
  titleRequired: "Shooting title is required",
  dateInvalid: "shootingDate must be a date (YYYY-MM-DD) or null",
  timeInvalid: "shootingTime must be a time (HH:mm) or null",
  notFound: "Call sheet not found",
  invisibleCharacters: "Please remove invisible or control characters (they often come with copied text)",
} as const;

export const CALL_SHEET_LIST_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${CALL_SHEETS_LIMIT_MAX}`,
  offset: "offset must be a whole number of 0 or more",
  search: "search must be at most 200 characters",
  order: `order must be one of ${CALL_SHEET_LIST_ORDERS.join(", ")}`,
} as const;

export const SECTION_MESSAGES = {
  teamRequired: "Role and Name fields are required",
  roleRequired: "Role is required",
  nameRequired: "Name is required",
  locationRequired: "Country and city are required",
  conceptRequired: "A concept needs some text",
  itemNameRequired: "A name is required",
  emailInvalid: "Please enter a valid email address without spaces",
  dateInvalid: "Dates are YYYY-MM-DD (or empty)",
  timeInvalid: "Times are HH:mm (or empty)",
  idInvalid: "Each item needs an id: a positive whole number",
  idDuplicate: "Two items share one id",
  temperatureInvalid: "Temperature must be a number (°C)",
  temperatureOutOfRange: `Temperature must be between ${TEMPERATURE_RANGE_C.min} and ${TEMPERATURE_RANGE_C.max} °C`,
  idAliasConflict: (alias: string) => `${alias} and id name different items: send one of them`,
  conditionInvalid: "Weather must be one of sunny, partly-cloudy, cloudy, storm, rain, snow, hail",
  tooMany: (max: number) => `At most ${max} items`,
  notAList: (field: string) => `${field} must be a list`,
  weatherInvalid: "Weather must be an object with a temperature and an icon",
  unknownKey: (keys: string) => `${keys} is not a field of this item`,
  invisibleCharacters: "Please remove invisible or control characters (they often come with copied text)",
} as const;

export const PATCH_MESSAGES = {
  versionRequired: "baseVersion is required: the version of the call sheet this edit started from",
  nothingToChange: "Send at least one field to change",
  unknownField: (field: string) => `${field} is not a field of a call sheet`,
  /** The spec's create body carries two fields no call edits or shows. */
  notEditable: (field: string) => `${field} must be empty: no call edits it`,
  tooLong: (field: string, max: number) => `${field} must be at most ${withThousands(max)} characters`,
  /** baseVersion above the sheet's version: the client holds a sheet the server never had (a 409, reload). */
  versionAhead: (baseVersion: number, version: number) =>
    `This edit started from version ${baseVersion}, but the call sheet is at version ${version}. Reload it; your edit was not saved.`,
} as const;
