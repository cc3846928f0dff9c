import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useBlocker } from "react-router-dom";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { EDITOR_TRUST_TEXTS } from "@repo/contracts/adminConsole/editorTrustTexts";
import { EDITOR_TEXTS, SAVE_STATE_TEXTS, SECTION_LABELS } from "@repo/contracts/callSheets/texts/editor";
import { toast } from "shell/toast";
import { fetchCallSheet, patchCallSheet } from "../api/callSheet.ts";
import { fieldValue, type EditableField, type FieldValue, type FieldValues } from "./editorState.ts";
import { EditorStore, type EditorSnapshot } from "./editorStore.ts";

/** The names of the parts of the sheet `fields` belong to, once each ("Locations", not twice). */
export const sectionNames = (fields: readonly EditableField[]) => [...new Set(fields.map((field) => SECTION_LABELS[field]))].join(", ");

export type CallSheetEditor = {
  id: string;
  snapshot: EditorSnapshot;
  value: (field: EditableField) => FieldValue;
  /** Shown at once, not sent (text typed into a field that saves on blur). */
  edit: (values: FieldValues) => void;
  save: (fields: EditableField[], options?: { debounceMs?: number }) => Promise<boolean>;
  /** Shown at once and saved. */
  change: (values: FieldValues, options?: { debounceMs?: number }) => Promise<boolean>;
  isSaving: (fields: readonly EditableField[]) => boolean;
  store: EditorStore;
};

/**
 * The page's hold on one sheet: starts from `initial` (the GET that opened the page), then follows its own
 * saves. It tells the user about failures and conflicts (toasts here, the banner on the page) and warns
 * before the tab closes with an edit the server does not have.
 */
export function useCallSheetEditor(id: string, initial: CallSheet): CallSheetEditor {
  const [store] = useState(
    () =>
      new EditorStore(initial, {
        patch: (patch) => patchCallSheet(id, patch),
        fetchCurrent: () => fetchCallSheet(id),
        onFailure: (failure) => toast({ variant: "destructive", title: EDITOR_TEXTS.errorTitle, description: EDITOR_TEXTS.updateFailed(failure.message) }),
        onConflict: (conflict) =>
          toast({ variant: "destructive", title: EDITOR_TEXTS.conflictTitle, description: EDITOR_TRUST_TEXTS.conflictToast(sectionNames(conflict.fields)) }),
      }),
  );
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  // A conflict's refused version is not on screen, but it is the user's work: closing the tab asks too.
  const atRisk = snapshot.unsaved || snapshot.pending.size > 0 || snapshot.failures.length > 0 || snapshot.conflicts.length > 0;
  useEffect(() => {
    if (!atRisk) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set; modern ones ignore the text.
      event.returnValue = SAVE_STATE_TEXTS.unloadWarning;
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [atRisk]);

  // Inside the app a save on its way finishes after the page is left (the store lives on, the toaster is
  // global), so what is worth asking about before leaving is an edit that failed, conflicts, or that no
  // save carries (a scene draft before 'Save Changes'). Asked when the user leaves, of the store as it is
  // then: a text field left by clicking a link has saved on blur by the time the navigation comes.
  const blocker = useBlocker(() => {
    const now = store.getSnapshot();
    return now.failures.length > 0 || now.conflicts.length > 0 || now.unsent;
  });
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(SAVE_STATE_TEXTS.unloadWarning)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  // Leaving the editor inside the app: a debounced check toggle goes out now rather than never.
  useEffect(() => () => store.flushAll(), [store]);

  // Stable across renders, so a card's `update` does not change identity on every keystroke elsewhere.
  const actions = useMemo(
    () => ({
      edit: (values: FieldValues) => store.edit(values),
      save: (fields: EditableField[], options?: { debounceMs?: number }) => store.save(fields, options),
      change: (values: FieldValues, options?: { debounceMs?: number }) => store.change(values, options),
    }),
    [store],
  );

  return useMemo(
    () => ({
      id,
      snapshot,
      store,
      ...actions,
      value: (field) => fieldValue(snapshot.state, field),
      isSaving: (fields) => [...snapshot.pending].some((key) => key.split(",").some((field) => fields.includes(field as EditableField))),
    }),
    [id, snapshot, store, actions],
  );
}
