import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from "react";

/**
 * The public site's navigation between its own pages (`/`, `/terms`, `/success`, and the not-found screen).
 * Three static pages do not need react-router-dom: its data router is 29 KB gzip, a sixth of the first-load
 * budget of `/` (issue #3). Same-origin history entries, so Back and Forward work, and a link is a real
 * `<a href>` (open in a new tab, copy the address).
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

/** `/terms/` and `/terms` are the same page. */
function currentPath() {
  const { pathname } = window.location;
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

export function usePathname(): string {
  return useSyncExternalStore(subscribe, currentPath, () => "/");
}

/** Goes to one of the site's pages: a new history entry, the page's top, every `usePathname` updated. */
export function navigate(path: string) {
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
  return <a href={to} onClick={follow} {...anchor} />;
}
