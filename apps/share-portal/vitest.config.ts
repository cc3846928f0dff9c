import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { shellSourceAlias } from "../../vitest.shell-alias.ts";

// No federation plugin under vitest: `shell/*` resolves to the kit's source instead of the remote.
export default defineProject({
  plugins: [react()],
  resolve: { alias: [shellSourceAlias] },
  test: { name: "share-portal", environment: "jsdom", include: ["src/**/*.test.{ts,tsx}"], setupFiles: ["../../vitest.setup.ts", "./src/testing/setup.ts"], testTimeout: 15_000 },
});
