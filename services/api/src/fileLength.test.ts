import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Issue 22 §6: no contracts or API file over 250 lines; a kind that would pass it is a folder of parts
 * (docs/architecture.md). Tests are not counted: a route's table of cases may be long.
 */
const MAX_LINES = 250;
const here = path.dirname(fileURLToPath(import.meta.url));
const roots = { api: here, contracts: path.resolve(here, "../../../packages/contracts/src") };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("file length", () => {
  it.each(Object.entries(roots))("should keep every %s source file at most 250 lines", (_name, root) => {
    const files = sourceFiles(root);
    expect(files.length).toBeGreaterThan(20);
    const long = files.map((file) => ({ file: path.relative(root, file), lines: fs.readFileSync(file, "utf8").split("\n").length - 1 })).filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
