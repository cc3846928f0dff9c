import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "@repo/ui/testing";
import { routes } from "./routes.tsx";

const renderAt = (path: string) => renderRoutes(routes, path).router;

describe("/terms", () => {
  it("should show the title, the date and all eight sections in order", () => {
    renderAt("/terms");
    expect(screen.getByRole("heading", { level: 1, name: "TERMS OF USE" })).toBeTruthy();
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

  it("should lead back to the registration form", async () => {
    const router = renderAt("/terms");
    screen.getByRole("link", { name: "Back to Registration" }).click();
    await screen.findByRole("heading", { level: 1, name: "Become our model!" });
    expect(router.state.location.pathname).toBe("/");
  });
});

describe("an unknown path", () => {
  it("should show the not-found screen", () => {
    renderAt("/no/such/page");
    expect(screen.getByRole("heading", { name: "404 Page Not Found" })).toBeTruthy();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeTruthy();
  });
});
