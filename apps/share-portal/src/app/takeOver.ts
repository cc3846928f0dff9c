import { SECTIONS_LAID_OUT_ATTRIBUTE } from "@repo/call-sheet/layOutSections";

/**
 * The value of the document's "lay out every section" attribute (@repo/call-sheet/layOutSections) that the
 * portal server writes on `<html>` of a rendered sheet. On screen the document skips the layout of a section
 * body until it nears the viewport (`content-visibility: auto`), and Chromium decides which are near only
 * after the first frame: that frame draws every body at the 240 px guess, the next at its real height, and
 * at 1440 px the sections in view moved by ~100 px (CLS 0.057). With the attribute the first frame is laid
 * out whole, so what paints first is what stays. The take-over drops it (below), with the sizes kept.
 */
export const LAID_OUT_BY_SERVER = "server";

/**
 * The attribute the server's style tags carry instead of styled-components' own (serverRender.tsx). With its
 * own attributes, the browser's styled-components would take the tags over when its first component renders:
 * read every rule, remove the tags and insert the rules again into a sheet of its own, each insertion making
 * the browser work out the styles of the whole server page again (three to four recalculations of 50-80 ms
 * on a phone, in the middle of the take-over). Under this name they are left alone: they style the server's
 * markup, the app inserts the rules of its own markup (its class names are not the server's, so they touch
 * none of the server's elements), and the swap removes them with the markup they styled.
 */
export const SERVER_STYLES_ATTRIBUTE = "data-portal-server-styles";

/** A section's body: the part `content-visibility` skips (the document's DocumentSection: a header, then the body). */
const SECTION_BODIES = "section[id] > header + div";

/**
 * Gives each section body of the app's markup the height its twin has in the server's markup, as the size to
 * assume while it is skipped. The app's markup is new to the browser: it has no remembered size, and its first
 * frame would draw every body at the 240 px guess, then the ones in view at their real height (the shift
 * above). With the server's heights the first frame is the server's page, and laying out a body in view gives
 * the height it already had. `auto`: once a body has been laid out, its own size wins.
 */
function keepSectionHeights(from: HTMLElement, to: HTMLElement): void {
  const heights = new Map<string, number>();
  for (const body of from.querySelectorAll<HTMLElement>(SECTION_BODIES)) heights.set(body.parentElement!.id, body.getBoundingClientRect().height);
  for (const body of to.querySelectorAll<HTMLElement>(SECTION_BODIES)) {
    const height = heights.get(body.parentElement!.id);
    if (height !== undefined) body.style.containIntrinsicSize = `auto ${height}px`;
  }
}

/** A press on the server's page before the take-over, kept by public/early-taps.js: the button's text and its place among those with it. */
type EarlyTap = { text: string; nth: number };

/** Presses, on the app's page, the button pressed on the server's page before it took over (then forgets it). */
function pressEarlyTap(root: HTMLElement): void {
  const state = window as unknown as { __portalEarlyTap?: EarlyTap };
  const tap = state.__portalEarlyTap;
  delete state.__portalEarlyTap;
  document.documentElement.style.cursor = "";
  if (!tap) return;
  const same = [...root.querySelectorAll("button")].filter((button) => (button.textContent ?? "").trim() === tap.text);
  same[tap.nth]?.click();
}

/** What names a focusable element to a person: its aria-label, else its text (a comment bubble's label, a link's words). */
const accessibleText = (element: Element): string => (element.getAttribute("aria-label") ?? element.textContent ?? "").trim();

/**
 * The element of the app's markup that stands where `focused` stands in the server's: the one with its id, else
 * the one with its tag and accessible text at the same place among those with both (as pressEarlyTap finds a
 * button). Null when the app's page has no such element (it shows something else).
 */
function twinOf(focused: Element, from: HTMLElement, to: HTMLElement): HTMLElement | null {
  // Compared, not put in a selector: an id needs no escaping then (and the server's twin is still in the document).
  const byId = focused.id ? [...to.querySelectorAll("[id]")].find((element) => element.id === focused.id) : undefined;
  if (byId) return byId instanceof HTMLElement ? byId : null;
  const tag = focused.localName;
  const text = accessibleText(focused);
  const like = (root: HTMLElement) => [...root.querySelectorAll(tag)].filter((element) => accessibleText(element) === text);
  const twin = like(to)[like(from).indexOf(focused)];
  return twin instanceof HTMLElement ? twin : null;
}

/**
 * Keeps the style sheets the app adds to `<head>` (styled-components' tag) out of the page until `release`:
 * each added one is disabled (CSSStyleSheet.disabled), and release gives back what it had. While the app renders
 * into its hidden container, what it inserts is then no rule of the page: a rule inside `@media` (or a global
 * one, a `@keyframes`) added to a sheet in use makes the browser work out the styles of every element of the
 * server's page again, and the app's 128 rules did that once a frame, sixteen times a take-over (20-80 ms each
 * on a phone). The hidden markup needs no style before it shows; the swap releases them in the frame that shows
 * it. The sheet object is disabled, not the element's `media` changed: Firefox makes a new sheet from the tag's
 * text when its `media` changes, which would drop every rule styled-components inserted with insertRule (its tag
 * has no text) and leave it writing into a sheet no longer on the page.
 */
function holdAddedStyleSheets(): () => void {
  const held = new Map<CSSStyleSheet, boolean>();
  const hold = (node: Node) => {
    const sheet = node instanceof HTMLStyleElement && !node.hasAttribute(SERVER_STYLES_ATTRIBUTE) ? node.sheet : null;
    if (!sheet || held.has(sheet)) return;
    held.set(sheet, sheet.disabled);
    sheet.disabled = true;
  };
  const observer = new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(hold)));
  observer.observe(document.head, { childList: true });
  return () => {
    observer.takeRecords().forEach((record) => record.addedNodes.forEach(hold));
    observer.disconnect();
    for (const [sheet, disabled] of held) sheet.disabled = disabled;
  };
}

/**
 * How the scripts take over a page the portal server rendered (docs/on-set.md): the app renders into a
 * hidden container beside the server's markup, from the same answers, and the two are swapped in one frame
 * once the app shows a page of its own (the sheet, or what replaced it: an ended invitation, an error), so
 * no frame shows a loading screen or a half page. Not hydration: the kit arrives from the shell at run time,
 * and styled-components names its classes by the order its components were defined, which the server's
 * bundle and the federated browser do not share; hydrating would keep the server's class names on every
 * element and depend on that accident. The swap keeps the scroll position and moves nothing: same layout,
 * same heights (the section bodies' sizes are handed over, keepSectionHeights), and from then on the
 * sections far from view are skipped again. Keyboard focus inside the server's markup moves to its twin in the
 * app's (twinOf), without scrolling; with no twin it is left to fall back to the body.
 */
export function renderBesideServerMarkup(serverRoot: HTMLElement, render: (container: HTMLElement) => void): void {
  const next = document.createElement("div");
  next.hidden = true;
  serverRoot.after(next);
  const releaseStyleSheets = holdAddedStyleSheets();
  const ready = () => next.querySelector("section[id]") !== null || (next.querySelector("main") !== null && next.querySelector('main [role="status"]') === null);
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      keepSectionHeights(serverRoot, next);
      // A keyboard user's place: the element Tab reached on the server's page goes with it (found before it goes).
      const focused = document.activeElement;
      const focusTwin = focused && focused !== serverRoot && serverRoot.contains(focused) ? twinOf(focused, serverRoot, next) : null;
      serverRoot.remove();
      for (const styles of document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) styles.remove();
      releaseStyleSheets();
      const html = document.documentElement;
      // Left alone when a jump to a section has asked for every section laid out (its value is then "").
      if (html.getAttribute(SECTIONS_LAID_OUT_ATTRIBUTE) === LAID_OUT_BY_SERVER) html.removeAttribute(SECTIONS_LAID_OUT_ATTRIBUTE);
      next.id = "root";
      next.hidden = false;
      // Says the page is the app's now (the browser test waits for it before pressing anything).
      next.dataset.takenOver = "";
      // Once shown (a hidden element takes no focus), and before an early tap is pressed again: the tap's own effects win.
      focusTwin?.focus({ preventScroll: true });
      pressEarlyTap(next);
    });
  });
  observer.observe(next, { childList: true, subtree: true });
  render(next);
}
