/** Han ideographs (CJK unified, extensions, compatibility; iteration and ideographic number marks). */
const HAN = /[\u2E80-\u2FDF\u3005\u3007\u3021-\u3029\u3038-\u303B\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\u{20000}-\u{3134F}]/u;
/** Hiragana, katakana (and their half-width and phonetic extension forms): only Japanese writes them. */
const KANA = /[\u3040-\u30FF\u31F0-\u31FF\uFF66-\uFF9F]/u;
/** Hangul syllables and jamo: only Korean writes them. */
const HANGUL = /[\u1100-\u11FF\u3130-\u318F\uA960-\uA97F\uAC00-\uD7AF\uD7B0-\uD7FF]/u;

/**
 * The language of a text a person typed into the sheet, as far as its East Asian characters tell, for the
 * `lang` of the element showing it; undefined for everything else (the document's own "en" holds).
 * The same ideograph is drawn differently in Chinese, Japanese and Korean, and without a `lang` Chromium
 * asks fontconfig for any CJK face, which on Debian is Noto Sans CJK JP: a Chinese name printed in Japanese
 * shapes. Kana anywhere make the text Japanese, hangul Korean; ideographs alone are Chinese (Simplified, as
 * "zh" resolves; Traditional cannot be told from a few characters).
 */
export function textLanguage(text: string | null | undefined): "ja" | "ko" | "zh" | undefined {
  if (!text) return undefined;
  if (KANA.test(text)) return "ja";
  if (HANGUL.test(text)) return "ko";
  if (HAN.test(text)) return "zh";
  return undefined;
}

/** `{ lang }` for an element showing `text` (nothing when textLanguage has none): `<li {...langOf(text)}>`. */
export function langOf(text: string | null | undefined): { lang?: string } {
  const lang = textLanguage(text);
  return lang ? { lang } : {};
}
