import type { Database } from "../db/connect.ts";
import { CallSheet } from "../models/CallSheet.ts";
import type { Actor } from "../policies/actors.ts";
import { applyPatch, applyPatches, type AfterCallSheetWrite, type CallSheetCreateInput, type CallSheetPatchInput, type PatchResult } from "./applyPatch.ts";
import { notifyCollaborators } from "./collaboratorNotices.ts";
import { type PublishInput, type Published, type PublishRefused, publishRevision } from "./publishRevision.ts";

export type PatchOutcome = PatchResult | { outcome: "notFound" };

/** The writes of call sheets an app makes (createApp holds one): each through applyPatch, in a transaction of its own. */
export type CallSheetWrites = {
  create(input: CallSheetCreateInput, actor: Actor): Promise<CallSheet>;
  patch(id: number, input: CallSheetPatchInput, actor: Actor): Promise<PatchOutcome>;
  /**
   * Publishes sheet `id` as its next revision (publishRevision) in a transaction holding its row, with a
   * notice job per collaborator when `input.origin` is given (the links' address); undefined: no such sheet.
   * Refused (PublishRefused, nothing written, nobody notified) when it is not published after the
   * revision the publisher saw (`input.afterRevision`) or nothing changed since the latest.
   */
  publish(id: number, input: PublishInput, actor: Actor, now: Date): Promise<Published | PublishRefused | undefined>;
};

export type CallSheetWritesOptions = {
  /** What features record with every write, in its transaction (applyPatch). */
  afterWrite?: readonly AfterCallSheetWrite[];
  /**
   * Edits that arrive while a write runs wait, and then share one transaction (one BEGIN, one locked read
   * of all their sheets, one COMMIT), whatever sheet each edits. Each is still checked and written on its
   * own, in arrival order, at a version of its own, exactly as if it had a transaction of its own. On
   * unless told: at concurrency 10 a transaction per edit costs the API more CPU than the edit itself
   * (knex's transaction object, BEGIN, COMMIT), and p95 follows the API's CPU. bench/callSheets;
   * docs/call-sheet-write-path.md has the table.
   */
  groupCommit?: boolean | undefined;
};

/** At most this many edits share a transaction; the rest wait for the next one. */
export const MAX_EDITS_PER_TRANSACTION = 50;

type Edit = { id: number; input: CallSheetPatchInput; actor: Actor };
type QueuedEdit = Edit & { resolve(result: PatchOutcome): void; reject(error: unknown): void };

/**
 * The call sheet writes of one app on `db`. What the process keeps (the edits waiting for the next
 * transaction) lives in the object returned, never in the module: two apps (tests, two databases) share
 * nothing.
 */
export function createCallSheetWrites(db: Database, { afterWrite = [], groupCommit = true }: CallSheetWritesOptions = {}): CallSheetWrites {
  /** The edits waiting for the next transaction, in arrival order; null while no transaction runs. */
  let waiting: QueuedEdit[] | null = null;

  /**
   * `edits` in one transaction that holds the rows of all their sheets; all or none stored if it fails.
   * The edits of each sheet go to applyPatches in arrival order: each is checked against the sheet as the
   * earlier ones left it, and they are written with one UPDATE.
   */
  function patchTogether(edits: readonly Edit[]): Promise<PatchOutcome[]> {
    return db.transaction(async (trx) => {
      const sheets = edits.length === 1 ? new Map([[edits[0]!.id, await CallSheet.load(trx, edits[0]!.id, { lock: true })]]) : await CallSheet.loadMany(trx, edits.map((edit) => edit.id), { lock: true });
      const bySheet = new Map<number, number[]>();
      edits.forEach(({ id }, index) => bySheet.set(id, [...(bySheet.get(id) ?? []), index]));
      const results: PatchOutcome[] = [];
      for (const [id, indexes] of bySheet) {
        const sheet = sheets.get(id);
        const outcomes = sheet ? await applyPatches(trx, sheet, indexes.map((index) => edits[index]!), afterWrite) : indexes.map(() => ({ outcome: "notFound" }) as const);
        indexes.forEach((index, n) => (results[index] = outcomes[n]!));
      }
      return results;
    });
  }

  /**
   * Writes `batch` in one transaction. If it fails, none of it is stored, and each edit is then tried
   * again alone, in arrival order: a failing edit (its write, a feature's row) fails only itself, and the
   * others end exactly as if each had come alone. No savepoint per edit: that would be two more statements
   * for every edit to spare a rare failure.
   */
  async function settle(batch: readonly QueuedEdit[]): Promise<void> {
    try {
      const results = await patchTogether(batch);
      batch.forEach((edit, index) => edit.resolve(results[index]!));
      return;
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
    }
    for (const edit of batch) {
      try {
        edit.resolve((await patchTogether([edit]))[0]!);
      } catch (error) {
        edit.reject(error);
      }
    }
  }

  /** Writes the waiting edits, a transaction at a time, until none is left. */
  async function drain(queue: QueuedEdit[]): Promise<void> {
    while (queue.length) await settle(queue.splice(0, MAX_EDITS_PER_TRANSACTION));
    waiting = null;
  }

  return {
    create: (input, actor) => db.transaction(async (trx) => (await applyPatch(trx, null, input, actor, afterWrite)).sheet),
    async patch(id, input, actor) {
      if (!groupCommit) return (await patchTogether([{ id, input, actor }]))[0]!;
      return await new Promise<PatchOutcome>((resolve, reject) => {
        const edit = { id, input, actor, resolve, reject };
        if (waiting) {
          waiting.push(edit);
          return;
        }
        waiting = [edit];
        void drain(waiting);
      });
    },
    publish: (id, input, actor, now) =>
      db.transaction(async (trx) => {
        const sheet = await CallSheet.load(trx, id, { lock: true });
        if (!sheet) return undefined;
        const published = await publishRevision(trx, sheet, input, actor, now);
        if ("refused" in published) return published;
        // Issue 25: every collaborator is told, by a job written in this transaction (commands/collaboratorNotices.ts).
        if (input.origin !== undefined) await notifyCollaborators(trx, id, published.revision.number, input.origin, now);
        return published;
      }),
  };
}
