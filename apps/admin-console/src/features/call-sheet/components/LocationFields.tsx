import { SECTION_MESSAGES } from "@repo/contracts/callSheets/messages";
import { locationEntrySchema, type LocationEntry } from "@repo/contracts/callSheets/schemas/sections";
import { CARD_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import type { CountryOption } from "@repo/contracts/registration/rules";
import { Field, errorProps } from "shell/Field";
import { Input } from "shell/Input";
import { Select } from "shell/Select";
import { COUNTRY_OPTIONS, countryByValue } from "../lib/countryOptions.ts";
import { FieldGrid } from "./EditorCard.tsx";

const TEXTS = CARD_TEXTS.locations;

/** What the add form and a row opened for editing type into; `country` is a value of COUNTRY_OPTIONS (or a stored name). */
export type LocationForm = { country: string; city: string; address: string; date: string; time: string };
export type LocationErrors = Partial<Record<keyof LocationForm, string>>;
export const formOfLocation = ({ country, city, address, date, time }: LocationEntry): LocationForm => ({
  // Stored entries hold the country's name ("Serbia"), entries made elsewhere may hold its code ("RS").
  country: COUNTRY_OPTIONS.find((option) => option.label === country)?.value ?? country,
  city,
  address,
  date,
  time,
});

/**
 * The picker's option for the form's country: one of the list, or a country stored that the list does not
 * have (an entry made elsewhere), kept as it is rather than emptied when its row is edited.
 */
const countryOption = (country: string): CountryOption | undefined =>
  countryByValue(country) ?? (country.trim() ? { label: country, value: country, phoneCode: "" } : undefined);

/**
 * The entry the form makes (`id` kept), checked by the section's own schema: what passes here is what the
 * API stores. The entry stores the country's name ("Serbia"), as the sheet prints it. Country or city
 * missing is the spec's one message (§5).
 */
export function checkLocation(form: LocationForm, id: number): { entry: LocationEntry } | { message: string; errors: LocationErrors } {
  const country = countryOption(form.country);
  if (!country || !form.city.trim()) {
    const errors: LocationErrors = {};
    if (!country) errors.country = SECTION_MESSAGES.locationRequired;
    if (!form.city.trim()) errors.city = SECTION_MESSAGES.locationRequired;
    return { message: SECTION_MESSAGES.locationRequired, errors };
  }
  const parsed = locationEntrySchema.safeParse({ id, country: country.label, city: form.city, address: form.address.trim(), date: form.date, time: form.time });
  if (parsed.success) return { entry: parsed.data };
  const errors: LocationErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as keyof LocationForm] ??= issue.message;
  return { message: parsed.error.issues[0]!.message, errors };
}

/** Country, City, Address, Date, Time: the add form's fields (`idPrefix` "location") and an edited row's. */
export function LocationFields({ idPrefix, form, errors = {}, onChange }: { idPrefix: string; form: LocationForm; errors?: LocationErrors; onChange: (form: LocationForm) => void }) {
  const set = (key: keyof LocationForm) => (value: string) => onChange({ ...form, [key]: value });
  const input = (key: Exclude<keyof LocationForm, "country">, label: string, type = "text") => {
    const id = `${idPrefix}-${key}`;
    return (
      <Field id={id} label={label} error={errors[key]}>
        <Input id={id} type={type} value={form[key]} onChange={(event) => set(key)(event.target.value)} autoComplete="off" {...errorProps(id, errors[key])} />
      </Field>
    );
  };
  return (
    <>
      <FieldGrid>
        <Field id={`${idPrefix}-country`} label={TEXTS.country} error={errors.country}>
          <Select<CountryOption>
            inputId={`${idPrefix}-country`}
            options={COUNTRY_OPTIONS}
            value={countryOption(form.country) ?? null}
            onChange={(option) => set("country")(option?.value ?? "")}
            placeholder={TEXTS.countryPlaceholder}
            isClearable
          />
        </Field>
        {input("city", TEXTS.city)}
      </FieldGrid>
      {input("address", TEXTS.address)}
      <FieldGrid>
        {input("date", TEXTS.date, "date")}
        {input("time", TEXTS.time, "time")}
      </FieldGrid>
    </>
  );
}
