import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TREE_SHAKEN_EXPORTS } from "./federation.shared.ts";

const root = path.dirname(fileURLToPath(import.meta.url));
const SOURCE_DIRS = ["apps/shell/src", "apps/public-site/src", "apps/admin-console/src", "apps/share-portal/src", "packages/ui/src"];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // Tests and the test helpers are not in any build.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== "testing.tsx" ? [full] : [];
  });
}

/** The runtime (non-type) names the built code imports from `library`. */
function importedNames(library: string): Set<string> {
  const names = new Set<string>();
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+"${library.replace(/[/]/g, "\\/")}"`, "g");
  for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    for (const [, typeOnly, specifiers] of fs.readFileSync(file, "utf8").matchAll(pattern)) {
      if (typeOnly) continue;
      for (const specifier of specifiers!.split(",").map((part) => part.trim())) {
        if (specifier && !specifier.startsWith("type ")) names.add(specifier.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return names;
}

describe("federation shared map", () => {
  for (const [library, exports] of Object.entries(TREE_SHAKEN_EXPORTS)) {
    it(`tree-shakes ${library} to exactly the exports the apps and the kit import`, () => {
      const used = [...importedNames(library)].sort();
      expect(used.length).toBeGreaterThan(0);
      expect([...exports!].sort()).toEqual(used);
    });
  }
});
