// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
// The portal's server is plain ESM (server/*.mjs), typed from its JSDoc (allowJs).
import { scriptsAfterPaint } from "../../server/scriptsAfterPaint.mjs";

/** The shell as vite builds it (dist/index.html's shape: the entry and its preloads in <head>). */
const BUILT = `<!doctype html>
<html lang="en" data-app="share-portal">
  <head>
    <title>Call sheet</title>
    <script defer src="/portal/early-taps.js"></script>
    <style>body{margin:0}</style>
    <script type="module" crossorigin src="/portal/assets/mf-entry-bootstrap-0-f69c9d65.js"></script>
    <noscript><style>.boot{display:none}</style></noscript>
  <link rel="modulepreload" crossorigin href="/portal/assets/hostInit-DxjhyUhE.js"><link rel="modulepreload" crossorigin href="/portal/assets/index-CH1Y8lb2.js"></head>
  <body><div id="root"></div></body>
</html>`;

describe("scriptsAfterPaint (the page of a rendered sheet)", () => {
  it("should take the entry and its preloads out of the page and name them on the early-taps script, in order", () => {
    const page = scriptsAfterPaint(BUILT);
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain("modulepreload");
    expect(page).toContain(
      '<script defer src="/portal/early-taps.js" data-entry="/portal/assets/mf-entry-bootstrap-0-f69c9d65.js" data-preload="/portal/assets/hostInit-DxjhyUhE.js /portal/assets/index-CH1Y8lb2.js"></script>',
    );
    // The rest of the shell is untouched.
    expect(page).toContain("<style>body{margin:0}</style>");
    expect(page).toContain('<noscript><style>.boot{display:none}</style></noscript>');
    expect(page).toContain('<div id="root"></div>');
  });

  it("should leave a shell it does not recognise as it is (the page then loads its scripts as the shell does)", () => {
    const withoutCarrier = BUILT.replace('<script defer src="/portal/early-taps.js"></script>', "");
    expect(scriptsAfterPaint(withoutCarrier)).toBe(withoutCarrier);
    const withoutEntry = BUILT.replace(/<script type="module"[^>]*><\/script>/, "");
    expect(scriptsAfterPaint(withoutEntry)).toBe(withoutEntry);
  });

  it("should recognise the shell the portal's build writes (dist/index.html), when there is one", () => {
    const built = path.resolve(import.meta.dirname, "../../dist/index.html");
    if (!fs.existsSync(built)) return;
    const page = scriptsAfterPaint(fs.readFileSync(built, "utf8"));
    expect(page).toMatch(/data-entry="\/portal\/assets\/[^"]+\.js"/);
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain("modulepreload");
  });
});
