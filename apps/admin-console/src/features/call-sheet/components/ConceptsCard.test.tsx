import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SECTION_MESSAGES } from "@repo/contracts/callSheets/messages";
import type { Concept } from "@repo/contracts/callSheets/schemas/sections";
import { ConceptsCard } from "./ConceptsCard.tsx";
import { renderCard } from "./testing/renderCard.tsx";

const concepts: Concept[] = [{ id: 1, text: "Golden hour on the river" }];
const renderConcepts = () => renderCard(concepts, (editor) => <ConceptsCard editor={editor} />);

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
});
