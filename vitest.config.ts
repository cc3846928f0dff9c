import { defineConfig } from "vitest/config";

// One run, several projects: each app and package brings its own config; the API suite runs in Node
// against real databases (SQLite always, MariaDB when reachable; required under CI=true).
export default defineConfig({
  test: {
    projects: [
      "apps/*/vitest.config.ts",
      "packages/*/vitest.config.ts",
      {
        test: {
          name: "api",
          root: "services/api",
          include: ["src/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: { name: "federation", root: ".", include: ["federation.shared.test.ts"], environment: "node" },
      },
      {
        test: { name: "gateway", root: "gateway", include: ["**/*.test.{ts,mjs}"], environment: "node" },
      },
    ],
  },
});
