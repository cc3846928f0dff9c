import { startTransition, useEffect, useState, type AnchorHTMLAttributes, type MouseEvent } from "react";

/**
 * The public site's navigation between its own pages (`/`, `/terms`, `/success`, and the not-found screen).
 * Three static pages do not need react-router-dom: its data router is 29 KB gzip, a sixth of the first-load
 * budget of `/` (issue #3). Same-origin history entries, so Back and Forward work, and a link is a real
 * `<a href>` (open in a new tab, copy the address).
 *
 * A page change is a transition: while a page's code is still on its way (the terms and the success page
 * load on demand), the current page stays on screen instead of a blank one, and a link fetches its page's
 * code as soon as the pointer or the focus is on it (`registerPageLoader`).
 */
const listeners = new Set<() => void>();
const pageLoaders = new Map<string, () => unknown>();

/** `/terms/` and `/terms` are the same page. */
function currentPath() {
  const { pathname } = window.location;
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

export function usePathname(): string {
  const [path, setPath] = useState(currentPath);
  useEffect(() => {
    const update = () => startTransition(() => setPath(currentPath()));
    listeners.add(update);
    window.addEventListener("popstate", update);
    update(); // an address changed between the first render and this effect
    return () => {
      listeners.delete(update);
      window.removeEventListener("popstate", update);
    };
  }, []);
  return path;
}

/** Tells the links how to fetch a page's code ahead of the click (app/routes.tsx). */
export function registerPageLoader(path: string, load: () => unknown) {
  pageLoaders.set(path, load);
}

/** Starts fetching a page's code if it has not arrived yet (harmless when it has). */
export function preloadPage(path: string) {
  pageLoaders.get(path)?.();
}

/** Goes to one of the site's pages: a new history entry, the page's top, every `usePathname` updated. */
export function navigate(path: string) {
  preloadPage(path);
  if (path !== currentPath()) window.history.pushState(null, "", path);
  window.scrollTo(0, 0);
  for (const listener of listeners) listener();
}

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/** A link to one of the site's pages; modified clicks (new tab, new window, download) stay the browser's. */
export function AppLink({ to, onClick, ...anchor }: AppLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (anchor.target && anchor.target !== "_self") return;
    event.preventDefault();
    navigate(to);
  };
  const preload = () => preloadPage(to);
  return <a href={to} onClick={follow} onPointerEnter={preload} onFocus={preload} onTouchStart={preload} {...anchor} />;
}
