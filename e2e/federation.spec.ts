import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { buildApp } from "../scripts/lib/build.mjs";
import { repoRoot } from "../scripts/lib/stack.mjs";
import { expect, test } from "./support/fixtures.ts";

/** A styled component defined in each HOST app, coloured by theme.colors.primary from the shell's ThemeProvider. */
const hostThemed = [
  // The public site uses the kit's UI-only entry and shares no router (federation.shared.ts, shell: "ui").
  { path: "/terms", app: "public-site", selector: "main h1", property: "color", entry: "/shell/uiEntry.js", routerCopies: 0, maxShellFiles: undefined },
  { path: "/admin/login", app: "admin-console", selector: "header", property: "background-color", entry: "/shell/remoteEntry.js", routerCopies: 1, maxShellFiles: undefined },
  // The portal takes its kit as one module from an entry of its own (packages/ui/src/portalKit.ts): 9 files
  // from /shell/ where module by module took 29 (a phone on HTTP/1.1 fetches six at a time).
  { path: "/shared-call-sheet/1", app: "share-portal", selector: "header", property: "background-color", entry: "/shell/portalEntry.js", routerCopies: 1, maxShellFiles: 12 },
] as const;

const DEFAULT_PRIMARY = "rgb(31, 41, 55)"; // #1f2937, packages/ui/src/theme.ts

function styleOf(page: Page, selector: string, property: string) {
  return page.locator(selector).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

/** The shell's bundled fallbacks of the singletons; loading one would mean a second copy on the page. */
const SHELL_SINGLETON_COPY = /^\/shell\/assets\/[^/]*__prebuild__/;
/** Any build of the router, whole or tree-shaken (federation.shared.ts), from the host or the shell. */
const ROUTER_COPY = /(prebuild|tree_shaking)__[^/]*react_mf_2_router/;

test.describe("one UI kit, one copy of the shared libraries", () => {
  for (const { path: urlPath, app, selector, property, entry, routerCopies, maxShellFiles } of hostThemed) {
    test(`${app}: the shell's theme reaches the host's own styled component, and the shell brings no second React`, async ({ page, pageErrors }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(urlPath);
      await expect(page.locator(selector).first()).toBeVisible();
      expect(await styleOf(page, selector, property)).toBe(DEFAULT_PRIMARY);

      expect(scripts).toContain(entry);
      expect(scripts.filter((script) => script.startsWith("/shell/assets/")).length).toBeGreaterThan(0);
      if (maxShellFiles) expect(scripts.filter((script) => script.startsWith("/shell/")).length).toBeLessThanOrEqual(maxShellFiles);
      // One entry of the shell per page: a module from two entries would be two copies (the toasts keep state).
      expect(scripts.filter((script) => /^\/shell\/[^/]+Entry\.js$/.test(script))).toEqual([entry]);
      expect(scripts.filter((script) => SHELL_SINGLETON_COPY.test(script))).toEqual([]);
      // The tree-shaken router covers every consumer's imports, so no full copy follows it.
      expect(scripts.filter((script) => ROUTER_COPY.test(script))).toHaveLength(routerCopies);
      if (routerCopies === 0) expect(scripts.filter((script) => /react_mf_2_query/.test(script))).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }

  test("a shell rebuilt with a new brand colour restyles all three apps without rebuilding them", async ({ page, pageErrors }) => {
    test.setTimeout(120_000);
    const served = process.env.E2E_SERVED_SHELL!;
    const work = process.env.E2E_WORK_DIR!;
    const backup = path.join(work, "shell-backup");
    const rebuilt = path.join(work, "shell-rebuilt");
    const hostBuilds = ["public-site", "admin-console", "share-portal"].map((app) => path.join(repoRoot, "apps", app, "dist", "index.html"));
    const hostBuildTimes = hostBuilds.map((file) => fs.statSync(file).mtimeMs);

    fs.cpSync(served, backup, { recursive: true });
    buildApp("shell", { VITE_BRAND_PRIMARY: "#0a7d33", SHELL_OUT_DIR: rebuilt });
    try {
      // Deploy: replace what the gateway serves under /shell/.
      fs.rmSync(served, { recursive: true, force: true });
      fs.cpSync(rebuilt, served, { recursive: true });
      for (const { path: urlPath, selector, property } of hostThemed) {
        await page.goto(urlPath);
        await expect.poll(() => styleOf(page, selector, property)).toBe("rgb(10, 125, 51)");
      }
      expect(hostBuilds.map((file) => fs.statSync(file).mtimeMs)).toEqual(hostBuildTimes);
    } finally {
      fs.rmSync(served, { recursive: true, force: true });
      fs.cpSync(backup, served, { recursive: true });
    }
    await page.goto("/terms");
    await expect.poll(() => styleOf(page, "main h1", "color")).toBe(DEFAULT_PRIMARY);
    expect(pageErrors).toEqual([]);
  });
});
