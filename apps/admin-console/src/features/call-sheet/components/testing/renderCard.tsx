import { useState, type ReactElement } from "react";
import { act } from "@testing-library/react";
import { vi } from "vitest";
import { renderWithProviders } from "@repo/ui/testing";
import type { DraftSectionEditor, SectionEditor } from "../sectionEditor.ts";

/**
 * Renders a card with an editor that keeps the SectionEditor contract the page keeps: `update` shows the
 * value at once and "saves" it (into `saved`) after `debounceMs` of quiet, or right away. `setFromOutside`
 * plays another tab's save arriving.
 */
export function renderCard<T>(initial: T, card: (editor: SectionEditor<T>) => ReactElement, answer = true) {
  const saved: T[] = [];
  let setValue: (value: T) => void = () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const update = vi.fn<SectionEditor<T>["update"]>(async (next, options) => {
    setValue(next);
    clearTimeout(timer);
    if (options?.debounceMs) timer = setTimeout(() => saved.push(next), options.debounceMs);
    else saved.push(next);
    return answer;
  });
  function Host() {
    const [value, set] = useState(initial);
    setValue = set;
    return card({ value, update, saving: false });
  }
  const view = renderWithProviders(<Host />);
  return { ...view, update, saved, setFromOutside: (value: T) => act(() => setValue(value)) };
}

/**
 * Renders a draft card (DraftSectionEditor) with an editor that keeps that contract as the page does:
 * `edit` makes a draft, `save` hands it over (`save` is watched; it answers `answer`) and, when saved, the
 * draft becomes the saved value. `setFromOutside` plays another tab's save arriving (shown only without
 * a draft); `dropDraft` plays the page's 'Reload section'.
 */
export function renderDraftCard<T>(initial: T, card: (editor: DraftSectionEditor<T>) => ReactElement, answer = true) {
  let setSaved: (value: T) => void = () => undefined;
  let setDraft: (value: T | null) => void = () => undefined;
  let current: { saved: T; draft: T | null } = { saved: initial, draft: null };
  const save = vi.fn(async (draft: T) => {
    if (answer) {
      setSaved(draft);
      setDraft(null);
    }
    return answer;
  });
  function Host() {
    const [saved, setSavedState] = useState(initial);
    const [draft, setDraftState] = useState<T | null>(null);
    setSaved = setSavedState;
    setDraft = setDraftState;
    current = { saved, draft };
    return card({ value: draft ?? saved, edit: (next) => setDraftState(next), save: () => save(current.draft ?? current.saved), unsaved: draft !== null, saving: false });
  }
  const view = renderWithProviders(<Host />);
  return {
    ...view,
    save,
    setFromOutside: (value: T) => act(() => setSaved(value)),
    dropDraft: () => act(() => setDraft(null)),
  };
}
