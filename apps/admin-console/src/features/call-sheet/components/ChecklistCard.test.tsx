import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CALL_SHEET_CONSTANTS } from "@repo/contracts/callSheets/constants";
import { SECTION_MESSAGES } from "@repo/contracts/callSheets/messages";
import type { ChecklistItem } from "@repo/contracts/callSheets/schemas/sections";
import { EDIT_IN_PLACE_TEXTS } from "@repo/contracts/callSheets/texts/editInPlace";
import type { CallSheetEditor } from "../lib/useCallSheetEditor.ts";
import { useSectionEditor } from "../lib/useSectionEditor.ts";
import { ChecklistCard } from "./ChecklistCard.tsx";
import { renderCardWithApi, sheetWith } from "./renderCardWithApi.testing.tsx";
import { renderCard } from "./testing/renderCard.tsx";

const gear: ChecklistItem[] = [
  { id: 1, name: "Tripod", isChecked: false },
  { id: 2, name: "Reflector", isChecked: false },
  { id: 3, name: "Softbox", isChecked: true },
];

function PageGearCard({ editor }: { editor: CallSheetEditor }) {
  return <ChecklistCard title="Gear" editor={useSectionEditor(editor, "gear")} />;
}
const renderGear = (items = gear) => renderCard(items, (editor) => <ChecklistCard title="Gear" editor={editor} />);
const names = () => within(screen.getByRole("list", { name: "Gear" })).getAllByRole("checkbox").map((box) => (box as HTMLInputElement).labels?.[0]?.textContent);

// Typing into a full card takes seconds of CPU when the machine is busy (a parallel build, other suites):
// a timeout here would say nothing about the card.
describe("ChecklistCard", { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it("should save a check only after the toggle debounce, as one save for several quick clicks", () => {
    vi.useFakeTimers();
    const { update, saved } = renderGear();
    // fireEvent, not userEvent: userEvent's own waits stall under fake timers.
    fireEvent.click(screen.getByRole("checkbox", { name: "Tripod" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Reflector" }));
    expect(update).toHaveBeenLastCalledWith(expect.any(Array), { debounceMs: CALL_SHEET_CONSTANTS.toggleSaveDebounceMs });
    expect((screen.getByRole("checkbox", { name: "Reflector" }) as HTMLInputElement).checked).toBe(true);
    act(() => vi.advanceTimersByTime(CALL_SHEET_CONSTANTS.toggleSaveDebounceMs - 1));
    expect(saved).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(saved).toEqual([gear.map((item) => (item.id === 3 ? item : { ...item, isChecked: true }))]);
  });

  it("should save a rename and a delete at once", async () => {
    const user = userEvent.setup();
    const { update, saved } = renderGear();
    await user.click(screen.getByRole("button", { name: "Rename Tripod" }));
    const field = screen.getByRole("textbox", { name: "New name for Tripod" });
    await user.clear(field);
    await user.type(field, "Carbon tripod{Enter}");
    expect(update).toHaveBeenLastCalledWith([{ ...gear[0], name: "Carbon tripod" }, gear[1], gear[2]]);
    await user.click(screen.getByRole("button", { name: "Delete Reflector" }));
    expect(update).toHaveBeenLastCalledWith([{ ...gear[0], name: "Carbon tripod" }, gear[2]]);
    expect(saved).toHaveLength(2);
    expect(screen.queryByRole("checkbox", { name: "Reflector" })).toBeNull();
  });

  it("should add a named item at the end and refuse an empty name", async () => {
    const user = userEvent.setup();
    const { update } = renderGear();
    await user.click(screen.getByRole("button", { name: "Add Gear" }));
    expect(screen.getByRole("alert").textContent).toBe(SECTION_MESSAGES.itemNameRequired);
    expect(update).not.toHaveBeenCalled();
    await user.type(screen.getByRole("textbox", { name: "New gear item" }), "  Gaffer tape {Enter}");
    const added = update.mock.lastCall?.[0].at(-1);
    expect(added).toMatchObject({ name: "Gaffer tape", isChecked: false });
    expect(added?.id).toBeGreaterThan(3);
    expect(screen.getByRole("checkbox", { name: "Gaffer tape" })).toBeTruthy();
  });

  it("should move an item with its Move buttons from the keyboard, save the new order at once and say where it went", async () => {
    const user = userEvent.setup();
    const { update } = renderGear();
    screen.getByRole("button", { name: "Move Tripod down" }).focus();
    await user.keyboard("{Enter}");
    expect(update).toHaveBeenLastCalledWith([gear[1], gear[0], gear[2]]);
    expect(names()).toEqual(["Reflector", "Tripod", "Softbox"]);
    expect(screen.getByText("Tripod moved to position 2 of 3")).toBeTruthy();
    // The focus stays with the moved item, so pressing again moves it on.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move Tripod down" }));
    await user.keyboard("{Enter}");
    expect(update).toHaveBeenLastCalledWith([gear[1], gear[2], gear[0]]);
    // At the bottom its Move down is disabled: the focus goes to Move up rather than being lost.
    expect((screen.getByRole("button", { name: "Move Tripod down" }) as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move Tripod up" }));
  });

  it("should show an external change of the list", () => {
    const { setFromOutside } = renderGear();
    setFromOutside([{ id: 9, name: "Fog machine", isChecked: false }]);
    expect(names()).toEqual(["Fog machine"]);
  });

  it("should undo a deletion on the page's editor: 'Removed Reflector', and Undo saves it back between Tripod and Softbox", async () => {
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    const user = userEvent.setup();
    const view = await renderCardWithApi(sheetWith({ gear: JSON.stringify(gear) }), (editor) => <PageGearCard editor={editor} />);
    try {
      const sent = () => view.patches().map((patch) => JSON.parse(patch.gear ?? "null") as ChecklistItem[]);
      await user.click(screen.getByRole("button", { name: "Delete Reflector" }));
      await waitFor(() => expect(sent()).toEqual([[gear[0], gear[2]]]));
      // The toast's status, not the list's reorder announcements.
      const toasts = await screen.findByRole("list", { name: "Notifications" });
      expect(within(toasts).getByRole("status").textContent).toBe(EDIT_IN_PLACE_TEXTS.removed("Reflector"));
      await user.click(screen.getByRole("button", { name: EDIT_IN_PLACE_TEXTS.undo }));
      await waitFor(() => expect(sent()).toEqual([[gear[0], gear[2]], gear]));
      expect(names()).toEqual(["Tripod", "Reflector", "Softbox"]);
    } finally {
      await view.api.close();
    }
  });
});
