import type { CallSheetConditions } from "@repo/contracts/callSheets/schemas/editor";
import type { LocationEntry } from "@repo/contracts/callSheets/schemas/sections";
import { CARD_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import type { LocationsValue } from "../lib/useFieldEditors.ts";
import { AddLocationForm } from "./AddLocationForm.tsx";
import { EditorCard, EmptyNote, ItemList } from "./EditorCard.tsx";
import { LocationRow } from "./LocationRow.tsx";
import type { SectionEditor } from "./sectionEditor.ts";

const TEXTS = CARD_TEXTS.locations;
const summaryOf = (entry: LocationEntry) => `${entry.city}, ${entry.country}`;

/** Time, Date and Location (spec §2): the add form, then each location with its sun times. */
export function LocationsCard({ editor, conditions }: { editor: SectionEditor<LocationsValue>; conditions: CallSheetConditions | undefined }) {
  const { list, summary } = editor.value;

  // The first location also names the shoot's place ('City, Country', spec §4).
  const add = (entry: LocationEntry) => editor.update({ list: [...list, entry], summary: list.length === 0 ? summaryOf(entry) : summary });

  const remove = (entry: LocationEntry) => {
    const rest = list.filter((item) => item.id !== entry.id);
    // A summary that named the removed location moves on to the next one, so it never names a place the list lost.
    const next = summary === summaryOf(entry) ? (rest[0] ? summaryOf(rest[0]) : "") : summary;
    void editor.update({ list: rest, summary: next });
  };

  return (
    <EditorCard title={TEXTS.title} saving={editor.saving}>
      <AddLocationForm existing={list} onAdd={add} />
      {list.length ? (
        <ItemList aria-label={TEXTS.list}>
          {list.map((entry) => (
            <LocationRow
              key={entry.id}
              entry={entry}
              light={conditions?.locations.find((light) => light.locationId === entry.id)}
              onRemove={() => remove(entry)}
            />
          ))}
        </ItemList>
      ) : (
        <EmptyNote>{TEXTS.empty}</EmptyNote>
      )}
    </EditorCard>
  );
}
