// For bench/collaboratorsPanel.mjs only: the admin console's test project (jsdom, the shell alias, the
// setup), running the panel's timing file instead of the unit tests.
import { fileURLToPath } from "node:url";
import console from "../apps/admin-console/vitest.config.ts";

export default {
  ...console,
  root: fileURLToPath(new URL("../apps/admin-console", import.meta.url)),
  test: { ...console.test, name: "bench-collaborators-panel", include: ["src/**/CollaboratorsPanel.renderTiming.tsx"] },
};
