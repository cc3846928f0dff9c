import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "./testing.tsx";
import { toast, useToasts, dismissToast } from "./toast.tsx";

function Empty() {
  return null;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("toasts", () => {
  it("should show at most one toast, the newest", () => {
    renderWithProviders(<Empty />);
    act(() => {
      toast({ title: "Uspešna prijava", description: "Dobrodošli, Ana!" });
      toast({ title: "Registration Failed", description: "Failed to submit registration", variant: "destructive" });
    });
    expect(screen.queryByText("Uspešna prijava")).toBeNull();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveProperty("textContent", expect.stringContaining("Registration Failed"));
    expect(alert.closest("li")!.getAttribute("data-variant")).toBe("destructive");
  });

  it("should announce a default toast politely and close on its button", async () => {
    renderWithProviders(<Empty />);
    act(() => {
      toast({ title: "Filters Reset", description: "All filters have been reset to default values." });
    });
    expect(screen.getByRole("status").textContent).toContain("Filters Reset");
    await userEvent.click(screen.getByRole("button", { name: "Close notification" }));
    expect(screen.queryByText("Filters Reset")).toBeNull();
  });

  it("should dismiss itself after its duration", () => {
    vi.useFakeTimers();
    renderWithProviders(<Empty />);
    act(() => {
      toast({ title: "Saved", durationMs: 1000 });
    });
    expect(screen.getByText("Saved")).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1001);
    });
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it("should let a component read the current toasts", () => {
    function Reader() {
      return <output>{useToasts().map((t) => String(t.title)).join(",")}</output>;
    }
    renderWithProviders(<Reader />);
    let id = 0;
    act(() => {
      id = toast({ title: "One" }).id;
    });
    expect(document.querySelector("output")!.textContent).toBe("One");
    act(() => dismissToast(id));
    expect(document.querySelector("output")!.textContent).toBe("");
  });
});
