import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Scene } from "@repo/contracts/callSheets/schemas/sections";
import { EDITOR_TRUST_TEXTS as TRUST } from "@repo/contracts/adminConsole/editorTrustTexts";
import { EDITOR_TEXTS } from "@repo/contracts/callSheets/texts/editor";
import type * as toasts from "shell/toast";
import { toast } from "shell/toast";
import { SceneAgendaCard } from "./SceneAgendaCard.tsx";
import { renderDraftCard } from "./testing/renderCard.tsx";

const scene = (id: number, name: string, fields: Partial<Scene> = {}): Scene => ({ id, name, date: "", time: "", endTime: "", description: "", instructions: "", method: "", ...fields });
const schedule = [scene(1, "Opening", { date: "2026-05-14", time: "09:00", endTime: "10:30", description: "Wide shot" }), scene(2, "Portraits")];

// The real toasts, watched: the toast store outlives a test, so "no toast" is asked of the calls.
vi.mock("shell/toast", async (importOriginal) => {
  const actual = await importOriginal<typeof toasts>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

const renderAgenda = (answer = true) => renderDraftCard(schedule, (editor) => <SceneAgendaCard editor={editor} />, answer);
const sceneHeadings = () => within(screen.getByRole("list", { name: "Scenes" })).getAllByRole("heading").map((heading) => heading.textContent);

// Typing into a full card takes seconds of CPU when the machine is busy (a parallel build, other suites):
// a timeout here would say nothing about the card.
describe("SceneAgendaCard", { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.mocked(toast).mockClear();
  });

  it("should show each scene with its date as 'MMM d, yyyy' and no unsaved note", () => {
    renderAgenda();
    expect(sceneHeadings()).toEqual(["Opening", "Portraits"]);
    expect(screen.getByText("May 14, 2026, 09:00 – 10:30")).toBeTruthy();
    expect(screen.queryByText(EDITOR_TEXTS.unsavedChanges)).toBeNull();
  });

  it("should keep an added scene as a draft, the shooting method as its instructions, until Save Changes", async () => {
    const user = userEvent.setup();
    const { save } = renderAgenda();
    await user.type(screen.getByRole("textbox", { name: "Scene name" }), "Rooftop");
    await user.type(screen.getByRole("textbox", { name: "Shooting method" }), "Handheld gimbal");
    await user.click(screen.getByRole("button", { name: "Add Scene" }));
    expect(sceneHeadings()).toEqual(["Opening", "Portraits", "Rooftop"]);
    expect(screen.getByText(EDITOR_TEXTS.unsavedChanges)).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    expect((screen.getByRole("textbox", { name: "Scene name" }) as HTMLInputElement).value).toBe("");

    await user.click(screen.getByRole("button", { name: EDITOR_TEXTS.saveChanges }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith([...schedule, { ...scene(expect.any(Number), "Rooftop"), instructions: "Handheld gimbal" }]);
    const notification = within(screen.getByRole("list", { name: "Notifications" })).getByRole("status");
    expect(notification.textContent).toBe(EDITOR_TEXTS.scenesSavedTitle + EDITOR_TEXTS.scenesSaved);
    expect(screen.queryByText(EDITOR_TEXTS.unsavedChanges)).toBeNull();
  });

  it("should edit a scene inline and delete one as drafts, then save the whole schedule in one call", async () => {
    const user = userEvent.setup();
    const { save } = renderAgenda();
    await user.click(screen.getByRole("button", { name: "Edit Opening" }));
    const editName = within(screen.getByRole("list", { name: "Scenes" })).getByRole("textbox", { name: "Scene name" }) as HTMLInputElement;
    expect(editName.value).toBe("Opening");
    await user.clear(editName);
    await user.type(editName, "Opening titles");
    await user.click(screen.getByRole("button", { name: "Save scene" }));
    expect(screen.getByText(EDITOR_TEXTS.unsavedChanges)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Delete Portraits" }));
    expect(sceneHeadings()).toEqual(["Opening titles"]);
    expect(save).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: EDITOR_TEXTS.saveChanges }));
    expect(save).toHaveBeenCalledWith([{ ...schedule[0], name: "Opening titles" }]);
  });

  it("should move a scene with Move down as a draft", async () => {
    const user = userEvent.setup();
    const { save } = renderAgenda();
    await user.click(screen.getByRole("button", { name: "Move Opening down" }));
    expect(sceneHeadings()).toEqual(["Portraits", "Opening"]);
    expect(screen.getByText("Opening moved to position 2 of 2")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: EDITOR_TEXTS.saveChanges }));
    expect(save).toHaveBeenCalledWith([schedule[1], schedule[0]]);
  });

  it("should keep the draft and its note when the save fails, with no success toast", async () => {
    const user = userEvent.setup();
    const { save } = renderAgenda(false);
    await user.click(screen.getByRole("button", { name: "Delete Portraits" }));
    await user.click(screen.getByRole("button", { name: EDITOR_TEXTS.saveChanges }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(screen.getByText(EDITOR_TEXTS.unsavedChanges)).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();
  });

  it("should show a schedule changed elsewhere when there is no draft, and keep the draft when there is one", async () => {
    const user = userEvent.setup();
    const { setFromOutside } = renderAgenda();
    setFromOutside([scene(7, "From the other tab")]);
    expect(sceneHeadings()).toEqual(["From the other tab"]);
    await user.click(screen.getByRole("button", { name: "Delete From the other tab" }));
    setFromOutside([scene(8, "Later arrival")]);
    expect(screen.queryByRole("list", { name: "Scenes" })).toBeNull();
    expect(screen.getByText(EDITOR_TEXTS.unsavedChanges)).toBeTruthy();
  });

  it("should show the saved schedule and no unsaved note once the page drops the draft ('Reload section')", async () => {
    const user = userEvent.setup();
    const { dropDraft, setFromOutside } = renderAgenda();
    await user.click(screen.getByRole("button", { name: "Delete Portraits" }));
    setFromOutside([scene(1, "Opening"), scene(2, "Portraits"), scene(9, "From the other tab")]);
    expect(sceneHeadings()).toEqual(["Opening"]);
    dropDraft();
    expect(sceneHeadings()).toEqual(["Opening", "Portraits", "From the other tab"]);
    expect(screen.queryByText(EDITOR_TEXTS.unsavedChanges)).toBeNull();
  });

  it("should refuse 'Add Scene' on an empty form with the form's message, adding no 'Untitled Scene'", async () => {
    const user = userEvent.setup();
    renderAgenda();
    await user.type(screen.getByRole("textbox", { name: "Scene name" }), "   ");
    await user.click(screen.getByRole("button", { name: "Add Scene" }));
    expect(sceneHeadings()).toEqual(["Opening", "Portraits"]);
    expect(screen.queryByText(EDITOR_TEXTS.unsavedChanges)).toBeNull();
    const name = screen.getByRole("textbox", { name: "Scene name" });
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(TRUST.emptyScene)).toBeTruthy();
  });

  it("should say so when a scene's name reaches its 200 characters, where the input stops", async () => {
    const user = userEvent.setup();
    renderAgenda();
    const name = screen.getByRole("textbox", { name: "Scene name" }) as HTMLInputElement;
    await user.click(name);
    await user.paste("x".repeat(185));
    expect(screen.getByText(TRUST.nameCount(185, 200))).toBeTruthy();
    await user.paste("y".repeat(40));
    expect(name.value).toHaveLength(200);
    const limit = screen.getByText(TRUST.nameLimit(200));
    expect(name.getAttribute("aria-describedby")).toContain(limit.id);
  });
});
