import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { NotFoundScreen } from "./NotFoundScreen.tsx";
import { renderWithProviders } from "./testing.tsx";

function Broken({ message }: { message: string }): never {
  throw new Error(message);
}

describe("the error screen", () => {
  it("should replace a crashed page with the error message and 'Try again' reloading the page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    renderWithProviders(<Broken message="Call sheet data is corrupt" />);
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByText("Call sheet data is corrupt")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it("should fall back to 'An unexpected error occurred' when the error has no message", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderWithProviders(<Broken message="" />);
    expect(screen.getByText("An unexpected error occurred")).toBeTruthy();
  });
});

describe("the not-found screen", () => {
  it("should show the spec's texts", () => {
    renderWithProviders(<NotFoundScreen />);
    expect(screen.getByRole("heading", { name: "404 Page Not Found" })).toBeTruthy();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeTruthy();
  });
});
