import type { CallSheet, CallSheetConflict, CallSheetPatch } from "@repo/contracts/callSheets/schemas/editor";
import { CONSOLE_SERVER_FALLBACK } from "@repo/contracts/adminConsole/serverMessages";
import { serverMessageIn } from "shell/apiClient";
import type { PatchOutcome } from "../api/callSheet.ts";
import {
  applyConflict,
  applySaved,
  createEditorState,
  discardEdits,
  EDITABLE_FIELDS,
  editFields,
  fieldValue,
  hasUnsavedEdits,
  patchFor,
  rebaseFields,
  reloadFields,
  type EditableField,
  type EditorState,
  type FieldValues,
} from "./editorState.ts";

export type SaveProblem = { key: string; fields: EditableField[] };
export type SaveFailure = SaveProblem & { message: string };
/**
 * A section's save answered 409. The section shows what is stored (`current`) and saves later edits as
 * usual; `mine` is the user's refused version, kept aside until they choose 'Keep my version' (saved over
 * the other change) or 'Reload section' (dropped).
 */
export type SaveConflict = SaveProblem & { conflicts: string[]; current: CallSheet; mine: FieldValues };

/** What saving everything before Print, Download PDF or Share left unsaved (none: go ahead). */
export type SaveEverythingResult = { saved: boolean; fields: EditableField[] };

/** What the page renders from: the fields, and how the saves are going. Replaced whole on every change. */
export type EditorSnapshot = {
  state: EditorState;
  /** Saves on their way, queued or waiting for their debounce, by group key. */
  pending: ReadonlySet<string>;
  failures: readonly SaveFailure[];
  conflicts: readonly SaveConflict[];
  /** Some field holds an edit the server does not have (typed, a draft, in flight, failed or conflicting). */
  unsaved: boolean;
  /** Some field holds an edit that no save is carrying: leaving the page now would lose it (a scene draft). */
  unsent: boolean;
};

export type EditorStoreDeps = {
  patch: (patch: CallSheetPatch) => Promise<PatchOutcome>;
  /** The sheet as the server has it now (for "Reload section" and "Keep my version"). */
  fetchCurrent: () => Promise<CallSheet>;
  onFailure: (failure: SaveFailure) => void;
  onConflict: (conflict: SaveConflict) => void;
};

const keyOf = (fields: readonly EditableField[]) => [...fields].sort().join(",");

/**
 * The editor's state and its save queue. Saves go out one at a time, in order: each PATCH then starts
 * from the base versions the previous answer set, so this tab never conflicts with itself. A save that
 * is already queued and not yet sent is not queued twice: it reads the latest values when it goes.
 */
export class EditorStore {
  private snapshot: EditorSnapshot;
  private readonly listeners = new Set<() => void>();
  private chain: Promise<unknown> = Promise.resolve();
  private readonly queued = new Map<string, Promise<boolean>>();
  private readonly inFlight = new Map<string, number>();
  private readonly debounced = new Map<string, { timer: ReturnType<typeof setTimeout>; fields: EditableField[]; resolvers: ((saved: boolean) => void)[] }>();
  private failures = new Map<string, SaveFailure>();
  private conflicts = new Map<string, SaveConflict>();
  /** Conflicts whose "Reload section" or "Keep my version" is fetching the current sheet. */
  private readonly resolving = new Set<string>();

  constructor(
    sheet: CallSheet,
    private readonly deps: EditorStoreDeps,
  ) {
    const state = createEditorState(sheet);
    this.snapshot = { state, pending: new Set(), failures: [], conflicts: [], unsaved: false, unsent: false };
  }

  getSnapshot = (): EditorSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Shows the user's values at once; nothing is sent (notes: typed now, saved on blur). */
  edit(values: FieldValues): void {
    this.update(editFields(this.snapshot.state, values));
  }

  /** Saves `fields` (their edits), after `debounceMs` of quiet when given. True once the server has them. */
  save(fields: EditableField[], options: { debounceMs?: number } = {}): Promise<boolean> {
    const key = keyOf(fields);
    if (!options.debounceMs) return this.enqueue(key, fields);
    return new Promise((resolve) => {
      const waiting = this.debounced.get(key);
      if (waiting) clearTimeout(waiting.timer);
      const resolvers = [...(waiting?.resolvers ?? []), resolve];
      const timer = setTimeout(() => this.flush(key), options.debounceMs);
      this.debounced.set(key, { timer, fields, resolvers });
      this.update();
    });
  }

  /** edit + save: what a card's `update` does. */
  change(values: FieldValues, options?: { debounceMs?: number }): Promise<boolean> {
    this.edit(values);
    return this.save(Object.keys(values) as EditableField[], options);
  }

  /** Sends the same edit again after a failure. */
  retry(key: string): Promise<boolean> {
    const failure = this.failures.get(key);
    if (!failure) return Promise.resolve(true);
    return this.enqueue(key, failure.fields);
  }

  retryAll(): void {
    for (const key of [...this.failures.keys()]) void this.retry(key);
  }

  /** "Reload section": the server's current value and version; the user's edit is dropped (and a failure with it). */
  async reload(key: string): Promise<void> {
    await this.resolve(key, reloadFields);
  }

  /**
   * "Keep my version": the edit, now based on the current version, is saved over the other change. False
   * when the user's other choice for this conflict is already under way (the first click decides).
   */
  async keepMine(key: string): Promise<boolean> {
    const waiting = this.conflicts.get(key);
    if (!waiting) return true;
    const conflict = await this.resolve(key, (state, fields, current) => rebaseFields(editFields(state, waiting.mine), fields, current));
    return conflict ? this.enqueue(key, conflict.fields) : false;
  }

  /**
   * Before the sheet leaves the editor (Print, Download PDF, Share): every edit on screen is sent now (typed
   * text not yet left, a scene draft, debounced toggles, failed saves again), and the answer is whether the
   * server has them all. A conflict this raises is not saved; one from before is not in the way: its
   * section already shows what is stored.
   */
  async saveEverything(): Promise<SaveEverythingResult> {
    const before = new Set(this.conflicts.values());
    this.flushAll();
    const state = this.snapshot.state;
    const edited = EDITABLE_FIELDS.filter((field) => state.fields[field].local !== undefined);
    // The locations' list and its summary travel together, as their card saves them.
    const together: EditableField[] = ["locations", "locationsList"];
    const groups = [...edited.filter((field) => !together.includes(field)).map((field) => [field]), together.filter((field) => edited.includes(field))].filter((group) => group.length);
    await Promise.all(groups.map((group) => this.enqueue(keyOf(group), group)));
    while (this.snapshot.pending.size) await this.chain;
    const after = this.snapshot;
    const raised = after.conflicts.filter((conflict) => !before.has(conflict));
    const fields = new Set<EditableField>([
      ...EDITABLE_FIELDS.filter((field) => after.state.fields[field].local !== undefined),
      ...after.failures.flatMap((failure) => failure.fields),
      ...raised.flatMap((conflict) => conflict.fields),
    ]);
    return { saved: fields.size === 0, fields: [...fields] };
  }

  /**
   * The user's choice for a conflict: its fields as `choose` makes them from the sheet as it is now. Null,
   * and nothing done, when the conflict is gone or another choice for it is already fetching.
   */
  private async resolve(key: string, choose: (state: EditorState, fields: readonly EditableField[], current: CallSheet) => EditorState): Promise<SaveConflict | null> {
    const conflict = this.conflicts.get(key);
    if (!conflict || this.resolving.has(key)) return null;
    this.resolving.add(key);
    try {
      const current = await this.deps.fetchCurrent().catch(() => conflict.current);
      this.conflicts.delete(key);
      this.update(choose(this.snapshot.state, conflict.fields, current));
      return conflict;
    } finally {
      this.resolving.delete(key);
    }
  }

  /** Leaving the page: debounced saves go out now instead of being dropped. */
  flushAll(): void {
    for (const key of [...this.debounced.keys()]) this.flush(key);
  }

  private flush(key: string): void {
    const waiting = this.debounced.get(key);
    if (!waiting) return;
    clearTimeout(waiting.timer);
    this.debounced.delete(key);
    void this.enqueue(key, waiting.fields).then((saved) => waiting.resolvers.forEach((resolve) => resolve(saved)));
  }

  private enqueue(key: string, fields: EditableField[]): Promise<boolean> {
    const already = this.queued.get(key);
    if (already) return already;
    const job = this.chain.then(() => {
      this.queued.delete(key);
      return this.send(key, fields);
    });
    this.queued.set(key, job);
    this.chain = job.catch(() => undefined);
    this.update();
    return job;
  }

  private async send(key: string, fields: EditableField[]): Promise<boolean> {
    // An edit that ends where it started (typed, then undone) is no edit: nothing to send or to conflict.
    const unchanged = fields.filter((field) => this.snapshot.state.fields[field].local === this.snapshot.state.fields[field].server);
    // Published even when nothing changed: this save just left the queue, and when it has nothing to send
    // (a check whose debounce ended after a drag had saved it) no later update would tell the page so,
    // and the header would say "Saving…" until the next edit.
    this.update(unchanged.length ? discardEdits(this.snapshot.state, unchanged) : this.snapshot.state);
    const state = this.snapshot.state;
    const edited = fields.filter((field) => state.fields[field].local !== undefined);
    if (!edited.length) return true;
    const patch = patchFor(state, edited);
    const sent: FieldValues = Object.fromEntries(edited.map((field) => [field, patch[field]]));
    this.failures.delete(key);
    this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1);
    this.update();
    try {
      const outcome = await this.deps.patch(patch);
      if (outcome.kind === "saved") {
        this.update(applySaved(this.snapshot.state, sent, outcome.sheet));
        return true;
      }
      this.conflict(key, edited, outcome.conflict);
      return false;
    } catch (error) {
      const failure = { key, fields: edited, message: serverMessageIn("en", error, CONSOLE_SERVER_FALLBACK) ?? (error instanceof Error ? error.message : String(error)) };
      this.failures.set(key, failure);
      this.deps.onFailure(failure);
      return false;
    } finally {
      const left = (this.inFlight.get(key) ?? 1) - 1;
      if (left) this.inFlight.set(key, left);
      else this.inFlight.delete(key);
      this.update();
    }
  }

  /**
   * A 409: nothing of the request was stored. The section takes what is stored now and its version (the
   * 409 carries the sheet), so it shows the truth and the next edit in it saves instead of being held
   * forever behind a label; the user's version (with anything typed while the request was out) waits in
   * the conflict for their choice.
   */
  private conflict(key: string, fields: EditableField[], body: CallSheetConflict): void {
    const state = this.snapshot.state;
    const mine: FieldValues = Object.fromEntries(fields.map((field) => [field, fieldValue(state, field)]));
    const entry = { key, fields, conflicts: body.conflicts, current: body.callSheet, mine };
    this.conflicts.set(key, entry);
    this.update(reloadFields(applyConflict(state, body.callSheet), fields, body.callSheet));
    this.deps.onConflict(entry);
  }

  private update(state: EditorState = this.snapshot.state): void {
    const pending = new Set<string>([...this.queued.keys(), ...this.inFlight.keys(), ...this.debounced.keys()]);
    // A failure is over once none of its fields holds an edit: the user undid it, or a save under another
    // key (Locations' list with its summary) or the Retry of an edit saved meanwhile carried it.
    for (const [key, failure] of this.failures) if (!failure.fields.some((field) => state.fields[field].local !== undefined)) this.failures.delete(key);
    const carried = new Set([...pending].flatMap((key) => key.split(",")));
    const unsent = EDITABLE_FIELDS.some((field) => state.fields[field].local !== undefined && !carried.has(field));
    this.snapshot = { state, pending, failures: [...this.failures.values()], conflicts: [...this.conflicts.values()], unsaved: hasUnsavedEdits(state), unsent };
    for (const listener of this.listeners) listener();
  }
}
