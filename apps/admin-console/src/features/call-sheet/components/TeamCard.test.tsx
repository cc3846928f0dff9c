import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SECTION_MESSAGES } from "@repo/contracts/callSheets/messages";
import type { TeamMember } from "@repo/contracts/callSheets/schemas/sections";
import { EDIT_IN_PLACE_TEXTS } from "@repo/contracts/callSheets/texts/editInPlace";
import type { CallSheetEditor } from "../lib/useCallSheetEditor.ts";
import { useSectionEditor } from "../lib/useSectionEditor.ts";
import { TeamCard } from "./TeamCard.tsx";
import { renderCard } from "./testing/renderCard.tsx";
import { renderCardWithApi, sheetWith } from "./renderCardWithApi.testing.tsx";

const ana: TeamMember = { id: 1, role: "Gaffer", name: "Ana", phoneNumber: "", email: "", isChecked: false };
const mila: TeamMember = { id: 2, role: "DoP", name: "Mila", phoneNumber: "+381 60 123 4567", email: "mila@example.com", isChecked: true };
const ivan: TeamMember = { id: 3, role: "Stylist", name: "Ivan", phoneNumber: "", email: "", isChecked: false };
const renderTeam = (initial: TeamMember[] = [ana]) => renderCard(initial, (editor) => <TeamCard editor={editor} />);

function PageTeamCard({ editor }: { editor: CallSheetEditor }) {
  return <TeamCard editor={useSectionEditor(editor, "teamMembers")} />;
}
let view: Awaited<ReturnType<typeof renderCardWithApi>> | undefined;
/** The card on the page's real editor against a loopback API that stores the sheet. */
const renderTeamWithApi = async (members: TeamMember[]) =>
  (view = await renderCardWithApi(sheetWith({ teamMembers: JSON.stringify(members) }), (editor) => <PageTeamCard editor={editor} />));
const teamSent = () => view!.patches().map((patch) => JSON.parse(patch.teamMembers ?? "null") as TeamMember[]);
const rowNames = () => within(screen.getByRole("list", { name: "Team members" })).getAllByRole("listitem").map((item) => item.querySelector("p")?.textContent);

// The first render pays for the kit and react-select; under a full parallel run that passed 5 s.
describe("TeamCard", { timeout: 20_000 }, () => {
  // The toaster asks where it may sit (jsdom has no matchMedia).
  beforeEach(() => void vi.stubGlobal("matchMedia", () => ({ matches: false })));
  afterEach(async () => {
    await view?.api.close();
    view = undefined;
  });

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

  describe("edit in place", () => {
    it("should fix a typo in a member's name in place: one PATCH with the member under the same id, phone and e-mail kept", async () => {
      const user = userEvent.setup();
      const typo = { ...mila, name: "Mlia" };
      await renderTeamWithApi([ana, typo, ivan]);
      await user.click(screen.getByRole("button", { name: EDIT_IN_PLACE_TEXTS.edit("Mlia") }));
      const form = screen.getByRole("form", { name: EDIT_IN_PLACE_TEXTS.edit("Mlia") });
      const name = within(form).getByRole("textbox", { name: "Name" });
      expect(document.activeElement).toBe(within(form).getByRole("textbox", { name: "Role" }));
      await user.clear(name);
      await user.type(name, "Mila{Enter}");

      await waitFor(() => expect(teamSent()).toEqual([[ana, mila, ivan]]));
      expect(view!.patches()[0]).toMatchObject({ baseVersion: 2 });
      expect(JSON.parse(view!.stored().teamMembers) as TeamMember[]).toEqual([ana, mila, ivan]);
      expect(screen.queryByRole("form", { name: EDIT_IN_PLACE_TEXTS.edit("Mlia") })).toBeNull();
      expect(rowNames()).toEqual(["GafferAna", "DoPMila", "StylistIvan"]);
      // Back on the row's Edit button, for the next key press.
      expect(document.activeElement).toBe(screen.getByRole("button", { name: EDIT_IN_PLACE_TEXTS.edit("Mila") }));
    });

    it("should change role, phone and e-mail with the Save button", async () => {
      const user = userEvent.setup();
      await renderTeamWithApi([ana]);
      await user.click(screen.getByRole("button", { name: EDIT_IN_PLACE_TEXTS.edit("Ana") }));
      const form = screen.getByRole("form", { name: EDIT_IN_PLACE_TEXTS.edit("Ana") });
      await user.clear(within(form).getByRole("textbox", { name: "Role" }));
      await user.type(within(form).getByRole("textbox", { name: "Role" }), "Key grip");
      await user.type(within(form).getByRole("textbox", { name: "Phone" }), "+381 64 555 1234");
      await user.type(within(form).getByRole("textbox", { name: "E-mail" }), "ana@example.com");
      await user.click(within(form).getByRole("button", { name: EDIT_IN_PLACE_TEXTS.save }));
      await waitFor(() => expect(teamSent()).toEqual([[{ ...ana, role: "Key grip", phoneNumber: "+381 64 555 1234", email: "ana@example.com" }]]));
      expect(screen.getByText("+381 64 555 1234 · ana@example.com")).toBeTruthy();
    });

    it("should refuse an empty name and a malformed e-mail under the fields, keep the row open and send nothing", async () => {
      const user = userEvent.setup();
      await renderTeamWithApi([mila]);
      await user.click(screen.getByRole("button", { name: EDIT_IN_PLACE_TEXTS.edit("Mila") }));
      const form = screen.getByRole("form", { name: EDIT_IN_PLACE_TEXTS.edit("Mila") });
      await user.clear(within(form).getByRole("textbox", { name: "Name" }));
      await user.click(within(form).getByRole("button", { name: EDIT_IN_PLACE_TEXTS.save }));
      expect(within(form).getByText(SECTION_MESSAGES.nameRequired)).toBeTruthy();
      expect(within(form).getByRole("textbox", { name: "Name" }).getAttribute("aria-invalid")).toBe("true");

      await user.type(within(form).getByRole("textbox", { name: "Name" }), "Mila");
      const email = within(form).getByRole("textbox", { name: "E-mail" });
      await user.clear(email);
      await user.type(email, "mila@{Enter}");
      expect(within(form).getByText(SECTION_MESSAGES.emailInvalid)).toBeTruthy();
      expect(view!.patches()).toEqual([]);
    });

    it("should close on Escape and on Cancel with the member as it was, sending nothing", async () => {
      const user = userEvent.setup();
      await renderTeamWithApi([mila]);
      await user.click(screen.getByRole("button", { name: EDIT_IN_PLACE_TEXTS.edit("Mila") }));
      await user.type(within(screen.getByRole("form", { name: EDIT_IN_PLACE_TEXTS.edit("Mila") })).getByRole("textbox", { name: "Name" }), "XYZ{Escape}");
      expect(screen.queryByRole("form", { name: EDIT_IN_PLACE_TEXTS.edit("Mila") })).toBeNull();
      await user.click(screen.getByRole("button", { name: EDIT_IN_PLACE_TEXTS.edit("Mila") }));
      const form = screen.getByRole("form", { name: EDIT_IN_PLACE_TEXTS.edit("Mila") });
      expect((within(form).getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe("Mila");
      await user.type(within(form).getByRole("textbox", { name: "Name" }), "XYZ");
      await user.click(within(form).getByRole("button", { name: EDIT_IN_PLACE_TEXTS.cancel }));
      expect(rowNames()).toEqual(["DoPMila"]);
      expect(view!.patches()).toEqual([]);
    });
  });

  describe("undo of a removal", () => {
    it("should say 'Removed Mila' with Undo, and Undo should save her back at her place with her phone and e-mail", async () => {
      const user = userEvent.setup();
      await renderTeamWithApi([ana, mila, ivan]);
      await user.click(screen.getByRole("button", { name: "Remove Mila" }));
      await waitFor(() => expect(teamSent()).toEqual([[ana, ivan]]));
      expect(rowNames()).toEqual(["GafferAna", "StylistIvan"]);

      const toast = await screen.findByRole("status");
      expect(toast.textContent).toBe(EDIT_IN_PLACE_TEXTS.removed("Mila"));
      await user.click(screen.getByRole("button", { name: EDIT_IN_PLACE_TEXTS.undo }));
      await waitFor(() => expect(teamSent()).toEqual([[ana, ivan], [ana, mila, ivan]]));
      expect(JSON.parse(view!.stored().teamMembers) as TeamMember[]).toEqual([ana, mila, ivan]);
      expect(rowNames()).toEqual(["GafferAna", "DoPMila", "StylistIvan"]);
      expect(screen.queryByRole("button", { name: EDIT_IN_PLACE_TEXTS.undo })).toBeNull();
    });

    it("should keep a member added after the removal when Undo is pressed", async () => {
      const user = userEvent.setup();
      await renderTeamWithApi([ana, mila]);
      await user.click(screen.getByRole("button", { name: "Remove Ana" }));
      await user.type(screen.getByRole("textbox", { name: "Role" }), "Stylist");
      await user.type(screen.getByRole("textbox", { name: "Name" }), "Ivan");
      await user.click(screen.getByRole("button", { name: "Add Team Member" }));
      await user.click(screen.getByRole("button", { name: EDIT_IN_PLACE_TEXTS.undo }));
      await waitFor(() => expect(teamSent()).toHaveLength(3));
      expect(rowNames()).toEqual(["GafferAna", "DoPMila", "StylistIvan"]);
    });
  });
});
