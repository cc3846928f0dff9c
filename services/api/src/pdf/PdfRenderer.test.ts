import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { CHROMIUM_NICE } from "./lowPriority.ts";
import { PdfRenderer } from "./PdfRenderer.ts";
import { PDF_MESSAGES, PdfUnavailableError } from "./PdfUnavailableError.ts";
import { PAGE_URL, type PageFile } from "./pageRequests.ts";
import { htmlReaching, isSheetSize, pdfPageSizes, startRequestCounter } from "./testing.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const noPhotos = async () => undefined;
/**
 * The nice value of every thread of every process under this one (Linux /proc): Chromium's browser, GPU,
 * utility and renderer processes, each thread on its own (Linux priorities are per thread).
 */
function descendantThreadNices(): { pid: number; nice: number; command: string }[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      parents.set(Number(entry), Number(fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ")[1]));
    } catch {
      /* exited meanwhile */
    }
  }
  const under = (pid: number) => {
    for (let current = parents.get(pid) ?? 0; current > 1; current = parents.get(current) ?? 0) if (current === process.pid) return true;
    return false;
  };
  return [...parents.keys()].filter(under).flatMap((pid) => {
    try {
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0]!;
      return fs.readdirSync(`/proc/${pid}/task`).map((thread) => ({ pid, command, nice: Number(fs.readFileSync(`/proc/${pid}/task/${thread}/stat`, "utf8").split(") ")[1]!.split(" ")[16]) }));
    } catch {
      return [];
    }
  });
}

const paragraphs = (count: number) => `<!doctype html><body>${"<p>Scene line</p>".repeat(count)}</body>`;

describe("PdfRenderer", () => {
  const renderer = new PdfRenderer({ chromiumPath: CHROMIUM, concurrency: 2 });
  afterAll(() => renderer.close());

  it("should print every page at 228 x 320 mm, one page for a short document and several for a long one", async () => {
    const short = await pdfPageSizes(await renderer.render({ html: paragraphs(3), loadPhoto: noPhotos }));
    const long = await pdfPageSizes(await renderer.render({ html: paragraphs(400), loadPhoto: noPhotos }));
    expect(short).toHaveLength(1);
    expect(long.length).toBeGreaterThan(1);
    expect([...short, ...long].filter((size) => !isSheetSize(size))).toEqual([]);
  });

  it("should never let the page reach another origin, whatever the HTML asks for", async () => {
    const target = await startRequestCounter();
    try {
      const pdf = await renderer.render({ html: htmlReaching(target.url), loadPhoto: noPhotos });
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      // A late request (an iframe or a refresh) would arrive after the render; give it the time to.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(target.count()).toBe(0);
    } finally {
      await target.close();
    }
  });

  it("should serve the stored photos the document names, and only those paths, from the loader", async () => {
    const asked: string[] = [];
    const hash = "a".repeat(64);
    // A 1x1 GIF: any image type will do, the loader decides the bytes and their type.
    const gif: PageFile = { contentType: "image/gif", body: Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64") };
    const html = `<!doctype html><head><base href="${PAGE_URL}"></head><body><img src="/api/photos/${hash}.jpg"><img src="/api/photos/../../etc/passwd"><img src="/api/models"></body>`;
    await renderer.render({ html, loadPhoto: async (wanted) => (asked.push(wanted), gif) });
    expect(asked).toEqual([hash]);
  });

  it.runIf(process.platform === "linux")("should run every Chromium process and thread, and its own print thread, below the API's priority, while it prints", async () => {
    await renderer.render({ html: paragraphs(1), loadPhoto: noPhotos }); // launched
    const printing = renderer.render({ html: paragraphs(400), loadPhoto: noPhotos });
    await new Promise((resolve) => setTimeout(resolve, 100)); // printing
    const threads = descendantThreadNices().filter((thread) => /chrom/i.test(thread.command));
    // The print thread (HTML, Playwright) is one of this process's threads; this one, the API's, is not lowered.
    const own = fs.readdirSync("/proc/self/task").map((thread) => Number(fs.readFileSync(`/proc/self/task/${thread}/stat`, "utf8").split(") ")[1]!.split(" ")[16]));
    await printing;
    expect(threads.length).toBeGreaterThan(0);
    expect(threads.filter((thread) => thread.nice < CHROMIUM_NICE)).toEqual([]);
    expect(own.filter((nice) => nice >= CHROMIUM_NICE).length).toBeGreaterThan(0);
    expect(Number(fs.readFileSync("/proc/thread-self/stat", "utf8").split(") ")[1]!.split(" ")[16])).toBeLessThan(CHROMIUM_NICE);
  });

  it("should launch Chromium again when it went away between renders", async () => {
    await renderer.simulateFailure("close-browser");
    const pages = await pdfPageSizes(await renderer.render({ html: paragraphs(1), loadPhoto: noPhotos }));
    expect(pages).toHaveLength(1);
  });

  it("should refuse with a message naming CHROMIUM_PATH and the package to install when Chromium is missing", async () => {
    const missing = new PdfRenderer({ chromiumPath: "/nonexistent/chromium", concurrency: 1 });
    const failure = missing.render({ html: paragraphs(1), loadPhoto: noPhotos });
    await expect(failure).rejects.toBeInstanceOf(PdfUnavailableError);
    await expect(failure).rejects.toThrow(PDF_MESSAGES.noChromium("/nonexistent/chromium"));
    expect(PDF_MESSAGES.noChromium("/x")).toMatch(/CHROMIUM_PATH.*|apt-get install chromium/);
    await missing.close();
  });
});
