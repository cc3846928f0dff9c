/**
 * Photo paths come from the sheet's actor copies: our immutable photo URLs ("/api/photos/..."), an
 * absolute http(s) URL, or the spec's inline JPEG data string. Anything else (a "javascript:" URL, a
 * non-image data URL) is not shown, whatever the editor let through.
 */
export function safeImageSource(path: string): string | null {
  const value = path.trim();
  if (!value) return null;
  if (/^data:image\/(jpeg|png|webp|gif);base64,[A-Za-z0-9+/=\s]+$/i.test(value)) return value;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  return null;
}
