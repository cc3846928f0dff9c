import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// No Docker engine runs here (docs/deploying.md), so the images' manifest step is checked by reading the
// Dockerfiles: what `npm ci` gets must be every workspace the lockfile knows, stated once.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), "utf8");
const rootManifest = JSON.parse(read("package.json")) as { workspaces: string[] };
/** The workspace folders package-lock.json records: npm ci refuses to install when one's package.json is missing. */
const lockedWorkspaces = Object.keys((JSON.parse(read("package-lock.json")) as { packages: Record<string, unknown> }).packages).filter((key) => key !== "" && !key.includes("node_modules"));

/** The instructions, continuation lines joined, comments left out. */
function instructions(dockerfile: string): string[] {
  return dockerfile
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

/** The files a source list names in the build context; `*` stands for one path segment, as in COPY. */
function expand(source: string): string[] {
  const walk = (dir: string, rest: string[]): string[] => {
    const [segment, ...more] = rest;
    if (segment === undefined) return fs.existsSync(path.join(repoRoot, dir)) ? [dir] : [];
    const names = segment === "*" ? fs.readdirSync(path.join(repoRoot, dir || ".")) : [segment];
    return names.flatMap((name) => walk(dir ? `${dir}/${name}` : name, more));
  };
  return walk("", source.split("/"));
}

describe.each(["services/api/Dockerfile", "apps/Dockerfile"])("%s: the workspaces' package.json files for npm ci", (file) => {
  const text = read(file);
  const steps = instructions(text);
  const manifestSteps = steps.filter((step) => /^COPY\b.*package\.json/.test(step));
  const installAt = steps.findIndex((step) => /^RUN npm ci\b/.test(step));

  it("should copy them in one COPY --parents whose globs are the root package.json's workspaces, before npm ci", () => {
    expect(manifestSteps).toHaveLength(1);
    const [flag, ...sources] = manifestSteps[0]!.split(/\s+/).slice(1, -1);
    expect(flag).toBe("--parents");
    expect(sources).toEqual(["package.json", "package-lock.json", ...rootManifest.workspaces.map((pattern) => `${pattern}/package.json`)]);
    expect(steps.indexOf(manifestSteps[0]!)).toBeLessThan(installAt);
    // Nothing else reaches the image before the install: a source change keeps the installed layer.
    expect(steps.slice(0, installAt).filter((step) => /^(COPY|ADD)\b/.test(step))).toEqual(manifestSteps);
  });

  it("should give npm ci the package.json of every workspace the lockfile records, and the lockfile", () => {
    const sources = manifestSteps[0]!.split(/\s+/).slice(2, -1);
    expect(sources.flatMap(expand).sort()).toEqual(["package-lock.json", "package.json", ...lockedWorkspaces.map((workspace) => `${workspace}/package.json`)].sort());
  });

  it("should ask for a Dockerfile syntax that has COPY --parents (1.20 or later), on its first line", () => {
    // A parser directive counts only before any comment or instruction.
    const syntax = /^# syntax=docker\/dockerfile:1\.(\d+)\n/.exec(text);
    expect(syntax).not.toBeNull();
    expect(Number(syntax![1])).toBeGreaterThanOrEqual(20);
  });
});
