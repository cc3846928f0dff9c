/* global document, window, Element, requestAnimationFrame */
// A press on the portal server's page before the scripts take it over (docs/on-set.md) is kept, not lost:
// the sheet is on screen at once, its buttons work only after the take-over (about a second on a phone).
// The press is remembered by the button's text and its place among buttons with that text; takeOver.ts
// presses the same button of the app's page once it shows. Links work without scripts and are left alone.
(function () {
  document.addEventListener(
    "click",
    function (event) {
      // Only on a sheet the portal server rendered (its answers are in the page), until the scripts took it over:
      // every other page (the gate, the shell) is the app's own from its first paint.
      var root = document.getElementById("root");
      // Nor once the scripts could not load (an offline copy naming files of an older build): presses go to the page as it is.
      if (!root || !document.getElementById("portal-first-response") || root.hasAttribute("data-taken-over") || root.hasAttribute("data-scripts-failed")) return;
      if (!(event.target instanceof Element)) return;
      var button = event.target.closest("button");
      if (!button || !root.contains(button)) return;
      event.preventDefault();
      var text = (button.textContent || "").trim();
      var same = Array.prototype.filter.call(root.querySelectorAll("button"), function (candidate) {
        return (candidate.textContent || "").trim() === text;
      });
      window.__portalEarlyTap = { text: text, nth: same.indexOf(button) };
      root.setAttribute("aria-busy", "true");
      document.documentElement.style.cursor = "progress";
    },
    true,
  );
})();

// On a sheet the portal server rendered, the portal's scripts start after the sheet has been painted
// (server/scriptsAfterPaint.mjs moved them onto this script's data-entry and data-preload): the page's first
// frame is the sheet, not a wait for ~240 KB of JS. "Painted" is the browser's first-contentful-paint entry
// (the frame on screen, not only drawn); where there is no such entry, the task after the first frame. A
// hidden tab paints nothing: there, and after 3 s whatever happened, the scripts start anyway.
(function (script) {
  var entry = script && script.getAttribute("data-entry");
  if (!entry) return;
  var started = false;
  function load() {
    if (started) return;
    started = true;
    var preloads = (script.getAttribute("data-preload") || "").split(" ").filter(Boolean);
    preloads.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.appendChild(link);
    });
    var module = document.createElement("script");
    module.type = "module";
    module.crossOrigin = "";
    module.src = entry;
    // The page stays the server's, readable; a press kept meanwhile is dropped and the wait no longer shown.
    module.onerror = function () {
      var root = document.getElementById("root");
      if (root) {
        root.setAttribute("data-scripts-failed", "");
        root.removeAttribute("aria-busy");
      }
      delete window.__portalEarlyTap;
      document.documentElement.style.cursor = "";
    };
    document.head.appendChild(module);
  }
  if (document.visibilityState === "hidden") return load();
  document.addEventListener("visibilitychange", load, { once: true });
  setTimeout(load, 3000);
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf("paint") === -1) {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
    return;
  }
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    load();
  }).observe({ type: "paint", buffered: true });
})(document.currentScript);
