import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: { name: "call-sheet", environment: "jsdom", include: ["src/**/*.test.{ts,tsx}"], setupFiles: ["../../vitest.setup.ts"], testTimeout: 15_000 },
});
