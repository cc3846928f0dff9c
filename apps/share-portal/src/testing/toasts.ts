import { act, screen } from "@testing-library/react";
import { expect } from "vitest";
import { toast } from "shell/portalKit";

/**
 * Waits for the toast titled `title` and checks its description and its role (the kit's toasts are a
 * `status`, a destructive one an `alert`). Found by its title inside the toaster, so a same-worded heading
 * elsewhere on the page ('Error') does not count.
 */
export async function expectToast(title: string, description: string, role: "status" | "alert") {
  const box = (await screen.findByText(title, { selector: "[role] > strong" })).parentElement;
  expect(box?.getAttribute("role")).toBe(role);
  expect(box?.textContent).toContain(description);
}

/** Toasts live in the kit's module-wide store and outlast a test; one shown replaces all (TOAST_LIMIT 1), then goes. */
export function clearToasts() {
  act(() => toast({ title: "" }).dismiss());
}
