import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "@repo/ui/testing";
import { routes } from "./routes.tsx";

const renderAt = (path: string) => renderRoutes(routes, path).router;

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
