import { execFileSync, spawnSync } from "node:child_process";

/**
 * The fonts the call sheet PDF needs beyond the document's own Latin stack, by the Debian package that
 * provides each (docs/pdf.md): Chromium finds them through fontconfig for every character the document's
 * fonts lack, and embeds them. Without them those characters print as empty boxes.
 */
const PDF_FONTS = [
  { family: "Noto Sans Arabic", package: "fonts-noto-core", covers: "Greek, Arabic, Hebrew and most other scripts" },
  { family: "Noto Sans CJK", package: "fonts-noto-cjk", covers: "Chinese, Japanese and Korean" },
  { family: "Noto Color Emoji", package: "fonts-noto-color-emoji", covers: "colour emoji" },
];

/** The PDF font packages fontconfig does not list (all of them when fontconfig is absent). */
export function missingPdfFonts() {
  const listed = spawnSync("fc-list", [":", "family"], { encoding: "utf8" });
  const families = listed.status === 0 ? listed.stdout.toLowerCase().split("\n") : [];
  return PDF_FONTS.filter((font) => !families.some((line) => line.startsWith(font.family.toLowerCase())));
}

/**
 * Installs the missing PDF fonts from Debian when that is possible (root and apt-get present); otherwise says
 * what to install and goes on: the API runs without them, only the PDF's non-Latin characters are boxes.
 */
export function ensurePdfFonts(log = console.log) {
  let missing = missingPdfFonts();
  if (missing.length === 0) return;
  const packages = missing.map((font) => font.package);
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (isRoot && hasApt) {
    log(`Fonts for the call sheet PDF are missing: installing Debian's ${packages.join(", ")}...`);
    try {
      execFileSync("sh", ["-c", `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(" ")}`], { stdio: "inherit" });
    } catch {
      /* reported below */
    }
    missing = missingPdfFonts();
    if (missing.length === 0) return;
  }
  log(
    `Warning: PDFs will print empty boxes for ${missing.map((font) => font.covers).join("; ")}: fonts missing.\n` +
      `  Debian/Ubuntu: sudo apt-get install ${missing.map((font) => font.package).join(" ")}\n` +
      "  Other systems: install Noto Sans, Noto Sans CJK and Noto Color Emoji (fontconfig must list them).",
  );
}
