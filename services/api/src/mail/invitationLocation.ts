import { countryName } from "../calendar/callSheetEvent.ts";
import type { CallSheet } from "../models/CallSheet.ts";

const joined = (parts: readonly string[], separator: string) => parts.map((part) => part.replace(/\s+/g, " ").trim()).filter(Boolean).join(separator);

function locationEntries(json: string): Array<{ address?: unknown; city?: unknown; country?: unknown }> {
  try {
    const items: unknown = JSON.parse(json);
    return Array.isArray(items) ? items.filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === "object") : [];
  } catch {
    return [];
  }
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * Where the invitation says the shoot is: each location of the sheet's list in full ("Studio 3, Bulevar
 * Mihajla Pupina 10, Belgrade, Serbia"; several joined by "; "), else the sheet's street address and
 * number before its place ("Kalemegdan 1, Belgrade, Serbia"). The country is named as the calendar event
 * names it (countryName: the stored code "RS" reads "Serbia"). The preview pages show the same shape
 * (@repo/mail sampleInvitation); a collaborator needs the address, not only the city.
 */
export function invitationLocation(sheet: Pick<CallSheet, "locations" | "locationsList" | "streetAddress" | "streetNumber">): string {
  const listed = locationEntries(sheet.locationsList).map((entry) => joined([text(entry.address), text(entry.city), countryName(text(entry.country))], ", "));
  const fromList = joined(listed, "; ");
  if (fromList) return fromList;
  return joined([joined([sheet.streetAddress, sheet.streetNumber], " "), sheet.locations], ", ");
}
