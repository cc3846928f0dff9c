import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Select } from "./Select.tsx";
import { renderWithProviders } from "./testing.tsx";

const OPTIONS = [
  { value: "rs", label: "Serbia" },
  { value: "at", label: "Austria" },
];

describe("Select (react-select loaded on demand)", () => {
  it("should show a stand-in with the placeholder and the chosen value before react-select is needed", () => {
    renderWithProviders(<Select inputId="country" options={OPTIONS} value={OPTIONS[1]} placeholder="Select country..." onChange={() => {}} />);
    const stand = screen.getByRole("combobox") as HTMLInputElement;
    expect(stand.id).toBe("country");
    expect(stand.value).toBe("Austria");
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("should hand over to react-select on typing, keeping the focus and the text typed, with the menu filtered", async () => {
    let chosen: unknown;
    renderWithProviders(<Select inputId="country" options={OPTIONS} placeholder="Select country..." onChange={(option) => (chosen = option)} />);
    const stand = screen.getByRole("combobox");
    fireEvent.focus(stand);
    fireEvent.change(stand, { target: { value: "Ser" } });
    await waitFor(() => expect(screen.getByRole("option", { name: "Serbia" })).toBeTruthy());
    expect(screen.queryByRole("option", { name: "Austria" })).toBeNull();
    const input = document.getElementById("country") as HTMLInputElement;
    expect(input.value).toBe("Ser");
    expect(document.activeElement).toBe(input);
    fireEvent.click(screen.getByRole("option", { name: "Serbia" }));
    expect(chosen).toEqual(OPTIONS[0]);
  });
});
