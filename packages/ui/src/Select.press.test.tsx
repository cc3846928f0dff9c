import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { preloadSelect, Select } from "./Select.tsx";
import { renderWithProviders } from "./testing.tsx";

// A file of its own: react-select must not have been loaded by an earlier test (the kit keeps it once loaded).
const OPTIONS = [
  { value: "rs", label: "Serbia" },
  { value: "at", label: "Austria" },
];

describe("Select's hand-over to react-select", () => {
  it("should wait for the end of a press that react-select arrives in, then open on it", async () => {
    renderWithProviders(<Select inputId="country" options={OPTIONS} placeholder="Select country..." onChange={() => {}} />);
    const stand = screen.getByRole("combobox");
    fireEvent.pointerDown(stand);
    fireEvent.mouseDown(stand);
    fireEvent.focus(stand);
    await preloadSelect();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Swapped now, the rest of the press (mouseup, click) would land on react-select as a press of its own.
    expect(document.getElementById("country")).toBe(stand);
    fireEvent.mouseUp(stand);
    fireEvent.click(stand);
    await waitFor(() => expect(screen.getByRole("option", { name: "Serbia" })).toBeTruthy());
    expect(document.activeElement).toBe(document.getElementById("country"));
  });

});
