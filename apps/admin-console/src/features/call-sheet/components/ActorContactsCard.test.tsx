import { screen, within } from "@testing-library/react";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CARD_TEXTS } from "@repo/contracts/callSheetEditorTexts";
import type { ActorContact } from "@repo/contracts/callSheetSections";
import { ActorContactsCard } from "./ActorContactsCard.tsx";
import { renderCard } from "./testing/renderCard.tsx";

const contact = (dateOfBirth: string): ActorContact => ({
  modelId: 7,
  photoPath: "",
  fullName: "Ana Petrović",
  dateOfBirth,
  city: "Novi Sad",
  country: "Serbia",
  phoneNumber: "",
  email: "",
});

describe("ActorContactsCard", { timeout: 20_000 }, () => {
  // West of Greenwich, where a birth date stored as a UTC midnight is the evening before in local time.
  beforeAll(() => void vi.stubEnv("TZ", "America/Los_Angeles"));
  afterAll(() => void vi.unstubAllEnvs());
  beforeEach(() => void vi.stubGlobal("matchMedia", () => ({ matches: false })));

  it("should show a birth date stored as a UTC timestamp on its calendar day, as the print view does", () => {
    renderCard([contact("1998-04-12T00:00:00.000Z")], (editor) => <ActorContactsCard editor={editor} />);
    const item = within(screen.getByRole("list", { name: CARD_TEXTS.actors.list })).getByRole("listitem");
    expect(item.textContent).toContain(`${CARD_TEXTS.actors.born} April 12th, 1998`);
  });

  it("should show a birth date that is not a date as it was stored", () => {
    renderCard([contact("sometime in 1998")], (editor) => <ActorContactsCard editor={editor} />);
    expect(screen.getByRole("listitem").textContent).toContain(`${CARD_TEXTS.actors.born} sometime in 1998`);
  });
});
