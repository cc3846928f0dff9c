import { constants as fsConstants } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/** The nice value Chromium runs at: the API (0) wins the CPU whenever both want it (docs/pdf.md). */
export const CHROMIUM_NICE = 10;

const NICE = "/usr/bin/nice";
const SETPRIV = "/usr/bin/setpriv";

/**
 * A launcher that starts the browser at nice CHROMIUM_NICE, so every process and thread it forks inherits
 * the lower priority. Chromium raises the priority of its display-critical threads when it may (as root it
 * put its browser, GPU and renderer threads at nice -8, above the API), so as root the launcher also drops
 * CAP_SYS_NICE from the capability bounding set (util-linux's setpriv): Chromium can then only lower its
 * priority, as it can when the API runs unprivileged (its container). The launcher is a two-line shell
 * script in a private temporary folder, because Playwright spawns `executablePath` with its own arguments
 * first. Returns undefined where `nice` is missing (not Linux/Debian): Chromium then runs as before.
 */
export async function lowPriorityLauncher(executablePath: string): Promise<{ path: string; remove(): Promise<void> } | undefined> {
  if (process.platform !== "linux" || !(await executable(NICE))) return undefined;
  const isRoot = process.getuid?.() === 0;
  const dropNice = isRoot && (await executable(SETPRIV)) ? `${SETPRIV} --bounding-set -sys_nice ` : "";
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "pdf-renderer-"));
  const launcher = path.join(folder, "chromium");
  // `nice -n` adds to the nice value of the thread that starts the browser: the print thread (printWorker.ts)
  // is at CHROMIUM_NICE already, the API's thread (when it prints itself) at 0.
  const increment = Math.max(0, CHROMIUM_NICE - os.getPriority());
  await fs.writeFile(launcher, `#!/bin/sh\nexec ${dropNice}${NICE} -n ${increment} ${shellQuote(executablePath)} "$@"\n`, { mode: 0o700 });
  return { path: launcher, remove: () => fs.rm(folder, { recursive: true, force: true }) };
}

async function executable(file: string): Promise<boolean> {
  return fs.access(file, fsConstants.X_OK).then(
    () => true,
    () => false,
  );
}

function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}
