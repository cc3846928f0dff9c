import type { CallSheetConditions } from "@repo/contracts/callSheets/schemas/editor";
import type { LocationEntry } from "@repo/contracts/callSheets/schemas/sections";
import { CARD_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import type { LocationsValue } from "../lib/useFieldEditors.ts";
import { useUndoableRemoval, withItemBack, withoutItem } from "../lib/useUndoableRemoval.ts";
import { AddLocationForm } from "./AddLocationForm.tsx";
import { EditorCard, EmptyNote, ItemList } from "./EditorCard.tsx";
import { LocationRow } from "./LocationRow.tsx";
import type { SectionEditor } from "./sectionEditor.ts";

const TEXTS = CARD_TEXTS.locations;
const summaryOf = (entry: LocationEntry) => `${entry.city}, ${entry.country}`;
const idOf = (entry: LocationEntry) => entry.id;

/** Time, Date and Location (spec §2): the add form, then each location with its sun times, edited in place; a removal can be undone. */
export function LocationsCard({ editor, conditions }: { editor: SectionEditor<LocationsValue>; conditions: CallSheetConditions | undefined }) {
  const { list, summary } = editor.value;
  const removeWithUndo = useUndoableRemoval(editor);

  // The first location also names the shoot's place ('City, Country', spec §4).
  const add = (entry: LocationEntry) => editor.update({ list: [...list, entry], summary: list.length === 0 ? summaryOf(entry) : summary });

  // The entry keeps its id (later diffs and the sun times match by it); a summary that named it follows the fix.
  const change = (next: LocationEntry) => {
    const before = list.find((item) => item.id === next.id);
    void editor.update({
      list: list.map((item) => (item.id === next.id ? next : item)),
      summary: before && summary === summaryOf(before) ? summaryOf(next) : summary,
    });
  };

  const remove = (entry: LocationEntry) => {
    // What the removal did to the shoot's place, so that Undo can take it back while nobody changed it since.
    let summaryChange: { from: string; to: string } | undefined;
    removeWithUndo(
      entry.city,
      (current) => {
        const rest = withoutItem(current.list, idOf, entry.id);
        // A summary that named the removed location moves on to the next one, so it never names a place the list lost.
        const next = current.summary === summaryOf(entry) ? (rest[0] ? summaryOf(rest[0]) : "") : current.summary;
        summaryChange = { from: current.summary, to: next };
        return { list: rest, summary: next };
      },
      (current) => ({
        list: withItemBack(current.list, list, entry, idOf),
        summary: summaryChange && current.summary === summaryChange.to ? summaryChange.from : current.summary,
      }),
    );
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
              onChange={change}
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
