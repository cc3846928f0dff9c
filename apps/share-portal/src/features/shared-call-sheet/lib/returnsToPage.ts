import { focusManager } from "@tanstack/react-query";

/**
 * What react-query hears as the reader coming back to the page, for the queries that refetch then
 * (`refetchOnWindowFocus`: the shared sheet, its comment counts and an open panel's comments; every other
 * query keeps the app's default, no refetch on focus, spec §7): the tab or the phone's browser shown again
 * (`visibilitychange`, heard on the document, where the browser fires it) and the window focused again
 * (`focus`: a desktop window beside another one is visible all along; react-query 5 hears visibilitychange
 * alone). A page hidden is no return (react-query reads `document.visibilityState`). Events that come
 * together (focus and visibility often do) make one fetch: a query fetching already is not fetched again.
 */
export function hearReturnsToPage(): void {
  focusManager.setEventListener((returned) => {
    // The portal server's render: no page to come back to.
    if (typeof window === "undefined") return undefined;
    const listener = () => returned();
    window.addEventListener("focus", listener);
    document.addEventListener("visibilitychange", listener);
    return () => {
      window.removeEventListener("focus", listener);
      document.removeEventListener("visibilitychange", listener);
    };
  });
}
