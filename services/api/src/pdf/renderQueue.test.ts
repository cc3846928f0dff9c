import { describe, expect, it } from "vitest";
import { PdfUnavailableError } from "./PdfUnavailableError.ts";
import { RenderQueue } from "./renderQueue.ts";

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

/** Work that finishes when the test says so, recording how many ran at once. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("RenderQueue", () => {
  it("should run at most `concurrency` jobs at once and start the waiting ones in order", async () => {
    const queue = new RenderQueue({ concurrency: 2, maxWaiting: 10, waitTimeoutMs: 5_000, retryAfterSeconds: 5 });
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const gates = Array.from({ length: 5 }, gate);
    const jobs = gates.map((g, index) =>
      queue.run(async () => {
        started.push(index);
        peak = Math.max(peak, ++running);
        await g.opened;
        running--;
        return index;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    for (const g of gates) g.open();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
  });

  it("should say it has room exactly while run() would take one more (to run or to wait)", async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 1, waitTimeoutMs: 5_000, retryAfterSeconds: 5 });
    const g = gate();
    const room: boolean[] = [queue.hasRoom()];
    const running = queue.run(() => g.opened);
    room.push(queue.hasRoom());
    const waiting = queue.run(() => g.opened);
    room.push(queue.hasRoom());
    await expect(queue.run(async () => undefined)).rejects.toBeInstanceOf(PdfUnavailableError);
    g.open();
    await Promise.all([running, waiting]);
    room.push(queue.hasRoom());
    expect(room).toEqual([true, true, false, true]);
  });

  it("should refuse at once, with Retry-After, a job beyond the waiting bound", async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 1, waitTimeoutMs: 5_000, retryAfterSeconds: 7 });
    const g = gate();
    const first = queue.run(() => g.opened);
    const second = queue.run(async () => "second");
    const third = queue.run(async () => "third");
    await expect(third).rejects.toMatchObject({ name: "PdfUnavailableError", retryAfterSeconds: 7 });
    g.open();
    await first;
    expect(await second).toBe("second");
  });

  it("should refuse a job that waited longer than the timeout, and still run the next ones", async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 5, waitTimeoutMs: 50, retryAfterSeconds: 5 });
    const g = gate();
    const first = queue.run(() => g.opened);
    await expect(queue.run(async () => "late")).rejects.toBeInstanceOf(PdfUnavailableError);
    g.open();
    await first;
    expect(await queue.run(async () => "next")).toBe("next");
  });

  it("should free the slot when a job fails", async () => {
    const queue = new RenderQueue({ concurrency: 1, maxWaiting: 5, waitTimeoutMs: 1_000, retryAfterSeconds: 5 });
    await expect(queue.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await queue.run(async () => "after")).toBe("after");
  });
});
