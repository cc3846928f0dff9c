import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REGISTER_USER_PAGE } from "@repo/contracts/adminConsole/texts";
import { startLoopbackApi } from "@repo/ui/loopbackApi";
import { renderRoutes } from "@repo/ui/testing";
import { toast } from "shell/toast";
import { RegisterUserPage } from "./RegisterUserPage.tsx";

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
let refusal: unknown;

beforeEach(async () => {
  vi.stubGlobal("matchMedia", () => ({ matches: false }));
  api = await startLoopbackApi(({ method, path }) => (method === "POST" && path === "/api/users" ? { status: 400, body: { message: refusal } } : undefined));
});
afterEach(async () => {
  act(() => toast({ title: "" }).dismiss());
  await api.close();
});

async function register() {
  const user = userEvent.setup();
  renderRoutes([{ path: "/register-user", element: <RegisterUserPage /> }], "/register-user");
  const fill = async (label: string, value: string) => user.type(screen.getByLabelText(label), value);
  await fill(REGISTER_USER_PAGE.fullNameLabel, "Ana Anić");
  await fill(REGISTER_USER_PAGE.emailLabel, "ana@example.com");
  await fill(REGISTER_USER_PAGE.phoneLabel, "+381601234567");
  await fill(REGISTER_USER_PAGE.jobTitleLabel, "Stylist");
  await fill(REGISTER_USER_PAGE.usernameLabel, "ana");
  await fill(REGISTER_USER_PAGE.passwordLabel, "secret123");
  await fill(REGISTER_USER_PAGE.confirmPasswordLabel, "secret123");
  await user.click(screen.getByRole("button", { name: REGISTER_USER_PAGE.submit }));
  return screen.findByRole("alert", {}, { timeout: 8_000 });
}

// The console is English: the API's Serbian user messages (spec §5) are said in English here (issue 23 item 7).
describe("/register-user refused by the server", { timeout: 30_000 }, () => {
  it("should say 'Korisničko ime je već zauzeto' in English", async () => {
    refusal = "Korisničko ime je već zauzeto";
    const alert = await register();
    expect(api.calls.filter((call) => call.method === "POST")).toHaveLength(1);
    expect(alert.textContent).toContain("This username is already taken");
    expect(alert.textContent).not.toMatch(/[čćžšđ]|Korisni/);
  });

  it("should say each message of a list in English", async () => {
    refusal = [{ message: "Korisničko ime previše liči na postojeće; izaberite drugo" }, { message: "Vrednost je predugačka" }];
    const alert = await register();
    expect(alert.textContent).toContain("The username is too similar to an existing one; choose another, The value is too long");
  });
});
