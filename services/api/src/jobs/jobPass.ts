/**
 * What the jobs of one runner pass share while they run: results that several jobs of the pass would work
 * out alike, computed once (the changes between two revisions that every collaborator's notice of a publish
 * shows: kinds/collaboratorMail.ts). The runner makes one per pass (JobRunner.ts: a runDue() call, or in the
 * polling loop the claims until one finds nothing due, a minute at most), never module-level state, so
 * nothing outlives its pass or is shared between processes, and a pass holds only what its jobs asked for.
 * Only for what cannot change under a pass (a published revision's snapshot never does).
 */
export class JobPass {
  private readonly results = new Map<string, Promise<unknown>>();

  constructor(readonly startedAt: number) {}

  /**
   * The value of `compute` for `key`, run by the first job of the pass that asks (jobs running at once get
   * the same promise). A failure is not kept: the next job that asks computes it again.
   */
  once<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const known = this.results.get(key) as Promise<T> | undefined;
    if (known) return known;
    const result = compute();
    this.results.set(key, result);
    result.catch(() => {
      if (this.results.get(key) === result) this.results.delete(key);
    });
    return result;
  }

  /** How many results the pass holds (for tests). */
  get size(): number {
    return this.results.size;
  }
}
