import { useState, type FormEvent } from "react";
import { CALL_SHEET_CONSTANTS } from "@repo/contracts/callSheets/constants";
import { SECTION_MESSAGES } from "@repo/contracts/callSheets/messages";
import { nextItemId } from "@repo/contracts/callSheets/rules";
import type { LocationEntry } from "@repo/contracts/callSheets/schemas/sections";
import { CARD_TEXTS, EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import type { CountryOption } from "@repo/contracts/registration/rules";
import { Button } from "shell/Button";
import { Field } from "shell/Field";
import { Input } from "shell/Input";
import { Select } from "shell/Select";
import { toast } from "shell/toast";
import { COUNTRY_OPTIONS, countryByValue } from "../lib/countryOptions.ts";
import { FieldGrid } from "./EditorCard.tsx";

const TEXTS = CARD_TEXTS.locations;
const DEFAULTS = { country: CALL_SHEET_CONSTANTS.defaultLocation.country, city: CALL_SHEET_CONSTANTS.defaultLocation.city, address: "", date: "", time: "" };


/**
 * The add-location form (spec §4, §5): country and city required, the rest optional; after adding it
 * resets to Serbia / Belgrade. The entry stores the country's name ("Serbia"), as the sheet prints it.
 */
export function AddLocationForm({ existing, onAdd }: { existing: readonly LocationEntry[]; onAdd: (entry: LocationEntry) => Promise<boolean> }) {
  const [form, setForm] = useState(DEFAULTS);
  const set = (key: keyof typeof DEFAULTS) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  const country = countryByValue(form.country) ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!country || !form.city.trim()) {
      toast({ variant: "destructive", title: EDITOR_TEXTS.errorTitle, description: SECTION_MESSAGES.locationRequired });
      return;
    }
    const entry: LocationEntry = { id: nextItemId(existing), country: country.label, city: form.city.trim(), address: form.address.trim(), date: form.date, time: form.time };
    setForm(DEFAULTS);
    void onAdd(entry).then((saved) => saved && toast({ title: EDITOR_TEXTS.successTitle, description: EDITOR_TEXTS.locationAdded }));
  };

  return (
    <form onSubmit={submit} noValidate aria-label={TEXTS.add}>
      <FieldGrid>
        <Field id="location-country" label={TEXTS.country}>
          <Select<CountryOption>
            inputId="location-country"
            options={COUNTRY_OPTIONS}
            value={country}
            onChange={(option) => set("country")(option?.value ?? "")}
            placeholder={TEXTS.countryPlaceholder}
            isClearable
          />
        </Field>
        <Field id="location-city" label={TEXTS.city}>
          <Input id="location-city" value={form.city} onChange={(event) => set("city")(event.target.value)} autoComplete="off" />
        </Field>
      </FieldGrid>
      <Field id="location-address" label={TEXTS.address}>
        <Input id="location-address" value={form.address} onChange={(event) => set("address")(event.target.value)} autoComplete="off" />
      </Field>
      <FieldGrid>
        <Field id="location-date" label={TEXTS.date}>
          <Input id="location-date" type="date" value={form.date} onChange={(event) => set("date")(event.target.value)} />
        </Field>
        <Field id="location-time" label={TEXTS.time}>
          <Input id="location-time" type="time" value={form.time} onChange={(event) => set("time")(event.target.value)} />
        </Field>
      </FieldGrid>
      <Button type="submit">{TEXTS.add}</Button>
    </form>
  );
}
