import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The public site and the share portal have first-load budgets (issues #3 and #15), and zod's classic API
 * is 85 KB of script (22 KB gzip) the moment one contract they load imports it; zod/mini brings only the
 * checks that are used. This keeps every contract those two apps reach (directly, or through the call
 * sheet document package, or through another contract) on zod/mini.
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

/** The value imports of a file (type-only imports cost no bytes). */
function valueImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+"([^"]+)"/gms)].map((match) => match[1]!);
}

function contractsReachedFrom(files: string[]): Set<string> {
  const reached = new Set<string>();
  const visit = (name: string) => {
    if (reached.has(name)) return;
    reached.add(name);
    for (const specifier of valueImports(path.join(contractsDir, `${name}.ts`))) {
      if (specifier.startsWith("./")) visit(path.basename(specifier, ".ts"));
    }
  };
  for (const file of files) {
    for (const specifier of valueImports(file)) {
      const contract = /^@repo\/contracts\/(.+)$/.exec(specifier)?.[1];
      if (contract) visit(contract);
    }
  }
  return reached;
}

describe("which zod the contracts of the light apps use", () => {
  const reached = contractsReachedFrom(LIGHT_APPS.flatMap((dir) => sourceFiles(path.join(root, dir))));

  it("should find the contracts the share portal and the public site load", () => {
    expect([...reached]).toEqual(expect.arrayContaining(["sharing", "callSheetEditor", "callSheetSections", "callSheets", "registration"]));
  });

  it("should have none of them import zod's classic API", () => {
    const classic = [...reached].filter((name) => valueImports(path.join(contractsDir, `${name}.ts`)).some((specifier) => specifier === "zod" || specifier === "zod/v4"));
    expect(classic).toEqual([]);
  });
});
