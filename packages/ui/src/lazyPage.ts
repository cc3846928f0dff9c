import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * HOST-SIDE code: apps import it as `@repo/ui/lazyPage`, so each app bundles its own few hundred bytes.
 * It is NOT a `shell/*` module: it is needed to load pages before the shell's modules for them have
 * arrived, and the public site and the share portal take their kit from entries of their own
 * (apps/shell/exposes.ts). So it imports nothing but react (a shared singleton) and nothing from the kit:
 * a kit module bundled into a host would be a second copy of it (lazyPage.test.tsx checks).
 */

/** A lazily loaded page, and a way to start fetching its code ahead of the render (a hover, a route entered). */
export type LazyPage<Props extends object> = LazyExoticComponent<ComponentType<Props>> & { preload: () => Promise<void> };

export type LazyPageOptions = {
  /**
   * The `shell/*` modules the page's code imports (statically, anywhere below it) that the app's entry
   * does not: `() => [import("shell/Checkbox"), import("shell/Select")]`. lazyPageShellModules.test.ts
   * derives the exact list from the source and fails when this one differs.
   */
  shell?: () => readonly Promise<unknown>[];
};

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * `React.lazy` for a page in a chunk of its own, the one way the apps load code lazily (lint forbids
 * `lazy` anywhere else in apps/).
 *
 * Why it waits: module federation fills a chunk's bindings of a `shell/*` module only once that module has
 * arrived from the shell, after the chunk has run. A page rendered as soon as its chunk has run would
 * render `undefined` for a shell component nothing loaded before (React's error #130, "Something went
 * wrong" on about one direct load in two). A dynamic `import("shell/X")` resolves only when X has arrived;
 * the extra task lets the chunk's own binding updates (queued on the same arrival) run first.
 *
 * A failed fetch (a moment offline) is not kept: the next preload, or the first render, tries again.
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>, { shell }: LazyPageOptions = {}): LazyPage<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const fetchPage = () =>
    (loading ??= Promise.all([load(), ...(shell?.() ?? [])]).then(
      ([Page]) => (shell ? nextTask() : Promise.resolve()).then(() => ({ default: Page })),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(lazy(fetchPage), { preload: () => fetchPage().then(() => undefined, () => undefined) });
}
