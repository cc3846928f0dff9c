import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The two images install with `npm ci` from the workspaces' package.json files, each copied on a line of its
 * own before the install (plain COPY: any builder, no Dockerfile frontend to download). A workspace missing
 * there fails `npm ci` only when the image is built; this test says so at once.
 */
const repoRoot = path.resolve(import.meta.dirname, "../../..");
const lock = JSON.parse(fs.readFileSync(path.join(repoRoot, "package-lock.json"), "utf8")) as { packages: Record<string, { link?: boolean }> };
/** The workspaces the lockfile knows (the links under node_modules name them). */
const workspaces = Object.entries(lock.packages)
  .filter(([name, entry]) => name.startsWith("node_modules/") && entry.link)
  .map(([name]) => (lock.packages[name] as { resolved?: string }).resolved!)
  .sort();

describe.each(["services/api/Dockerfile", "apps/Dockerfile"])("%s", (file) => {
  const lines = fs.readFileSync(path.join(repoRoot, file), "utf8").split("\n");
  const install = lines.findIndex((line) => /^RUN npm ci\b/.test(line));
  const copied = lines
    .slice(0, install)
    .map((line) => /^COPY (\S+)\/package\.json \1\/$/.exec(line)?.[1])
    .filter((dir): dir is string => dir !== undefined)
    .sort();

  it("should copy every workspace's package.json, and the root's with the lockfile, before npm ci", () => {
    expect(workspaces.length).toBeGreaterThan(5);
    expect(install).toBeGreaterThan(0);
    expect(copied).toEqual(workspaces);
    expect(lines.slice(0, install)).toContain("COPY package.json package-lock.json ./");
  });
});
