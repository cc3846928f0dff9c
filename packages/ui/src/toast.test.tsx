import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Dialog } from "./Dialog.tsx";
import { polyfillDialog, renderWithProviders } from "./testing.tsx";
import { toast, useToasts, dismissToast } from "./toast.tsx";

function Empty() {
  return null;
}

beforeAll(polyfillDialog);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // The store is module-wide and outlasts a test: one toast replaces all (TOAST_LIMIT 1), then goes.
  act(() => toast({ title: "" }).dismiss());
});

/** A page with a button that opens a dialog, which has a button that raises a toast (with an action). */
function PageWithDialog({ onUndo }: { onUndo?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Edit member">
        <button type="button" onClick={() => toast({ title: "Member removed", action: onUndo ? { label: "Undo", onClick: onUndo } : undefined })}>
          Remove
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          Done
        </button>
      </Dialog>
    </>
  );
}

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

  describe("with a dialog open", () => {
    it("should draw a toast once, inside the dialog, and back on the page once the dialog closes", async () => {
      vi.stubGlobal("matchMedia", () => ({ matches: false }));
      const user = userEvent.setup();
      const onUndo = vi.fn();
      renderWithProviders(<PageWithDialog onUndo={onUndo} />);
      await user.click(screen.getByRole("button", { name: "Open" }));
      const dialog = screen.getByRole("dialog", { name: "Edit member" });
      await user.click(within(dialog).getByRole("button", { name: "Remove" }));
      expect(screen.getAllByText("Member removed")).toHaveLength(1);
      expect(within(dialog).getByRole("status").textContent).toContain("Member removed");
      expect(screen.getAllByRole("list", { name: "Notifications" })).toHaveLength(1);

      await user.click(within(dialog).getByRole("button", { name: "Done" }));
      expect(screen.getAllByText("Member removed")).toHaveLength(1);
      expect(dialog.contains(screen.getByRole("status"))).toBe(false);
      await user.click(screen.getByRole("button", { name: "Undo" }));
      expect(onUndo).toHaveBeenCalledTimes(1);
      expect(screen.queryByText("Member removed")).toBeNull();
    });

    it("should keep Tab inside the dialog from a toast's button drawn in it (the toast is another React tree's portal)", async () => {
      vi.stubGlobal("matchMedia", () => ({ matches: false }));
      const user = userEvent.setup();
      renderWithProviders(<PageWithDialog onUndo={() => {}} />);
      await user.click(screen.getByRole("button", { name: "Open" }));
      const dialog = screen.getByRole("dialog", { name: "Edit member" });
      await user.click(within(dialog).getByRole("button", { name: "Remove" }));
      // The toast's close button is the dialog's last control: Tab from it goes round to the first.
      within(dialog).getByRole("button", { name: "Close notification" }).focus();
      await user.tab();
      expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Remove" }));
      await user.tab({ shift: true });
      expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Close notification" }));
    });
  });
});
