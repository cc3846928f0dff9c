/** RFC 5545 §3.1: a content line SHOULD NOT be longer than 75 octets, line break excluded. */
const MAX_OCTETS = 75;

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * The pieces `text` is cut into, each within its octet budget (`first` for the first piece, `rest` after):
 * cut between graphemes, so an emoji with its modifiers or a letter with its accents stays on one line;
 * a grapheme longer than a whole line (a long ZWJ or combining sequence) between its code points. Never
 * inside a code point, so every line is valid UTF-8 on its own.
 */
function pieces(text: string, first: number, rest: number): string[] {
  const out: string[] = [];
  let current = "";
  let used = 0;
  let budget = first;
  const push = (unit: string, size: number) => {
    if (used + size > budget && current !== "") {
      out.push(current);
      current = "";
      used = 0;
      budget = rest;
    }
    current += unit;
    used += size;
  };
  for (const { segment } of graphemes.segment(text)) {
    const size = octets(segment);
    if (size <= rest) push(segment, size);
    else for (const codePoint of segment) push(codePoint, octets(codePoint));
  }
  out.push(current);
  return out;
}

/**
 * Unfolds an iCalendar text (the `ics` library folds at 75 code points with CRLF + TAB, so a Cyrillic or
 * CJK line reaches 150-225 octets) and folds every line again at 75 octets: CRLF + one space, the space
 * counted in the continuation line's 75. Unfolding the result (removing each CRLF + space) gives the
 * unfolded text back.
 */
export function foldLines(content: string): string {
  const lines = content.replace(/\r\n[ \t]/g, "").split("\r\n");
  return lines.map((line) => (octets(line) <= MAX_OCTETS ? line : pieces(line, MAX_OCTETS, MAX_OCTETS - 1).join("\r\n "))).join("\r\n");
}
