import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { exposes, portalExposes, UI_ONLY_EXPOSES } from "./apps/shell/exposes.ts";
import { TREE_SHAKEN_EXPORTS, UI_ONLY_SINGLETONS } from "./federation.shared.ts";

const root = path.dirname(fileURLToPath(import.meta.url));
const SOURCE_DIRS = ["apps/shell/src", "apps/public-site/src", "apps/admin-console/src", "apps/share-portal/src", "packages/ui/src"];

/**
 * The portal server's render bundle (apps/share-portal/vite.config.ts, docs/on-set.md) runs in Node with no
 * federation (`shell/*` is the kit's source there): what it imports is not asked of the shell's remote.
 */
const SERVER_ONLY = new Set([path.join(root, "apps/share-portal/src/app/serverRender.tsx")]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    if (SERVER_ONLY.has(full)) return [];
    // Tests and the test helpers (testing.tsx, *.testing.tsx) are not in any build.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !/(^|\.)testing\.tsx?$/.test(entry.name) ? [full] : [];
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

/** Every package a source file reaches through its relative imports (type-only imports left out). */
function packagesReachedFrom(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = fs.readFileSync(file, "utf8");
  for (const [, typeOnly, specifier] of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?"([^"]+)"/gm)) {
    if (typeOnly) continue;
    if (specifier!.startsWith(".")) {
      for (const reached of packagesReachedFrom(path.resolve(path.dirname(file), specifier!), seen)) packages.add(reached);
    } else {
      packages.add(specifier!.startsWith("@") ? specifier!.split("/").slice(0, 2).join("/") : specifier!.split("/")[0]!);
    }
  }
  return packages;
}

describe("the shell's UI-only entry (/shell/uiEntry.js)", () => {
  const federatedElsewhere = ["react-router-dom", "@tanstack/react-query"].filter((name) => !(UI_ONLY_SINGLETONS as readonly string[]).includes(name));
  for (const name of UI_ONLY_EXPOSES) {
    it(`${name} reaches neither the router nor react-query (they would be bundled into it, a second copy)`, () => {
      const reached = packagesReachedFrom(exposes[name]);
      expect(federatedElsewhere.filter((library) => reached.has(library))).toEqual([]);
    });
  }

  it("should notice a module that does import the router (the check itself works)", () => {
    expect(packagesReachedFrom(exposes["./RoutedApp"]).has("react-router-dom")).toBe(true);
    expect(packagesReachedFrom(exposes["./AppProviders"]).has("@tanstack/react-query")).toBe(true);
  });
});

describe("the shell's portal entry (/shell/portalEntry.js)", () => {
  it("exposes every shell module the share portal imports (anything else would fail to load at run time)", () => {
    const imported = new Set<string>();
    for (const file of sourceFiles(path.join(root, "apps/share-portal/src"))) {
      for (const [, name] of fs.readFileSync(file, "utf8").matchAll(/(?:from\s+|import\()"shell\/([^"]+)"/g)) imported.add(`./${name}`);
    }
    expect(imported.size).toBeGreaterThan(0);
    expect([...imported].filter((name) => !(name in portalExposes))).toEqual([]);
  });
});
