// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every lazy page of every host app goes through `lazyPage()` and names the `shell/*` modules its code
 * imports that the app's entry does not (those the entry imports have arrived before the app renders:
 * the federation build preloads the remotes of the entry's static imports). A page that skips one of
 * them renders `undefined` on a direct load (React #130). This reads the apps' source the way the
 * bundler sees it: static imports followed through relative paths, `import type` left out, dynamic
 * imports left out (the federation plugin makes a dynamic `import("shell/X")` wait for X itself).
 */
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const HOSTS = ["admin-console", "public-site", "share-portal"] as const;

const sourceOf = (file: string) => ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** The module specifiers a file loads when it runs (not its type-only imports, not its dynamic ones). */
function runtimeImports(file: string): string[] {
  const specifiers: string[] = [];
  for (const statement of sourceOf(file).statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly && ts.isStringLiteral(statement.moduleSpecifier)) {
      specifiers.push(statement.moduleSpecifier.text);
    }
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** The `shell/*` modules a file's static import graph (inside the app) reaches. */
function shellModulesBelow(entry: string): Set<string> {
  const shell = new Set<string>();
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith("shell/")) shell.add(specifier);
      else if (specifier.startsWith(".")) {
        const resolved = resolveRelative(file, specifier);
        if (resolved) pending.push(resolved);
      }
    }
  }
  return shell;
}

function dynamicImportsIn(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = child.arguments;
      if (argument && ts.isStringLiteral(argument)) found.push(argument.text);
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

type LazyPageCall = { file: string; line: number; target: string; declared: string[] };

/** Every `lazyPage(() => import("..."), { shell: () => [import("shell/...")] })` in a folder's non-test source. */
function lazyPageCalls(folder: string): LazyPageCall[] {
  const calls: LazyPageCall[] = [];
  const files = fs.readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
  for (const name of files) {
    const file = path.join(folder, name);
    const source = sourceOf(file);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "lazyPage") {
        const [load, options] = node.arguments;
        const [target] = load ? dynamicImportsIn(load) : [];
        const shellProperty =
          options && ts.isObjectLiteralExpression(options)
            ? options.properties.find((property) => property.name && ts.isIdentifier(property.name) && property.name.text === "shell")
            : undefined;
        calls.push({
          file: path.relative(repoRoot, file),
          line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
          target: target ?? "(no import)",
          declared: shellProperty ? dynamicImportsIn(shellProperty).sort() : [],
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return calls;
}

describe("lazyPage: the shell modules each lazy page waits for", () => {
  for (const host of HOSTS) {
    const src = path.join(repoRoot, "apps", host, "src");
    const entryShell = shellModulesBelow(path.join(src, "main.tsx"));
    const calls = lazyPageCalls(src);

    it(`${host}: has lazy pages, each loading one module`, () => {
      expect(calls.length).toBeGreaterThan(0);
      for (const call of calls) expect(call.target, `${call.file}:${call.line}`).not.toBe("(no import)");
    });

    for (const call of calls) {
      it(`${call.file}:${call.line} (${call.target}) waits for exactly the shell modules its code brings`, () => {
        // A shell module itself: the federation plugin makes its dynamic import wait for it.
        const needed = call.target.startsWith("shell/")
          ? []
          : [...shellModulesBelow(resolveRelative(path.join(repoRoot, call.file), call.target) ?? "")].filter((name) => !entryShell.has(name)).sort();
        expect(call.declared).toEqual(needed);
      });
    }
  }

  it("lazyPage itself is host-side code: it imports react only, never a kit module (that would be a second copy in the host)", () => {
    expect(runtimeImports(path.join(repoRoot, "packages/ui/src/lazyPage.ts"))).toEqual(["react"]);
  });

  it("reads a page's graph: a shell import two files below a page counts, a type-only one does not", () => {
    const editor = path.join(repoRoot, "apps/admin-console/src/features/call-sheet/CallSheetPage.tsx");
    const below = shellModulesBelow(editor);
    // CallSheetEditor -> ... -> shell/Checkbox (a section's checkbox list); the page itself does not import it.
    expect(runtimeImports(editor)).not.toContain("shell/Checkbox");
    expect(below.has("shell/Checkbox")).toBe(true);
  });
});

describe("lint: no lazy loading around lazyPage, no cast of an answer", () => {
  const eslint = new ESLint({ cwd: repoRoot });
  const lint = async (code: string, file = "apps/admin-console/src/app/somePage.tsx") => {
    const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
    return (result?.messages ?? []).filter((message) => message.ruleId === "no-restricted-syntax").map((message) => message.message);
  };

  it("refuses React's lazy imported by name, in any app", async () => {
    const code = 'import { lazy } from "react";\nexport const Page = lazy(() => import("./Page.tsx"));\n';
    expect(await lint(code)).toEqual([expect.stringContaining("lazyPage")]);
    expect(await lint(code, "apps/share-portal/src/features/x/components/Thing.tsx")).toEqual([expect.stringContaining("lazyPage")]);
  });

  it("refuses React.lazy through the namespace", async () => {
    expect(await lint('import * as React from "react";\nexport const Page = React.lazy(() => import("./Page.tsx"));\n')).toEqual([expect.stringContaining("lazyPage")]);
  });

  it("refuses a cast of the server's answer, in the apps and in the kit, and accepts a parse", async () => {
    const cast = 'import type { Model } from "./model.ts";\nexport const read = async (response: Response) => (await response.json()) as Model;\n';
    expect(await lint(cast)).toEqual([expect.stringContaining("contract")]);
    expect(await lint(cast, "packages/ui/src/something.ts")).toEqual([expect.stringContaining("contract")]);
    expect(await lint('import { apiJson } from "shell/apiClient";\nexport const read = async () => (await apiJson("GET", "/api/x")) as { id: number };\n')).toEqual([
      expect.stringContaining("contract"),
    ]);
    expect(await lint('import { modelSchema } from "./model.ts";\nexport const read = async (response: Response) => modelSchema.parse(await response.json());\n')).toEqual([]);
  });

  it("accepts a page loaded with lazyPage", async () => {
    expect(await lint('import { lazyPage } from "@repo/ui/lazyPage";\nexport const Page = lazyPage(() => import("./Page.tsx").then((m) => m.Page));\n')).toEqual([]);
  });
});
