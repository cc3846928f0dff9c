import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useBlocker } from "react-router-dom";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { EDITOR_TRUST_TEXTS } from "@repo/contracts/adminConsole/editorTrustTexts";
import { EDITOR_TEXTS, SAVE_STATE_TEXTS, SECTION_LABELS } from "@repo/contracts/callSheets/texts/editor";
import { toast } from "shell/toast";
import { fetchCallSheet, patchCallSheet } from "../api/callSheet.ts";
import { fieldValue, type EditableField, type FieldValue, type FieldValues } from "./editorState.ts";
import { EditorStore, type EditorSnapshot } from "./editorStore.ts";
import type { UnaddedForms } from "./unaddedForms.ts";

/** The names of the parts of the sheet `fields` belong to, once each ("Locations", not twice). */
export const sectionNames = (fields: readonly EditableField[]) => [...new Set(fields.map((field) => SECTION_LABELS[field]))].join(", ");

const noSubscription = () => () => undefined;
const none = () => 0;

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
 * Navigation state of a leave that already saved and asked (Print Call Sheet, through useSaveBeforeLeaving):
 * the blocker does not ask about the scene form a second time.
 */
export const ASKED_BEFORE_LEAVING = { askedBeforeLeaving: true } as const;
const askedBeforeLeaving = (state: unknown) => (state as Partial<typeof ASKED_BEFORE_LEAVING> | null)?.askedBeforeLeaving === true;

/** Resolves once no save is on its way (queued, in flight or waiting for its debounce). */
function savesSettled(store: EditorStore): Promise<void> {
  return new Promise((resolve) => {
    if (store.getSnapshot().pending.size === 0) return resolve();
    const stop = store.subscribe(() => {
      if (store.getSnapshot().pending.size > 0) return;
      stop();
      resolve();
    });
  });
}

/**
 * The page's hold on one sheet: starts from `initial` (the GET that opened the page), then follows its own
 * saves. It tells the user about failures and conflicts (toasts here, the banner on the page) and warns
 * before the tab closes, or the page is left, with an edit the server does not have or text typed into
 * one of `forms` (the scene form) and not added.
 */
export function useCallSheetEditor(id: string, initial: CallSheet, forms?: UnaddedForms): CallSheetEditor {
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
  const unaddedForms = useSyncExternalStore(forms?.subscribe ?? noSubscription, forms?.count ?? none, forms?.count ?? none);

  // A conflict's refused version is not on screen, but it is the user's work: closing the tab asks too.
  const atRisk = snapshot.unsaved || snapshot.pending.size > 0 || snapshot.failures.length > 0 || snapshot.conflicts.length > 0 || unaddedForms > 0;
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

  // Leaving the editor inside the app (a link, the browser's back button): asked of the store as it is
  // then (a text field left by clicking a link has started its save by the time the navigation comes).
  // An edit that failed, conflicts or that no save carries (a scene draft before 'Save Changes'), or text
  // typed into the scene form and not added, is asked about. A save on its way is waited for: its answer
  // (a 409, a 500, no network) needs the editor, whose banner keeps the refused version, so when one fails
  // the producer stays, with the failure shown. Moves inside the editor's own path (a view opened over it)
  // keep the store alive and are let through.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const now = store.getSnapshot();
    if (now.failures.length > 0 || now.conflicts.length > 0 || now.unsent) return true;
    if (nextLocation.pathname === currentLocation.pathname) return false;
    return now.pending.size > 0 || (!askedBeforeLeaving(nextLocation.state) && (forms?.count() ?? 0) > 0);
  });
  const deciding = useRef(false);
  useEffect(() => {
    if (blocker.state !== "blocked" || deciding.current) return;
    deciding.current = true;
    void (async () => {
      try {
        const now = store.getSnapshot();
        const stuck = now.failures.length > 0 || now.conflicts.length > 0 || now.unsent;
        const unadded = askedBeforeLeaving(blocker.location.state) ? [] : (forms?.descriptions() ?? []);
        // One question: the general one when the store holds something, else the scene form by name.
        const question = stuck ? SAVE_STATE_TEXTS.unloadWarning : unadded.length ? EDITOR_TRUST_TEXTS.unaddedScenes(unadded.join("; ")) : null;
        if (question && !window.confirm(question)) return blocker.reset();
        const known = new Set<object>([...now.failures, ...now.conflicts]);
        store.flushAll();
        await savesSettled(store);
        const after = store.getSnapshot();
        if ([...after.failures, ...after.conflicts].some((problem) => !known.has(problem))) blocker.reset();
        else blocker.proceed();
      } finally {
        deciding.current = false;
      }
    })();
  }, [blocker, store, forms]);

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
