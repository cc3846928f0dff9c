import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { AppProviders } from "shell/AppProviders";
import { routes } from "./routes.tsx";

function renderAt(path: string) {
  render(
    <AppProviders>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </AppProviders>,
  );
}

describe("share portal routes", () => {
  it.each(["/shared-call-sheet/1", "/call-sheet/abc", "/r/token", "/easy-access/1", "/test-commenter/1", "/call-sheet-access/t", "/direct-access/call-sheet/t/a@b.c"])(
    "%s should be routed",
    (path) => {
      renderAt(path);
      expect(screen.getByRole("heading", { level: 1, name: "Access Call Sheet" })).toBeTruthy();
    },
  );

  it("should show the not-found screen for a path it does not know", () => {
    renderAt("/shared-call-sheet");
    expect(screen.getByRole("heading", { name: "404 Page Not Found" })).toBeTruthy();
  });
});
