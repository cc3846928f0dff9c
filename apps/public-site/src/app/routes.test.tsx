import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UiProviders } from "shell/UiProviders";
import { PublicSite } from "./routes.tsx";

function renderAt(path: string) {
  window.history.replaceState(null, "", path);
  return render(
    <UiProviders>
      <PublicSite />
    </UiProviders>,
  );
}

// jsdom has no scrolling; a page change scrolls to the top in a browser (e2e/registration.spec.ts).
beforeEach(() => vi.spyOn(window, "scrollTo").mockImplementation(() => undefined));
afterEach(() => window.history.replaceState(null, "", "/"));

describe("/terms", () => {
  it("should show the title, the date and all eight sections in order", async () => {
    renderAt("/terms");
    expect(await screen.findByRole("heading", { level: 1, name: "TERMS OF USE" })).toBeTruthy();
    expect(screen.getByText("Last updated: 28 February 2025")).toBeTruthy();
    const sections = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      "1. Data Collection and Usage",
      "2. Legal Basis for Processing",
      "3. Data Storage and Security",
      "4. Your Rights",
      "5. Data Retention",
      "6. Third-Party Sharing",
      "7. Acceptance of Terms",
      "8. Contact Information",
    ]);
    expect(screen.getByText(/privacy@studio-production\.example/)).toBeTruthy();
  });

  it("should lead back to the registration form in a new history entry, and Back return to the terms", async () => {
    renderAt("/terms/");
    const length = window.history.length;
    const back = await screen.findByRole("link", { name: "Back to Registration" });
    expect(back.getAttribute("href")).toBe("/");
    fireEvent.click(back);
    await screen.findByRole("heading", { level: 1, name: "Become our model!" });
    expect(window.location.pathname).toBe("/");
    expect(window.history.length).toBe(length + 1);

    act(() => {
      window.history.replaceState(null, "", "/terms");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(await screen.findByRole("heading", { level: 1, name: "TERMS OF USE" })).toBeTruthy();
  });

  it("should leave a modified click (new tab) to the browser", async () => {
    renderAt("/terms");
    const back = await screen.findByRole("link", { name: "Back to Registration" });
    const followed = fireEvent.click(back, { ctrlKey: true });
    expect(followed).toBe(true); // not prevented: the browser opens the link itself
    expect(window.location.pathname).toBe("/terms");
  });
});

describe("an unknown path", () => {
  it("should show the not-found screen", async () => {
    renderAt("/no/such/page");
    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeTruthy();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeTruthy();
  });
});
