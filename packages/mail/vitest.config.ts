import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "mail", environment: "node", include: ["src/**/*.test.ts"] },
});
