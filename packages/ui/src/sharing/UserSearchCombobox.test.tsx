import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SHARING_TEXTS } from "@repo/contracts/sharing/texts";
import type { UserSearchResponse } from "@repo/contracts/users/schemas/users";
import { renderWithProviders } from "../testing.tsx";
import { SEARCH_FAILED, UserSearchCombobox } from "./UserSearchCombobox.tsx";
import { startTestApi, type Reply } from "./testApi.ts";

const USERS: UserSearchResponse["users"] = [
  { id: 1, fullName: "Jana Client", email: "jana@client.test", username: "jana", userType: "client" },
  { id: 2, fullName: "Janko Crew", email: "janko@crew.test", username: "janko", userType: "team_member" },
  { id: 3, fullName: "Janica Plain", email: "janica@plain.test", username: "janica", userType: "standard" },
];

type Api = Awaited<ReturnType<typeof startTestApi>>;
let api: Api;
let answer: () => Reply;

function Field() {
  const [value, setValue] = useState("");
  return (
    <>
      <label htmlFor="who">Collaborator</label>
      <UserSearchCombobox id="who" value={value} onChange={setValue} />
    </>
  );
}

const searches = () => api.received.filter((request) => request.url.pathname === "/api/users/search").map((request) => Object.fromEntries(request.url.searchParams));

beforeEach(async () => {
  answer = () => ({ status: 200, body: { success: true, users: USERS } });
  api = await startTestApi(() => answer());
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await api.close();
});

// Typing key by key in jsdom, with a real server behind it, takes seconds on a busy machine (6 s measured
// for the first case of a full run beside other suites): the 5 s default fails cases that are fine.
describe("UserSearchCombobox", { timeout: 20_000 }, () => {
  it("should change its placeholder from 'Search users...' to 'Enter name, email, username...' when focused", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field />);
    const input = screen.getByRole("combobox", { name: "Collaborator" });
    expect(input.getAttribute("placeholder")).toBe(SHARING_TEXTS.searchPlaceholder);
    await user.click(input);
    expect(input.getAttribute("placeholder")).toBe(SHARING_TEXTS.searchInputPlaceholder);
  });

  it("should ask once, 300 ms after the typing stops, for all registered users, and badge each as Client, Team or User", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field />);
    const input = screen.getByRole("combobox", { name: "Collaborator" });
    await user.type(input, "jan");
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(searches()).toEqual([]);
    const list = await screen.findByRole("listbox");
    const options = within(list).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      `Jana Clientjana@client.test · jana${SHARING_TEXTS.userTypeBadges.client}`,
      `Janko Crewjanko@crew.test · janko${SHARING_TEXTS.userTypeBadges.team_member}`,
      `Janica Plainjanica@plain.test · janica${SHARING_TEXTS.userTypeBadges.other}`,
    ]);
    expect(searches()).toEqual([{ query: "jan", type: "all_registered" }]);
  });

  it("should not ask again for a text it searched within the last minute", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field />);
    const input = screen.getByRole("combobox", { name: "Collaborator" });
    await user.type(input, "jan");
    await screen.findByRole("listbox");
    await user.type(input, "a");
    await waitFor(() => expect(searches()).toHaveLength(2));
    await user.type(input, "{Backspace}");
    // Longer than the debounce: a request would have gone out by now.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(searches().map(({ query }) => query)).toEqual(["jan", "jana"]);
  });

  it("should pick with the arrow keys and Enter, filling the e-mail and closing the list", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field />);
    const input = screen.getByRole("combobox", { name: "Collaborator" });
    await user.type(input, "jan");
    await screen.findByRole("listbox");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const active = document.getElementById(input.getAttribute("aria-activedescendant") ?? "");
    expect(active?.getAttribute("aria-selected")).toBe("true");
    expect(active?.textContent).toContain("Janko Crew");
    await user.keyboard("{Enter}");
    expect((input as HTMLInputElement).value).toBe("janko@crew.test");
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("should pick with a click, and close on Escape", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field />);
    const input = screen.getByRole("combobox", { name: "Collaborator" });
    await user.type(input, "jan");
    await user.click(await screen.findByRole("option", { name: /Janica Plain/ }));
    expect((input as HTMLInputElement).value).toBe("janica@plain.test");
    expect(document.activeElement).toBe(input);
    await user.type(input, "x");
    expect(input.getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{Escape}");
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("should say 'Loading...' while waiting, then 'No users found'", async () => {
    answer = () => ({ status: 200, body: { success: true, users: [] } });
    const user = userEvent.setup();
    renderWithProviders(<Field />);
    await user.type(screen.getByRole("combobox", { name: "Collaborator" }), "zz");
    expect(screen.getByRole("status").textContent).toBe(SHARING_TEXTS.searchLoading);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(SHARING_TEXTS.searchEmpty));
  });

  it("should say the search is unavailable when it fails, and keep the typed text", async () => {
    answer = () => ({ status: 403, body: { message: "Forbidden" } });
    const user = userEvent.setup();
    renderWithProviders(<Field />);
    const input = screen.getByRole("combobox", { name: "Collaborator" });
    await user.type(input, "ann@example.com");
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(SEARCH_FAILED));
    expect((input as HTMLInputElement).value).toBe("ann@example.com");
  });
});
