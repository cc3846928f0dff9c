import { defineConfig } from "vitest/config";

// One run, several projects: each app, package and service brings its own config (and runs alone with
// `npm test -w <it>`).
export default defineConfig({
  test: {
    projects: [
      "apps/*/vitest.config.ts",
      "packages/*/vitest.config.ts",
      "services/*/vitest.config.ts",
      {
        test: { name: "federation", root: ".", include: ["federation.shared.test.ts"], environment: "node" },
      },
      {
        test: { name: "contracts-zod", root: ".", include: ["contracts.zod.test.ts"], environment: "node" },
      },
      {
        test: { name: "gateway", root: "gateway", include: ["**/*.test.{ts,mjs}"], environment: "node" },
      },
    ],
  },
});
