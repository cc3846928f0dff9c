import { afterEach } from "vitest";

// Each test is a tab of its own: what one wrote in sessionStorage (a comment being written,
// offline/commentDrafts.ts) must not show in the next one's comment box. (No window: a node-environment test.)
afterEach(() => {
  if (typeof window !== "undefined") window.sessionStorage.clear();
});
