import { useState, type FormEvent } from "react";
import { CALL_SHEET_CONSTANTS } from "@repo/contracts/callSheets/constants";
import { nextItemId } from "@repo/contracts/callSheets/rules";
import type { LocationEntry } from "@repo/contracts/callSheets/schemas/sections";
import { CARD_TEXTS, EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import { Button } from "shell/Button";
import { toast } from "shell/toast";
import { checkLocation, LocationFields, type LocationForm } from "./LocationFields.tsx";

const TEXTS = CARD_TEXTS.locations;
const DEFAULTS: LocationForm = { country: CALL_SHEET_CONSTANTS.defaultLocation.country, city: CALL_SHEET_CONSTANTS.defaultLocation.city, address: "", date: "", time: "" };

/**
 * The add-location form (spec §4, §5): country and city required, the rest optional; after adding it
 * resets to Serbia / Belgrade. The entry stores the country's name ("Serbia"), as the sheet prints it.
 */
export function AddLocationForm({ existing, onAdd }: { existing: readonly LocationEntry[]; onAdd: (entry: LocationEntry) => Promise<boolean> }) {
  const [form, setForm] = useState(DEFAULTS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLocation(form, nextItemId(existing));
    if (!("entry" in checked)) {
      toast({ variant: "destructive", title: EDITOR_TEXTS.errorTitle, description: checked.message });
      return;
    }
    setForm(DEFAULTS);
    void onAdd(checked.entry).then((saved) => saved && toast({ title: EDITOR_TEXTS.successTitle, description: EDITOR_TEXTS.locationAdded }));
  };

  return (
    <form onSubmit={submit} noValidate aria-label={TEXTS.add}>
      <LocationFields idPrefix="location" form={form} onChange={setForm} />
      <Button type="submit">{TEXTS.add}</Button>
    </form>
  );
}
