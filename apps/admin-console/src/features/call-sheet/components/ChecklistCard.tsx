import { CALL_SHEET_CONSTANTS } from "@repo/contracts/callSheets/constants";
import { nextItemId } from "@repo/contracts/callSheets/rules";
import type { ChecklistItem } from "@repo/contracts/callSheets/schemas/sections";
import { CHECKLIST_CARD_TEXTS } from "@repo/contracts/callSheets/texts/cards";
import { useUndoableRemoval, withItemBack, withoutItem } from "../lib/useUndoableRemoval.ts";
import { ChecklistCardAddForm } from "./ChecklistCardAddForm.tsx";
import { ChecklistCardRow } from "./ChecklistCardRow.tsx";
import { EditorCard, EmptyNote } from "./EditorCard.tsx";
import { SortableList } from "./dnd/SortableList.tsx";
import type { SectionEditor } from "./sectionEditor.ts";

const idOf = (item: ChecklistItem) => item.id;

/**
 * Props or Gear (spec §2, §4): add, check, rename, delete and reorder. A check waits for
 * CALL_SHEET_CONSTANTS.toggleSaveDebounceMs of quiet before it is saved (someone ticking off a packing
 * list clicks many boxes in a row); every other change is saved at once.
 */
export function ChecklistCard({ title, editor }: { title: "Props" | "Gear"; editor: SectionEditor<ChecklistItem[]> }) {
  const items = editor.value;
  const save = (next: ChecklistItem[]) => void editor.update(next);
  const removeWithUndo = useUndoableRemoval(editor);
  const change = (id: number, patch: Partial<ChecklistItem>) => items.map((item) => (item.id === id ? { ...item, ...patch } : item));
  return (
    <EditorCard title={title} saving={editor.saving}>
      <ChecklistCardAddForm title={title} onAdd={(name) => save([...items, { id: nextItemId(items), name, isChecked: false }])} />
      {items.length === 0 ? (
        <EmptyNote>{CHECKLIST_CARD_TEXTS.empty(title)}</EmptyNote>
      ) : (
        <SortableList
          items={items}
          label={title}
          itemName={(item) => item.name}
          onReorder={save}
          renderItem={(item, moveControls) => (
            <ChecklistCardRow
              item={item}
              moveControls={moveControls}
              onToggle={(isChecked) => void editor.update(change(item.id, { isChecked }), { debounceMs: CALL_SHEET_CONSTANTS.toggleSaveDebounceMs })}
              onRename={(name) => save(change(item.id, { name }))}
              onDelete={() =>
                removeWithUndo(
                  item.name,
                  (current) => withoutItem(current, idOf, item.id),
                  (current) => withItemBack(current, items, item, idOf),
                )
              }
            />
          )}
        />
      )}
    </EditorCard>
  );
}
