import { describe, expect, it } from "vitest";
import type { CallSheet } from "@repo/contracts/callSheets/schemas/editor";
import { applyConflict, applySaved, createEditorState, editFields, fieldValue, hasUnsavedEdits, patchFor, rebaseFields, reloadFields } from "./editorState.ts";

const sheet = (overrides: Partial<CallSheet> = {}): CallSheet => ({
  id: 7,
  version: 3,
  shootingTitle: "Spring campaign",
  client: "Acme",
  shootingDate: null,
  shootingTime: null,
  locations: "",
  locationsList: "[]",
  streetAddress: "",
  streetNumber: "",
  teamMembers: "[]",
  teamContacts: "",
  concepts: "[]",
  actorContacts: "[]",
  sceneSchedule: "[]",
  props: "[]",
  gear: "[]",
  weather: "",
  technicalSpecs: "",
  costumeNotes: "",
  setNotes: "",
  emergencyContacts: "",
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
  ...overrides,
});

describe("editor state", () => {
  it("should show the user's edit over the server value and know it is unsaved", () => {
    const state = editFields(createEditorState(sheet()), { client: "Globex" });
    expect(fieldValue(state, "client")).toBe("Globex");
    expect(state.fields.client.server).toBe("Acme");
    expect(hasUnsavedEdits(state)).toBe(true);
    expect(hasUnsavedEdits(createEditorState(sheet()))).toBe(false);
  });

  it("should send the smallest base version of the fields it saves together", () => {
    let state = createEditorState(sheet({ version: 3 }));
    state = applySaved(editFields(state, { client: "Globex" }), { client: "Globex" }, sheet({ version: 5, client: "Globex" }));
    // locations has no edit: it took version 5; locationsList is being edited since version 5 too.
    state = editFields(state, { locationsList: '[{"id":1}]', locations: "Belgrade, Serbia" });
    expect(patchFor(state, ["locationsList", "locations"])).toEqual({ baseVersion: 5, locationsList: '[{"id":1}]', locations: "Belgrade, Serbia" });

    // A field edited before that save keeps its older base, and drags the patch's base down with it.
    let older = editFields(createEditorState(sheet({ version: 3 })), { setNotes: "Quiet on set" });
    older = applySaved(editFields(older, { client: "Globex" }), { client: "Globex" }, sheet({ version: 4, client: "Globex" }));
    expect(patchFor(older, ["client", "setNotes"]).baseVersion).toBe(3);
  });

  describe("after a 200", () => {
    it("should take the answer and its version for the sent fields and clear their edit", () => {
      const edited = editFields(createEditorState(sheet()), { client: "Globex" });
      const state = applySaved(edited, { client: "Globex" }, sheet({ version: 4, client: "Globex" }));
      expect(state.fields.client).toEqual({ server: "Globex", baseVersion: 4 });
      expect(hasUnsavedEdits(state)).toBe(false);
    });

    it("should take another tab's change to a field without an edit, with the new version", () => {
      const edited = editFields(createEditorState(sheet()), { client: "Globex" });
      const state = applySaved(edited, { client: "Globex" }, sheet({ version: 6, client: "Globex", setNotes: "From the other tab" }));
      expect(fieldValue(state, "setNotes")).toBe("From the other tab");
      expect(state.fields.setNotes.baseVersion).toBe(6);
    });

    it("should keep an edit that is not part of this save, with its old base version", () => {
      const edited = editFields(createEditorState(sheet({ version: 3 })), { client: "Globex", costumeNotes: "Red scarves" });
      const state = applySaved(edited, { client: "Globex" }, sheet({ version: 4, client: "Globex" }));
      expect(state.fields.costumeNotes).toEqual({ server: "", baseVersion: 3, local: "Red scarves" });
    });

    it("should keep what the user typed while the save was on its way", () => {
      const sent = editFields(createEditorState(sheet()), { client: "Glo" });
      const typedOn = editFields(sent, { client: "Globex" });
      const state = applySaved(typedOn, { client: "Glo" }, sheet({ version: 4, client: "Glo" }));
      expect(state.fields.client).toEqual({ server: "Glo", baseVersion: 4, local: "Globex" });
    });
  });

  describe("after a 409", () => {
    const current = sheet({ version: 9, teamMembers: '[{"id":2,"role":"Gaffer","name":"Ana"}]', client: "Changed elsewhere too" });

    it("should keep the user's edit and its old base, so a re-send conflicts again", () => {
      const edited = editFields(createEditorState(sheet()), { teamMembers: '[{"id":1,"role":"DoP","name":"Mila"}]' });
      const state = applyConflict(edited, current);
      expect(fieldValue(state, "teamMembers")).toBe('[{"id":1,"role":"DoP","name":"Mila"}]');
      expect(patchFor(state, ["teamMembers"]).baseVersion).toBe(3);
    });

    it("should take the current sheet for fields the user is not editing", () => {
      const state = applyConflict(editFields(createEditorState(sheet()), { teamMembers: "[]" }), current);
      expect(state.fields.client).toEqual({ server: "Changed elsewhere too", baseVersion: 9 });
    });

    it("'Reload section' should take the server's value and version and drop the edit", () => {
      const conflicted = applyConflict(editFields(createEditorState(sheet()), { teamMembers: "[]" }), current);
      const state = reloadFields(conflicted, ["teamMembers"], current);
      expect(state.fields.teamMembers).toEqual({ server: current.teamMembers, baseVersion: 9 });
      expect(hasUnsavedEdits(state)).toBe(false);
    });

    it("'Keep my version' should base the edit on the current version so the next save goes through", () => {
      const conflicted = applyConflict(editFields(createEditorState(sheet()), { locationsList: "[]" }), current);
      const state = rebaseFields(conflicted, ["locationsList", "locations"], current);
      expect(patchFor(state, ["locationsList", "locations"])).toEqual({ baseVersion: 9, locationsList: "[]", locations: current.locations });
    });
  });
});
