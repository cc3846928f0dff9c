import type { Database } from "../db/connect.ts";
import { CallSheet } from "../models/CallSheet.ts";
import type { Actor } from "../policies/actors.ts";
import { applyPatch, type AfterCallSheetWrite, type CallSheetCreateInput, type CallSheetPatchInput, type PatchResult } from "./applyPatch.ts";

export type PatchOutcome = PatchResult | { outcome: "notFound" };

/** The writes of call sheets an app makes (createApp holds one): each through applyPatch, in a transaction of its own. */
export type CallSheetWrites = {
  create(input: CallSheetCreateInput, actor: Actor): Promise<CallSheet>;
  patch(id: number, input: CallSheetPatchInput, actor: Actor): Promise<PatchOutcome>;
};

export type CallSheetWritesOptions = {
  /** What features record with every write, in its transaction (applyPatch). */
  afterWrite?: readonly AfterCallSheetWrite[];
  /**
   * Edits of one sheet that arrive while a write of it runs wait and then share one transaction (one
   * read, one lock, one commit), each still checked and written on its own, in arrival order, exactly as
   * if it had a transaction of its own. On unless told: ten editors of one sheet otherwise take a
   * transaction each (on MariaDB they queue on the row lock: API CPU per PATCH 3.3 -> 2.1 ms, p95 51 ->
   * 39 ms; SQLite 1.8 -> 1.5 ms), bench/callSheets; docs/call-sheet-write-path.md has the table.
   */
  groupCommit?: boolean | undefined;
};

/** At most this many edits of one sheet share a transaction; the rest wait for the next one. */
export const MAX_EDITS_PER_TRANSACTION = 50;

type QueuedEdit = { input: CallSheetPatchInput; actor: Actor; resolve(result: PatchOutcome): void; reject(error: unknown): void };

/**
 * The call sheet writes of one app on `db`. What the process keeps (the edits waiting per sheet) lives in
 * the object returned, never in the module: two apps (tests, two databases) share nothing.
 */
export function createCallSheetWrites(db: Database, { afterWrite = [], groupCommit = true }: CallSheetWritesOptions = {}): CallSheetWrites {
  /** Per sheet: the edits waiting for its next transaction. A sheet is in the map while a transaction of it runs. */
  const waiting = new Map<number, QueuedEdit[]>();

  /** The edits of sheet `id`, one after the other in one transaction that holds the row; all or none stored if it fails. */
  function patchTogether(id: number, edits: Array<Pick<QueuedEdit, "input" | "actor">>): Promise<PatchOutcome[]> {
    return db.transaction(async (trx) => {
      const sheet = await CallSheet.load(trx, id, { lock: true });
      if (!sheet) return edits.map(() => ({ outcome: "notFound" }) as const);
      const results: PatchOutcome[] = [];
      for (const { input, actor } of edits) results.push(await applyPatch(trx, sheet, input, actor, afterWrite));
      return results;
    });
  }

  /** Writes the sheet's waiting edits in transactions until none is left, then forgets the sheet. */
  async function drain(id: number, queue: QueuedEdit[]): Promise<void> {
    while (queue.length) {
      const batch = queue.splice(0, MAX_EDITS_PER_TRANSACTION);
      try {
        const results = await patchTogether(id, batch);
        batch.forEach((edit, index) => edit.resolve(results[index]!));
      } catch (error) {
        for (const edit of batch) edit.reject(error);
      }
    }
    waiting.delete(id);
  }

  return {
    create: (input, actor) => db.transaction(async (trx) => (await applyPatch(trx, null, input, actor, afterWrite)).sheet),
    async patch(id, input, actor) {
      if (!groupCommit) return (await patchTogether(id, [{ input, actor }]))[0]!;
      return await new Promise<PatchOutcome>((resolve, reject) => {
        const queue = waiting.get(id);
        if (queue) {
          queue.push({ input, actor, resolve, reject });
          return;
        }
        const started = [{ input, actor, resolve, reject }];
        waiting.set(id, started);
        void drain(id, started);
      });
    },
  };
}
