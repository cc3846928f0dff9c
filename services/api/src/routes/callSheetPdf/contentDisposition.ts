/** Characters Windows, macOS or a shell would trip on in a file name, and controls. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f"*/:<>?\\|]+/g;
const MAX_NAME_CHARS = 120;

/**
 * `Content-Disposition: attachment` for a sheet's PDF named after its title: `filename=` carries an ASCII
 * fallback (accents dropped, anything else replaced) for old clients, `filename*=` (RFC 5987/6266) the
 * title itself in UTF-8, which every current browser prefers.
 */
export function pdfContentDisposition(title: string): string {
  const name = title.normalize("NFC").replace(UNSAFE, " ").replace(/\s+/g, " ").trim().slice(0, MAX_NAME_CHARS).trim() || "call-sheet";
  const ascii =
    name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^\x20-\x7e]/g, "_")
      .replace(/[%;]/g, "_") || "call-sheet";
  return `attachment; filename="${ascii}.pdf"; filename*=UTF-8''${encodeRfc5987(`${name}.pdf`)}`;
}

/** encodeURIComponent leaves a few characters that RFC 5987's attr-char does not allow. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}
