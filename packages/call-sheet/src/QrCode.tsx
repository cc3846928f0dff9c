/* @jsxRuntime automatic */ // the API runs this file with tsx under its own tsconfig: JSX must not need `React` in scope
import { create } from "qrcode";

/** Light modules around the code, as the QR standard asks: scanners find the code by its quiet border. */
const QUIET_ZONE = 4;

/**
 * The dark modules of a QR code as one SVG path, one unit a module, each run of dark modules in a row one
 * rectangle (`M x y h run v1 h -run z`). One `<path>` rather than a `<rect>` a module (~400 for a shared
 * address) keeps the document's markup and the PDF small.
 */
export function qrCodePath(text: string): { size: number; path: string } {
  // Synchronous and drawing-free: the same markup on the server (PDF, server-rendered shared view) and in the
  // browser, no canvas. Error correction M (15%): a creased or smudged printout still scans.
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      const run = column - start;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${run}v1h-${run}z`);
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, path: parts.join("") };
}

type Props = { text: string; label: string; className?: string };

/** A QR code of `text` as an SVG that scales to its box (crisp on paper at any size), black on white. */
export function QrCode({ text, label, className }: Props) {
  const { size, path } = qrCodePath(text);
  return (
    <svg className={className} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges" xmlns="http://www.w3.org/2000/svg">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
