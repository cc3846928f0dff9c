import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { missingPrintWorkerMessage, PdfRenderer } from "./PdfRenderer.ts";

const options = { chromiumPath: "/usr/bin/chromium", concurrency: 1 };

describe("the print thread's entry", () => {
  it("should refuse to make a renderer (the API's start-up) when the entry is missing, naming it and the build", () => {
    const missing = new URL("file:///nonexistent/dist/pdfPrintWorker.mjs");
    expect(() => new PdfRenderer({ ...options, printWorkerEntry: missing })).toThrow(missingPrintWorkerMessage("/nonexistent/dist/pdfPrintWorker.mjs"));
    expect(missingPrintWorkerMessage("/x")).toContain("services/api/build.mjs");
  });

  it("should find the entry beside the source (printWorkerFromSource.mjs) when the API runs from TypeScript", async () => {
    expect(fs.existsSync(fileURLToPath(new URL("./printWorkerFromSource.mjs", import.meta.url)))).toBe(true);
    await new PdfRenderer(options).close(); // nothing is started until the first render
  });

  it("should be built beside the bundle under the name the bundled renderer looks for", () => {
    // PdfRenderer, bundled into dist/server.mjs, starts ./pdfPrintWorker.mjs; build.mjs writes dist/<entry>.mjs.
    const build = fs.readFileSync(fileURLToPath(new URL("../../build.mjs", import.meta.url)), "utf8");
    expect(build).toMatch(/entryPoints: \{[^}]*pdfPrintWorker: "src\/pdf\/printWorker\.ts"/);
    expect(build).toMatch(/outdir: "dist"/);
    expect(build).toMatch(/outExtension: \{ "\.js": "\.mjs" \}/);
    expect(fs.readFileSync(fileURLToPath(new URL("./PdfRenderer.ts", import.meta.url)), "utf8")).toContain('new URL("./pdfPrintWorker.mjs", import.meta.url)');
    // The image copies the whole dist folder.
    expect(fs.readFileSync(fileURLToPath(new URL("../../Dockerfile", import.meta.url)), "utf8")).toContain("COPY --from=build /repo/services/api/dist ./dist");
  });
});
