import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ADMIN_LOGIN_PAGE, AUTH_PAGE, CONSOLE_PAGE_TITLES } from "@repo/contracts/adminConsole/texts";
import { CHECKING_AUTHENTICATION } from "@repo/contracts/common/texts";
import { renderRoutes } from "@repo/ui/testing";
import { routes } from "./routes.tsx";

// No API answers in these tests (jsdom cannot reach one): every session check fails, as for a visitor
// whose session is gone. The signed-in paths are covered by the browser tests against the real API.
const renderAt = (path: string) => renderRoutes(routes, path).router;

describe("admin console routes", () => {
  it("/admin/login should show the login form with the username prefilled, the cursor in the password, under its own title", async () => {
    renderAt("/admin/login");
    expect(await screen.findByRole("heading", { level: 1, name: ADMIN_LOGIN_PAGE.title })).toBeTruthy();
    expect((screen.getByLabelText(ADMIN_LOGIN_PAGE.usernameLabel) as HTMLInputElement).value).toBe("admin");
    expect(screen.getByRole("button", { name: ADMIN_LOGIN_PAGE.submit })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(ADMIN_LOGIN_PAGE.passwordLabel));
    expect(document.title).toBe(CONSOLE_PAGE_TITLES.adminLogin);
  });

  it.each(["/admin/dashboard", "/dashboard", "/register-user"])("%s should check the session, then send a visitor to /admin/login", async (path) => {
    const router = renderAt(path);
    expect(screen.getAllByText(CHECKING_AUTHENTICATION).length).toBeGreaterThan(0);
    expect(await screen.findByRole("heading", { level: 1, name: ADMIN_LOGIN_PAGE.title })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/admin/login");
  });

  it("/auth should offer the Sign In and Register tabs to a visitor, with no admin bar, under its own title", async () => {
    renderAt("/auth");
    expect(await screen.findByRole("tab", { name: AUTH_PAGE.signInTab, selected: true })).toBeTruthy();
    expect(screen.getByRole("tab", { name: AUTH_PAGE.registerTab })).toBeTruthy();
    expect(screen.queryByRole("banner")).toBeNull();
    expect(document.title).toBe(CONSOLE_PAGE_TITLES.auth);
  });

  it("should show the not-found screen, titled so, for an unknown admin path", () => {
    renderAt("/admin/nothing");
    expect(screen.getByRole("heading", { name: "404 Page Not Found" })).toBeTruthy();
    expect(document.title).toBe(CONSOLE_PAGE_TITLES.notFound);
  });
});
