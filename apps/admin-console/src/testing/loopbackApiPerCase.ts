import { act } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import { type ApiHandler, startLoopbackApi } from "@repo/ui/loopbackApi";
import { polyfillDialog } from "@repo/ui/testing";
import { toast } from "shell/toast";

type LoopbackApi = Awaited<ReturnType<typeof startLoopbackApi>>;

/**
 * Registers the hooks a test of the editor bar's sharing entries needs around a loopback API: the dialog
 * polyfill once; before each case a matchMedia (the toaster asks where it may sit, jsdom has none), `reset`
 * for the case's data, then a fresh API answering with `answer`; after it the kit's toasts dismissed (they
 * live in a module-wide store and outlast a test: one shown replaces all, TOAST_LIMIT 1) and the API closed.
 * Returns the running case's API (its `calls` to count requests).
 */
export function loopbackApiPerCase(answer: ApiHandler, reset: () => void): () => LoopbackApi {
  let api: LoopbackApi | undefined;
  beforeAll(polyfillDialog);
  beforeEach(async () => {
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    reset();
    api = await startLoopbackApi(answer);
  });
  afterEach(async () => {
    act(() => toast({ title: "" }).dismiss());
    await api?.close();
    api = undefined;
  });
  return () => {
    if (!api) throw new Error("the loopback API runs only during a case");
    return api;
  };
}
