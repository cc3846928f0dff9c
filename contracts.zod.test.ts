import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The public site and the share portal have first-load budgets (issues #3 and #15), and zod's classic API
 * is 85 KB of script (22 KB gzip) the moment one contract they load imports it; zod/mini brings only the
 * checks that are used. This keeps every contract those two apps reach (directly, or through the call
 * sheet document package, the shell's kit or another contract) on zod/mini.
 */
const root = fileURLToPath(new URL(".", import.meta.url));
const contractsDir = path.join(root, "packages/contracts/src");
const LIGHT_APPS = ["apps/public-site/src", "apps/share-portal/src", "packages/call-sheet/src"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The value imports and re-exports of a file (type-only ones cost no bytes; lazy `import()`s are not first load). */
function valueImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+"([^"]+)"/gms)].map((match) => match[1]!);
}

/** The source file a specifier names, for the ones that stay in this repository's light apps' reach. */
function resolveSource(from: string, specifier: string): string | undefined {
  const contract = /^@repo\/contracts\/(.+)$/.exec(specifier)?.[1];
  // `shell/<name>` is packages/ui/src/<name> (the apps' type paths and vitest alias say the same).
  const kit = /^shell\/(.+)$/.exec(specifier)?.[1];
  const base = contract ? path.join(contractsDir, contract) : kit ? path.join(root, "packages/ui/src", kit) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
}

/** The contracts the files reach: directly, through the shell's kit, through other contracts or modules. */
function contractsReachedFrom(files: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      const next = resolveSource(file, specifier);
      if (next) visit(next);
    }
  };
  files.forEach(visit);
  return new Set([...seen].filter((file) => file.startsWith(contractsDir + path.sep)).map((file) => path.relative(contractsDir, file).replace(/\.ts$/, "").split(path.sep).join("/")));
}

describe("which zod the contracts of the light apps use", () => {
  const reached = contractsReachedFrom(LIGHT_APPS.flatMap((dir) => sourceFiles(path.join(root, dir))));

  it("should find the contracts the share portal and the public site load", () => {
    // By resource folder: "common" comes through the shell's kit (toast) and through other contracts.
    expect([...new Set([...reached].map((name) => name.split("/")[0]))]).toEqual(expect.arrayContaining(["sharing", "callSheets", "registration", "common"]));
  });

  it("should have none of them import zod's classic API", () => {
    const classic = [...reached].filter((name) => valueImports(path.join(contractsDir, `${name}.ts`)).some((specifier) => specifier === "zod" || specifier === "zod/v4"));
    expect(classic).toEqual([]);
  });
});
