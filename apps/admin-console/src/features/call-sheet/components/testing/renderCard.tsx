import { useState, type ReactElement } from "react";
import { act } from "@testing-library/react";
import { vi } from "vitest";
import { renderWithProviders } from "@repo/ui/testing";
import type { SectionEditor } from "../sectionEditor.ts";

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
