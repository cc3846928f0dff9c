/* global document, window, Element */
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
      if (!root || !document.getElementById("portal-first-response") || root.hasAttribute("data-taken-over")) return;
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
