// The print thread's entry when the API runs from its TypeScript source (npm start, tests, benches): a
// worker thread does not inherit the parent's `--import tsx`, so it registers tsx itself. The bundled API
// starts dist/pdfPrintWorker.mjs instead (build.mjs).
import { register } from "tsx/esm/api";

register();
await import("./printWorker.ts");
