import { describe, expect, it, vi } from "vitest";
import type { CallSheet, CallSheetPatch } from "@repo/contracts/callSheets/schemas/editor";
import { ApiError } from "shell/apiClient";
import type { PatchOutcome } from "../api/callSheet.ts";
import { fieldValue } from "./editorState.ts";
import { EditorStore, type EditorStoreDeps } from "./editorStore.ts";

const base: CallSheet = {
  id: 7, version: 1, shootingTitle: "Spring", client: "", shootingDate: null, shootingTime: null, locations: "", locationsList: "[]",
  streetAddress: "", streetNumber: "", teamMembers: "[]", teamContacts: "", concepts: "[]", actorContacts: "[]", sceneSchedule: "[]",
  props: "[]", gear: "[]", weather: "", technicalSpecs: "", costumeNotes: "", setNotes: "", emergencyContacts: "", createdAt: "", updatedAt: "",
};

/** A server that applies every patch at once and counts versions, unless a test says otherwise. */
function fakeServer() {
  let sheet = base;
  const patches: CallSheetPatch[] = [];
  const patch = vi.fn(async (body: CallSheetPatch): Promise<PatchOutcome> => {
    patches.push(body);
    const { baseVersion: _, ...fields } = body;
    sheet = { ...sheet, ...fields, version: sheet.version + 1 } as CallSheet;
    return { kind: "saved", sheet };
  });
  const deps: EditorStoreDeps = { patch, fetchCurrent: async () => sheet, onFailure: vi.fn(), onConflict: vi.fn() };
  return { deps, patch, patches, current: () => sheet, setCurrent: (next: CallSheet) => void (sheet = next) };
}

describe("the editor's save queue", () => {
  it("should send saves one at a time, each from the version the previous answer gave", async () => {
    const server = fakeServer();
    const store = new EditorStore(base, server.deps);
    await Promise.all([store.change({ client: "Acme" }), store.change({ setNotes: "Quiet" })]);
    expect(server.patches).toEqual([{ baseVersion: 1, client: "Acme" }, { baseVersion: 1, setNotes: "Quiet" }]);
    await store.change({ client: "Globex" });
    expect(server.patches[2]).toEqual({ baseVersion: 3, client: "Globex" });
    expect(store.getSnapshot()).toMatchObject({ unsaved: false, failures: [], conflicts: [] });
    expect(store.getSnapshot().pending.size).toBe(0);
  });

  it("should send nothing for an edit typed and then undone", async () => {
    const server = fakeServer();
    const store = new EditorStore(base, server.deps);
    store.edit({ client: "A" });
    store.edit({ client: "" });
    expect(await store.save(["client"])).toBe(true);
    expect(server.patch).not.toHaveBeenCalled();
    expect(store.getSnapshot().unsaved).toBe(false);
  });

  it("should gather debounced toggles into one save after the quiet time", async () => {
    vi.useFakeTimers();
    try {
      const server = fakeServer();
      const store = new EditorStore(base, server.deps);
      const first = store.change({ props: '[{"id":1,"name":"Fan","isChecked":true}]' }, { debounceMs: 1000 });
      const second = store.change({ props: '[{"id":1,"name":"Fan","isChecked":false}]' }, { debounceMs: 1000 });
      expect(store.getSnapshot().pending.size).toBe(1);
      await vi.advanceTimersByTimeAsync(1000);
      expect(await Promise.all([first, second])).toEqual([true, true]);
      expect(server.patches).toEqual([{ baseVersion: 1, props: '[{"id":1,"name":"Fan","isChecked":false}]' }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("should show nothing pending once a toggle's debounced save finds its change already sent (checked, then dragged)", async () => {
    vi.useFakeTimers();
    try {
      const server = fakeServer();
      const store = new EditorStore(base, server.deps);
      const published: number[] = [];
      store.subscribe(() => published.push(store.getSnapshot().pending.size));
      // A prop is checked (saved after 1000 ms of quiet), then the list is reordered (saved at once, check included).
      const checked = store.change({ props: '[{"id":1,"name":"Fan","isChecked":false},{"id":2,"name":"Tape","isChecked":true}]' }, { debounceMs: 1000 });
      expect(await store.change({ props: '[{"id":2,"name":"Tape","isChecked":true},{"id":1,"name":"Fan","isChecked":false}]' })).toBe(true);
      expect(store.getSnapshot().pending.size).toBe(1);
      await vi.advanceTimersByTimeAsync(1000);
      expect(await checked).toBe(true);
      expect(server.patches).toHaveLength(1);
      // Nothing else happens on the page: the header must still learn that nothing is on its way.
      expect(store.getSnapshot().pending.size).toBe(0);
      expect(published.at(-1)).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("on a failure should keep the edit, report it once, and send the same edit again on Retry", async () => {
    const server = fakeServer();
    server.patch.mockRejectedValueOnce(new ApiError(500, '{"message":"Database unavailable"}', "500"));
    const store = new EditorStore(base, server.deps);
    expect(await store.change({ client: "Acme" })).toBe(false);
    expect(server.deps.onFailure).toHaveBeenCalledWith(expect.objectContaining({ message: "Database unavailable", fields: ["client"] }));
    expect(fieldValue(store.getSnapshot().state, "client")).toBe("Acme");
    const [failure] = store.getSnapshot().failures;
    expect(await store.retry(failure!.key)).toBe(true);
    expect(server.patches.at(-1)).toEqual({ baseVersion: 1, client: "Acme" });
    expect(store.getSnapshot().failures).toEqual([]);
  });

  it("on a 409 should show what is stored, keep the user's version aside, and save the next edit of that section", async () => {
    const server = fakeServer();
    const elsewhere = { ...base, version: 5, teamMembers: '[{"id":2,"role":"Gaffer","name":"Ana"}]' };
    server.patch.mockResolvedValueOnce({ kind: "conflict", conflict: { message: "Changed", conflicts: ["teamMembers"], callSheet: elsewhere } });
    server.setCurrent(elsewhere);
    const store = new EditorStore(base, server.deps);
    const mine = '[{"id":1,"role":"DoP","name":"Mila"}]';
    expect(await store.change({ teamMembers: mine })).toBe(false);
    expect(server.deps.onConflict).toHaveBeenCalledTimes(1);
    // The section shows what is stored, never items that were not saved; the refused version waits in the conflict.
    expect(fieldValue(store.getSnapshot().state, "teamMembers")).toBe(elsewhere.teamMembers);
    expect(store.getSnapshot().conflicts[0]).toMatchObject({ fields: ["teamMembers"], mine: { teamMembers: mine } });
    // A later edit of the same section is sent, from the stored version, and saved.
    const next = '[{"id":2,"role":"Gaffer","name":"Ana"},{"id":3,"role":"Grip","name":"Ivo"}]';
    expect(await store.change({ teamMembers: next })).toBe(true);
    expect(server.patches.at(-1)).toEqual({ baseVersion: 5, teamMembers: next });
    expect(fieldValue(store.getSnapshot().state, "teamMembers")).toBe(next);
    // 'Reload section' drops the refused version and ends the conflict.
    await store.reload(store.getSnapshot().conflicts[0]!.key);
    expect(fieldValue(store.getSnapshot().state, "teamMembers")).toBe(next);
    expect(store.getSnapshot()).toMatchObject({ conflicts: [], unsaved: false });
  });

  it("should save everything on screen before the sheet leaves the editor: typed text, a scene draft, a debounced toggle", async () => {
    vi.useFakeTimers();
    try {
      const server = fakeServer();
      const store = new EditorStore(base, server.deps);
      const draft = '[{"id":1,"name":"Opening","date":"","time":"","endTime":"","description":"","instructions":"","method":""}]';
      store.edit({ sceneSchedule: draft, setNotes: "Quiet" });
      void store.change({ props: '[{"id":1,"name":"Fan","isChecked":true}]' }, { debounceMs: 1000 });
      const result = await store.saveEverything();
      expect(result).toEqual({ saved: true, fields: [] });
      expect(server.current()).toMatchObject({ sceneSchedule: draft, setNotes: "Quiet", props: '[{"id":1,"name":"Fan","isChecked":true}]' });
      expect(store.getSnapshot()).toMatchObject({ unsaved: false, unsent: false });
    } finally {
      vi.useRealTimers();
    }
  });

  it("should say which fields are not saved when saving everything fails or conflicts", async () => {
    const server = fakeServer();
    server.patch.mockRejectedValueOnce(new ApiError(500, '{"message":"Database unavailable"}', "500"));
    const store = new EditorStore(base, server.deps);
    store.edit({ sceneSchedule: '[{"id":1,"name":"Opening","date":"","time":"","endTime":"","description":"","instructions":"","method":""}]' });
    expect(await store.saveEverything()).toEqual({ saved: false, fields: ["sceneSchedule"] });
    const elsewhere = { ...base, version: 5, sceneSchedule: "[]" };
    server.patch.mockResolvedValueOnce({ kind: "conflict", conflict: { message: "Changed", conflicts: ["sceneSchedule"], callSheet: elsewhere } });
    expect(await store.saveEverything()).toEqual({ saved: false, fields: ["sceneSchedule"] });
    // The conflict is already shown (the section shows what is stored): the next attempt may go ahead.
    expect(await store.saveEverything()).toEqual({ saved: true, fields: [] });
  });

  it("'Keep my version' should save the edit over the other change, based on the current version", async () => {
    const server = fakeServer();
    const elsewhere = { ...base, version: 5, teamMembers: "[]" };
    server.patch.mockResolvedValueOnce({ kind: "conflict", conflict: { message: "Changed", conflicts: ["teamMembers"], callSheet: elsewhere } });
    server.setCurrent(elsewhere);
    const store = new EditorStore(base, server.deps);
    await store.change({ teamMembers: '[{"id":1,"role":"DoP","name":"Mila"}]' });
    expect(await store.keepMine(store.getSnapshot().conflicts[0]!.key)).toBe(true);
    expect(server.patches.at(-1)).toEqual({ baseVersion: 5, teamMembers: '[{"id":1,"role":"DoP","name":"Mila"}]' });
  });

  it("should let the first of 'Keep my version' and 'Reload section', clicked in quick succession, decide", async () => {
    const server = fakeServer();
    const elsewhere = { ...base, version: 5, teamMembers: "[]" };
    server.patch.mockResolvedValueOnce({ kind: "conflict", conflict: { message: "Changed", conflicts: ["teamMembers"], callSheet: elsewhere } });
    server.setCurrent(elsewhere);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.deps.fetchCurrent = () => held.then(() => elsewhere);
    const store = new EditorStore(base, server.deps);
    const mine = '[{"id":1,"role":"DoP","name":"Mila"}]';
    await store.change({ teamMembers: mine });
    const key = store.getSnapshot().conflicts[0]!.key;
    const kept = store.keepMine(key);
    const reloaded = store.reload(key);
    release();
    await reloaded;
    expect(await kept).toBe(true);
    expect(fieldValue(store.getSnapshot().state, "teamMembers")).toBe(mine);
    expect(server.patches.at(-1)).toEqual({ baseVersion: 5, teamMembers: mine });
  });

  it("should end a failure once its edit is undone: no 'Save failed' left, nothing sent", async () => {
    const server = fakeServer();
    server.patch.mockRejectedValueOnce(new ApiError(500, '{"message":"Database unavailable"}', "500"));
    const store = new EditorStore(base, server.deps);
    expect(await store.change({ setNotes: "Quiet on set" })).toBe(false);
    expect(store.getSnapshot().failures).toHaveLength(1);
    // The user types the old text back and leaves the field.
    expect(await store.change({ setNotes: "" })).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ failures: [], unsaved: false, unsent: false });
    expect(server.patch).toHaveBeenCalledTimes(1);
  });

  it("should end a failure once a save under another key carries its field (Locations: the list, then the list with its summary)", async () => {
    const server = fakeServer();
    server.patch.mockRejectedValueOnce(new ApiError(500, '{"message":"Database unavailable"}', "500"));
    const store = new EditorStore(base, server.deps);
    expect(await store.change({ locationsList: '[{"id":1,"country":"Serbia","city":"Novi Sad","address":"","date":"","time":""}]' })).toBe(false);
    const both = '[{"id":1,"country":"Serbia","city":"Novi Sad","address":"","date":"","time":""},{"id":2,"country":"Serbia","city":"Niš","address":"","date":"","time":""}]';
    expect(await store.change({ locationsList: both, locations: "Novi Sad, Serbia" })).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ failures: [], unsaved: false });
    // And a Retry of the old key, if the user still clicks it, sends nothing.
    expect(await store.retry("locationsList")).toBe(true);
    expect(server.patch).toHaveBeenCalledTimes(2);
  });

  it("should keep a draft's base when another field's save brings a newer version, so saving the draft conflicts instead of overwriting", async () => {
    const server = fakeServer();
    const store = new EditorStore(base, server.deps);
    const draft = '[{"id":1,"name":"Mine","date":"","time":"","endTime":"","description":"","instructions":"","method":""}]';
    store.edit({ sceneSchedule: draft });
    expect(store.getSnapshot()).toMatchObject({ unsaved: true, unsent: true });
    // Another tab saved its scenes (version 2); this tab's next save of a note answers with version 3.
    server.setCurrent({ ...base, version: 2, sceneSchedule: '[{"id":5,"name":"Theirs","date":"","time":"","endTime":"","description":"","instructions":"","method":""}]' });
    await store.change({ setNotes: "Quiet" });
    expect(fieldValue(store.getSnapshot().state, "sceneSchedule")).toBe(draft);
    expect(store.getSnapshot().state.fields.sceneSchedule.baseVersion).toBe(1);
    await store.save(["sceneSchedule"]);
    expect(server.patches.at(-1)).toEqual({ baseVersion: 1, sceneSchedule: draft });
  });

  it("should say an edit is unsent only while no save carries it", async () => {
    vi.useFakeTimers();
    try {
      const server = fakeServer();
      const store = new EditorStore(base, server.deps);
      store.edit({ client: "Acme" });
      expect(store.getSnapshot().unsent).toBe(true);
      const saved = store.save(["client"]);
      expect(store.getSnapshot().unsent).toBe(false);
      await saved;
      void store.change({ props: '[{"id":1,"name":"Fan","isChecked":true}]' }, { debounceMs: 1000 });
      expect(store.getSnapshot()).toMatchObject({ unsent: false, unsaved: true });
      await vi.advanceTimersByTimeAsync(1000);
      expect(store.getSnapshot()).toMatchObject({ unsent: false, unsaved: false });
    } finally {
      vi.useRealTimers();
    }
  });
});
