import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "@repo/ui/testing";
import { routes } from "./routes.tsx";

const renderAt = (path: string) => renderRoutes(routes, path).router;

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
