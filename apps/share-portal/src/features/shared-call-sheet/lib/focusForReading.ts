/**
 * Moves the focus to an element that does not take it otherwise (a section, the sheet), so a keyboard or a
 * screen reader carries on from there. It is focusable only until the focus leaves it: a lasting tabindex
 * would make every later press inside it a focus on it (the comment panel's "press outside" then took the
 * sheet for something that takes the focus, and kept it from its bubble).
 */
export function focusForReading(element: HTMLElement): void {
  if (!element.hasAttribute("tabindex")) {
    element.setAttribute("tabindex", "-1");
    element.addEventListener("blur", () => element.removeAttribute("tabindex"), { once: true });
  }
  element.focus({ preventScroll: true });
}
