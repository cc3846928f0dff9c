/**
 * The page of a rendered sheet loads the portal's scripts after its first paint (docs/on-set.md, "Scripts
 * after the first paint"). The build's shell starts them from `<head>`: an entry module and a modulepreload
 * per chunk it imports, so a phone fetches ~240 KB of JS while it parses the HTML, and Chromium, with the
 * scripts already there, runs them before it draws anything. A rendered sheet needs none of it to be read:
 * here the entry and the preloads leave the `<head>` and are named on the early-taps script instead
 * (public/early-taps.js), which adds them back once the sheet has been painted. The gate and every other page
 * keep the shell as built: they need their scripts to show anything.
 */

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const EARLY_TAPS = '<script defer src="/portal/early-taps.js"></script>';

/**
 * `template` with its entry script and modulepreloads moved onto the early-taps script
 * (`data-entry`, `data-preload`: space-separated paths). The template as it is when it has no entry or no
 * early-taps script to carry it (a build that changed shape): the page then loads as the shell does.
 * @param {string} template
 * @returns {string}
 */
export function scriptsAfterPaint(template) {
  const entry = ENTRY.exec(template);
  if (!entry || !template.includes(EARLY_TAPS)) return template;
  const preloads = [...template.matchAll(PRELOAD)].map((match) => match[1]);
  const attribute = (value) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  const carrier = `<script defer src="/portal/early-taps.js" data-entry="${attribute(entry[1])}" data-preload="${attribute(preloads.join(" "))}"></script>`;
  return template.replace(ENTRY, "").replace(PRELOAD, "").replace(EARLY_TAPS, carrier);
}
