import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SECTION_MESSAGES } from "@repo/contracts/callSheets/messages";
import type { Concept } from "@repo/contracts/callSheets/schemas/sections";
import { CONCEPT_CARD_TEXTS } from "@repo/contracts/callSheets/texts/cards";
import { EDIT_IN_PLACE_TEXTS } from "@repo/contracts/callSheets/texts/editInPlace";
import type { CallSheetEditor } from "../lib/useCallSheetEditor.ts";
import { useSectionEditor } from "../lib/useSectionEditor.ts";
import { ConceptsCard } from "./ConceptsCard.tsx";
import { renderCardWithApi, sheetWith } from "./renderCardWithApi.testing.tsx";
import { renderCard } from "./testing/renderCard.tsx";

const concepts: Concept[] = [{ id: 1, text: "Golden hour on the river" }];
const renderConcepts = () => renderCard(concepts, (editor) => <ConceptsCard editor={editor} />);

function PageConceptsCard({ editor }: { editor: CallSheetEditor }) {
  return <ConceptsCard editor={useSectionEditor(editor, "concepts")} />;
}
let view: Awaited<ReturnType<typeof renderCardWithApi>> | undefined;
/** The card on the page's real editor against a loopback API that stores the sheet. */
const renderConceptsWithApi = async (list: Concept[]) =>
  (view = await renderCardWithApi(sheetWith({ concepts: JSON.stringify(list) }), (editor) => <PageConceptsCard editor={editor} />));
const conceptsSent = () => view!.patches().map((patch) => JSON.parse(patch.concepts ?? "null") as Concept[]);
const river: Concept = { id: 11, text: "Golden hour on teh river" };
const neon: Concept = { id: 12, text: "Neon portraits" };
const rooftop: Concept = { id: 13, text: "Rooftop at dusk\nWide lens only" };

// Typing into a full card takes seconds of CPU when the machine is busy (a parallel build, other suites):
// a timeout here would say nothing about the card.
describe("ConceptsCard", { timeout: 20_000 }, () => {
  it("should refuse a concept of blank text and save nothing", async () => {
    const user = userEvent.setup();
    const { update } = renderConcepts();
    await user.type(screen.getByRole("textbox", { name: "New concept" }), "   ");
    await user.click(screen.getByRole("button", { name: "Add Concept" }));
    expect(screen.getByRole("alert").textContent).toBe(SECTION_MESSAGES.conceptRequired);
    expect(screen.getByRole("textbox", { name: "New concept" }).getAttribute("aria-invalid")).toBe("true");
    expect(update).not.toHaveBeenCalled();
  });

  it("should save a new concept, trimmed, at once and empty the field", async () => {
    const user = userEvent.setup();
    const { update, saved } = renderConcepts();
    await user.type(screen.getByRole("textbox", { name: "New concept" }), "  Neon portraits {Enter}");
    expect(update.mock.lastCall?.[0]).toEqual([concepts[0], { id: expect.any(Number), text: "Neon portraits" }]);
    expect(saved).toHaveLength(1);
    expect(within(screen.getByRole("list", { name: "Concepts" })).getAllByRole("listitem")).toHaveLength(2);
    expect((screen.getByRole("textbox", { name: "New concept" }) as HTMLInputElement).value).toBe("");
  });

  it("should delete a concept at once", async () => {
    const user = userEvent.setup();
    const { update } = renderConcepts();
    await user.click(screen.getByRole("button", { name: "Delete concept Golden hour on the river" }));
    expect(update).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole("list", { name: "Concepts" })).toBeNull();
  });

  describe("on the page's editor", () => {
    // The toaster asks where it may sit (jsdom has no matchMedia).
    beforeEach(() => void vi.stubGlobal("matchMedia", () => ({ matches: false })));
    afterEach(async () => {
      await view?.api.close();
      view = undefined;
    });

    it("should fix a typo in place with Enter: one PATCH, the concept under the same id, the others as they were", async () => {
      const user = userEvent.setup();
      await renderConceptsWithApi([river, neon]);
      await user.click(screen.getByRole("button", { name: EDIT_IN_PLACE_TEXTS.editConcept(river.text) }));
      const field = within(screen.getByRole("form", { name: EDIT_IN_PLACE_TEXTS.editConcept(river.text) })).getByRole("textbox", { name: EDIT_IN_PLACE_TEXTS.conceptText });
      expect(document.activeElement).toBe(field);
      await user.clear(field);
      await user.type(field, "Golden hour on the river{Enter}");
      await waitFor(() => expect(conceptsSent()).toEqual([[{ id: 11, text: "Golden hour on the river" }, neon]]));
      expect(JSON.parse(view!.stored().concepts) as Concept[]).toEqual([{ id: 11, text: "Golden hour on the river" }, neon]);
      expect(within(screen.getByRole("list", { name: "Concepts" })).getAllByRole("listitem")[0]!.textContent).toContain("Golden hour on the river");
    });

    it("should edit a concept of several lines in a text area: Shift+Enter adds a line, Enter saves", async () => {
      const user = userEvent.setup();
      await renderConceptsWithApi([rooftop]);
      await user.click(screen.getByRole("button", { name: EDIT_IN_PLACE_TEXTS.editConcept(rooftop.text) }));
      const field = screen.getByRole("textbox", { name: EDIT_IN_PLACE_TEXTS.conceptText });
      expect(field.tagName).toBe("TEXTAREA");
      await user.type(field, "{Shift>}{Enter}{/Shift}Bring the haze machine{Enter}");
      await waitFor(() => expect(conceptsSent()).toEqual([[{ id: 13, text: "Rooftop at dusk\nWide lens only\nBring the haze machine" }]]));
    });

    it("should refuse blank text under the field and send nothing; Escape gives the concept back as it was", async () => {
      const user = userEvent.setup();
      await renderConceptsWithApi([neon]);
      await user.click(screen.getByRole("button", { name: EDIT_IN_PLACE_TEXTS.editConcept(neon.text) }));
      const form = screen.getByRole("form", { name: EDIT_IN_PLACE_TEXTS.editConcept(neon.text) });
      await user.clear(within(form).getByRole("textbox", { name: EDIT_IN_PLACE_TEXTS.conceptText }));
      await user.click(within(form).getByRole("button", { name: EDIT_IN_PLACE_TEXTS.save }));
      expect(within(form).getByText(SECTION_MESSAGES.conceptRequired)).toBeTruthy();
      await user.keyboard("{Escape}");
      expect(within(screen.getByRole("list", { name: "Concepts" })).getByText(neon.text)).toBeTruthy();
      expect(view!.patches()).toEqual([]);
    });

    it("should undo a deletion: 'Removed …' with Undo, and the concept saved back at its place", async () => {
      const user = userEvent.setup();
      await renderConceptsWithApi([river, neon, rooftop]);
      await user.click(screen.getByRole("button", { name: CONCEPT_CARD_TEXTS.remove(neon.text) }));
      await waitFor(() => expect(conceptsSent()).toEqual([[river, rooftop]]));
      expect((await screen.findByRole("status")).textContent).toBe(EDIT_IN_PLACE_TEXTS.removed(neon.text));
      await user.click(screen.getByRole("button", { name: EDIT_IN_PLACE_TEXTS.undo }));
      await waitFor(() => expect(conceptsSent()).toEqual([[river, rooftop], [river, neon, rooftop]]));
      expect(JSON.parse(view!.stored().concepts) as Concept[]).toEqual([river, neon, rooftop]);
    });
  });
});
