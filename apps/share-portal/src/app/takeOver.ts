/**
 * How the scripts take over a page the portal server rendered (docs/on-set.md): the app renders into a
 * hidden container beside the server's markup, from the same answers, and the two are swapped in one frame
 * once the app shows a page of its own (the sheet, or what replaced it: an ended invitation, an error), so
 * no frame shows a loading screen or a half page. Not hydration: the kit arrives from the shell at run time,
 * and styled-components names its classes by the order its components were defined, which the server's
 * bundle and the federated browser do not share; hydrating would keep the server's class names on every
 * element and depend on that accident. The swap keeps the scroll position (same layout, same height).
 */
export function renderBesideServerMarkup(serverRoot: HTMLElement, render: (container: HTMLElement) => void): void {
  const next = document.createElement("div");
  next.hidden = true;
  serverRoot.after(next);
  const ready = () => next.querySelector("section[id]") !== null || (next.querySelector("main") !== null && next.querySelector('main [role="status"]') === null);
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      serverRoot.remove();
      next.id = "root";
      next.hidden = false;
      // Says the page is the app's now (the browser test waits for it before pressing anything).
      next.dataset.takenOver = "";
    });
  });
  observer.observe(next, { childList: true, subtree: true });
  render(next);
}
