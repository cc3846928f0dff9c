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

describe("admin console routes", () => {
  it.each([
    ["/admin/login", "Admin Login"],
    ["/admin/dashboard", "Admin Dashboard"],
    ["/dashboard", "Admin Dashboard"],
    ["/auth", "Sign In / Register"],
    ["/register-user", "Register User"],
  ])("%s should show its screen", (path, heading) => {
    renderAt(path);
    expect(screen.getByRole("heading", { level: 1, name: heading })).toBeTruthy();
  });

  it("should show the not-found screen for an unknown admin path", () => {
    renderAt("/admin/nothing");
    expect(screen.getByRole("heading", { name: "404 Page Not Found" })).toBeTruthy();
  });
});
