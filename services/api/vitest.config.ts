import { defineProject } from "vitest/config";

// In Node against real databases (SQLite always, MariaDB when reachable; required under CI=true).
export default defineProject({
  test: {
    name: "api",
    include: ["src/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
