#!/usr/bin/env node
// bench/first-load: opens the first page of each app through the real gateway in Chromium (empty cache)
// and prints the gzip JS bytes it downloaded, split into app code (the host's own chunks and the shell's
// UI-kit chunks), shared libraries (react, react-dom, styled-components, router, react-query, as the
// federation share scope serves them) and the federation runtime (remote entries, host init, runtime core).
// The last row is a collaborator's first load of a shared sheet: the bench stores packages/call-sheet's full
// fixture, shares it with a commenter (the invitation lands in the stack's outbox folder), wins the grant in
// the browser context with the invitation's token, e-mail and password (POST /api/call-sheet-access, what the
// access gate sends; no page loads, so the HTTP cache stays empty) and opens /shared-call-sheet/{id} until the
// document is rendered. Budgets: shared sheet first load (issue 26) total gzip JS <= 150 KB, and none before the
// sheet is readable: the portal server's first response carries it (the row says whether the HTML held the
// sheet's title and first location before any script ran); the admin console's
// login page (issue 14: the editor and react-dnd load only on the editor's route) no larger than it was
// before the editor, 290.6 KB.
// Usage: npm run bench:first-load [-- --files]
import http from "node:http";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "./chromium.mjs";
import { startThrowawayStack, throwawayAdminPassword } from "../scripts/lib/throwawayStack.mjs";
import { sharedSheetOnStack } from "./lib/sharing.mjs";

const PAGES = [
  { app: "public-site", path: "/" },
  { app: "admin-console", path: "/admin/login", budget: 290.6 * 1024 },
  { app: "share-portal", path: "/shared-call-sheet/1", note: "anonymous: login form" },
];
const SHARED_SHEET_BUDGET = 150 * 1024;
const showFiles = process.argv.includes("--files");

/** By the file names @module-federation/vite 1.23 emits (checked against its output; update when it changes). */
function classify(pathname) {
  const name = path.basename(pathname);
  if (/(loadShare|prebuild|tree_shaking)__/.test(name)) return "shared";
  // utils-* is the federation runtime core; dist-* and helpers-* are its glue.
  if (/^(remoteEntry|uiEntry|portalEntry|hostInit|mf-entry-bootstrap|_virtual_mf-localSharedImportMap|pendingShares|rolldown-runtime|vite-preload-helper|utils|dist|helpers)[-._]/.test(name)) {
    return "federation";
  }
  return "app";
}

/** The bytes nginx sends for this URL with gzip on, and the decoded text. */
function gzipSize(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => resolve({ bytes: Buffer.concat(chunks).length, gzip: response.headers["content-encoding"] === "gzip" }));
      })
      .on("error", reject);
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const stack = await startThrowawayStack({ label: "bench" });
const rows = [];
let browser;
try {
  browser = await chromium.launch(CHROMIUM_LAUNCH);
  const shared = await sharedSheetOnStack(stack, throwawayAdminPassword("bench"));
  const pages = [
    ...PAGES,
    {
      app: "share-portal",
      path: `/shared-call-sheet/${shared.callSheetId}`,
      note: "collaborator with a grant: sheet rendered",
      budget: SHARED_SHEET_BUDGET,
      // The grant, won in this context's cookie jar before its first page (nothing cached by it).
      async prepare(context) {
        const response = await context.request.post(`${stack.url}/api/call-sheet-access`, { data: { token: shared.token, email: shared.email, password: shared.password } });
        if (!response.ok()) throw new Error(`call-sheet-access: ${response.status()} ${await response.text()}`);
      },
      // The document, not the login form or a loading screen: a section of the fixture's second location.
      ready: (page) => page.getByText("Petrovaradin Fortress", { exact: false }).first().waitFor({ timeout: 30_000 }),
    },
  ];
  for (const { app, path: pagePath, note, budget, prepare, ready } of pages) {
    const context = await browser.newContext();
    await prepare?.(context);
    const page = await context.newPage();
    const scripts = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push({ url: response.url() });
    });
    const document = await page.goto(`${stack.url}${pagePath}`, { waitUntil: "networkidle" });
    const html = (await document?.text()) ?? "";
    const readableBeforeScripts = html.includes("Petrovaradin Fortress") && html.includes("Kalemegdan Fortress");
    if (ready) {
      await ready(page);
      await page.waitForLoadState("networkidle");
    }
    const totals = { appCode: 0, shared: 0, federation: 0 };
    const files = [];
    for (const script of scripts) {
      const { bytes } = await gzipSize(script.url);
      const kind = classify(new URL(script.url).pathname);
      totals[kind === "app" ? "appCode" : kind] += bytes;
      files.push({ kind, bytes, file: new URL(script.url).pathname });
    }
    rows.push({ app, page: pagePath, note: `${note ?? ""}${ready ? (readableBeforeScripts ? "; sheet in the first HTML: 0 KB JS before readable" : "; sheet NOT in the first HTML") : ""}`, budget, ...totals, total: totals.appCode + totals.shared + totals.federation, requests: scripts.length, files });
    await context.close();
  }
} finally {
  await browser?.close();
  await stack.stop();
}

const header = ["app", "page", "app code", "shared libs", "federation", "total gzip JS", "JS requests", "budget"];
const verdict = (row) => (row.budget === undefined ? "" : `${row.total <= row.budget ? "<=" : "OVER"} ${kb(row.budget)}`);
const table = rows.map((row) => [row.app, `${row.page}${row.note ? ` (${row.note})` : ""}`, kb(row.appCode), kb(row.shared), kb(row.federation), kb(row.total), String(row.requests), verdict(row)]);
const widths = header.map((title, column) => Math.max(title.length, ...table.map((line) => line[column].length)));
const format = (line) => line.map((cell, column) => cell.padEnd(widths[column])).join("  ");
process.stdout.write(`First load through the gateway, Chromium, empty cache (gzip level 6 as nginx serves it)\n`);
process.stdout.write(`${format(header)}\n${table.map(format).join("\n")}\n`);
if (showFiles) {
  for (const row of rows) {
    process.stdout.write(`\n${row.app} ${row.page}\n`);
    for (const file of row.files.sort((a, b) => b.bytes - a.bytes)) process.stdout.write(`  ${file.kind.padEnd(10)} ${kb(file.bytes).padStart(9)}  ${file.file}\n`);
  }
}
