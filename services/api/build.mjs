// Bundles the API into dist/server.mjs for its container, and the PDF's print thread into
// dist/pdfPrintWorker.mjs beside it (pdf/PdfRenderer.ts starts it from there; docs/pdf.md). Native addons, knex's unused dialect drivers and
// pino (which loads worker files by path) stay outside the bundle and come from node_modules.
import { build } from "esbuild";

const external = [
  "better-sqlite3",
  "@node-rs/argon2",
  "pino",
  // A native addon; its ESM entry also declares its own createRequire, which clashes with the banner's.
  "sharp",
  // Finds its own files (package.json, injected scripts) relative to __dirname, which an ESM bundle lacks.
  "playwright-core",
  // knex requires every dialect's driver lazily; only mysql2 and better-sqlite3 are ours.
  "pg",
  "pg-query-stream",
  "pg-native",
  "sqlite3",
  "oracledb",
  "tedious",
  "mysql",
  "mariadb",
  "mariadb/callback",
];

await build({
  entryPoints: { server: "src/server.ts", pdfPrintWorker: "src/pdf/printWorker.ts" },
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  external,
  sourcemap: true,
  logLevel: "warning",
  // Some bundled CommonJS packages call require(); give the ESM bundle one.
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
});
