import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SECTION_MESSAGES } from "@repo/contracts/callSheets/messages";
import type { TeamMember } from "@repo/contracts/callSheets/schemas/sections";
import { TeamCard } from "./TeamCard.tsx";
import { renderCard } from "./testing/renderCard.tsx";

const ana: TeamMember = { id: 1, role: "Gaffer", name: "Ana", phoneNumber: "", email: "", isChecked: false };
const mila: TeamMember = { id: 2, role: "DoP", name: "Mila", phoneNumber: "+381 60 123 4567", email: "mila@example.com", isChecked: true };
const ivan: TeamMember = { id: 3, role: "Stylist", name: "Ivan", phoneNumber: "", email: "", isChecked: false };
const renderTeam = (initial: TeamMember[] = [ana]) => renderCard(initial, (editor) => <TeamCard editor={editor} />);

// The first render pays for the kit and react-select; under a full parallel run that passed 5 s.
describe("TeamCard", { timeout: 20_000 }, () => {
  // The toaster asks where it may sit (jsdom has no matchMedia).
  beforeEach(() => void vi.stubGlobal("matchMedia", () => ({ matches: false })));

  it("should refuse a member without a role or a name with the spec's toast and save nothing", async () => {
    const user = userEvent.setup();
    const { update } = renderTeam();
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Mila");
    await user.click(screen.getByRole("button", { name: "Add Team Member" }));
    const toast = await screen.findByRole("alert");
    expect(toast.textContent).toContain("Error");
    expect(toast.textContent).toContain(SECTION_MESSAGES.teamRequired);
    expect(update).not.toHaveBeenCalled();
  });

  it("should add a member with role and name only (phone and e-mail are optional) and clear the form", async () => {
    const user = userEvent.setup();
    const { update } = renderTeam();
    await user.type(screen.getByRole("textbox", { name: "Role" }), " DoP ");
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Mila");
    await user.click(screen.getByRole("button", { name: "Add Team Member" }));
    expect(update.mock.lastCall?.[0]).toEqual([ana, { id: expect.any(Number), role: "DoP", name: "Mila", phoneNumber: "", email: "", isChecked: false }]);
    expect(within(screen.getByRole("list", { name: "Team members" })).getAllByRole("listitem")).toHaveLength(2);
    expect((screen.getByRole("textbox", { name: "Role" }) as HTMLInputElement).value).toBe("");
  });

  it("should save the 'show on the shared sheet' check of a member", async () => {
    const user = userEvent.setup();
    const { update } = renderTeam();
    await user.click(screen.getByRole("checkbox", { name: "Show on the shared sheet: Ana" }));
    expect(update).toHaveBeenLastCalledWith([{ ...ana, isChecked: true }]);
  });

  it("should delete a member from the list and save the team without them", async () => {
    const user = userEvent.setup();
    const { update } = renderTeam([ana, mila, ivan]);
    await user.click(screen.getByRole("button", { name: "Remove Mila" }));
    expect(update).toHaveBeenLastCalledWith([ana, ivan]);
    const rows = within(screen.getByRole("list", { name: "Team members" })).getAllByRole("listitem");
    expect(rows.map((item) => item.textContent)).toEqual([expect.stringContaining("Ana"), expect.stringContaining("Ivan")]);
    expect(screen.queryByText("Mila")).toBeNull();
  });

  it("should show the empty state when the last member is deleted", async () => {
    const user = userEvent.setup();
    const { update } = renderTeam();
    await user.click(screen.getByRole("button", { name: "Remove Ana" }));
    expect(update).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole("list", { name: "Team members" })).toBeNull();
    expect(screen.getByText("No team members added")).toBeTruthy();
  });
});
