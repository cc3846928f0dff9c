import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CONFIRMATION_URLS } from "@repo/contracts/sharing/confirmations";
import { REVISION_VIEW_TEXTS } from "@repo/contracts/sharing/revisionViewTexts";
import { renderWithProviders } from "@repo/ui/testing";
import { ButtonLink } from "shell/portalKit";
import { AddToCalendar } from "./AddToCalendar.tsx";

describe("AddToCalendar", () => {
  it("should be a plain download link to the sheet's .ics with the revision in its name, drawn as the kit's outline ButtonLink", () => {
    renderWithProviders(<AddToCalendar callSheetId={7} revision={3} />);
    const link = screen.getByRole("link", { name: REVISION_VIEW_TEXTS.addToCalendarLabel(3) });
    expect(link.getAttribute("href")).toBe(CONFIRMATION_URLS.calendar(7));
    expect(link.hasAttribute("download")).toBe(true);
    expect(link.textContent).toBe(REVISION_VIEW_TEXTS.addToCalendar);
    // The kit's component, not a copy of its look.
    expect(link.classList.contains(ButtonLink.styledComponentId)).toBe(true);
    const style = getComputedStyle(link);
    expect([style.textDecoration, style.whiteSpace, style.minHeight, style.borderStyle]).toEqual(["none", "nowrap", "40px", "solid"]);
    // The outline variant: a visible border (the primary one has none).
    expect(style.borderColor).not.toBe("transparent");
    expect(style.borderColor).not.toBe("");
  });
});
