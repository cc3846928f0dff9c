import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@repo/contracts/auth/messages";
import { useAuth } from "./auth.tsx";
import { Tabs } from "./Tabs.tsx";
import { renderWithProviders } from "./testing.tsx";

function WhoAmI() {
  useAuth();
  return null;
}

describe("useAuth", () => {
  it("should throw the spec's message outside an AuthProvider", () => {
    const original = console.error;
    console.error = () => {};
    try {
      expect(() => render(<WhoAmI />)).toThrow(AUTH_MESSAGES.useAuthOutsideProvider);
    } finally {
      console.error = original;
    }
  });
});

describe("Tabs", () => {
  it("should show one panel and move between tabs with the arrow keys, Home and End", () => {
    renderWithProviders(
      <Tabs
        label="Account"
        tabs={[
          { id: "a", label: "Sign In", content: <p>first panel</p> },
          { id: "b", label: "Register", content: <p>second panel</p> },
        ]}
      />,
    );
    const first = screen.getByRole("tab", { name: "Sign In" });
    expect(first.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("first panel");
    fireEvent.keyDown(first, { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "Register" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("second panel");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Register" }));
    fireEvent.keyDown(document.activeElement!, { key: "Home" });
    expect(screen.getByRole("tabpanel").textContent).toBe("first panel");
  });
});
