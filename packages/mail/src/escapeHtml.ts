const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Escapes text for HTML element content and for double- or single-quoted attribute values. Every value
 * that reaches an e-mail from a user (titles, messages, addresses, passwords) goes through here.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Escaped multi-line text whose line breaks survive in HTML (mail clients ignore CSS `white-space` unevenly). */
export function escapeHtmlLines(value: string): string {
  return value
    .split(/\r\n|\r|\n/)
    .map(escapeHtml)
    .join("<br>\n");
}
