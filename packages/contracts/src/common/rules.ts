// No zod here: the rules are plain functions so the classic schemas and the public form's zod/mini
// schema share them without pulling either API into the other's bundle.

/**
 * What no line of human text needs: control characters (NUL, C1 controls), invisible formatting
 * characters (zero-width space, right-to-left overrides, the byte order mark, tags), lone surrogates,
 * private-use and non-characters, and the Unicode line separators. Zero-width joiner and non-joiner are
 * the exception (Persian, Indic scripts and emoji need them), except in usernames (see USERNAME_FORBIDDEN).
 */
const LINE_FORBIDDEN = /[\p{Cc}\p{Cs}\p{Co}\p{Noncharacter_Code_Point}\u2028\u2029]|(?![\u200C\u200D])\p{Cf}/u;
/** Multi-line text (notes) may also hold line breaks and tabs. */
const MULTILINE_FORBIDDEN = /(?![\n\r\t])[\p{Cc}\p{Cs}\p{Co}\p{Noncharacter_Code_Point}\u2028\u2029]|(?![\u200C\u200D])\p{Cf}/u;
/** A username is an identifier: nothing invisible at all. */
const USERNAME_FORBIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Noncharacter_Code_Point}\u2028\u2029]/u;

/** True when `value` is one line of visible text (after NFC normalization, which schemas apply first). */
export const isCleanLine = (value: string): boolean => !LINE_FORBIDDEN.test(value);
export const isCleanMultilineText = (value: string): boolean => !MULTILINE_FORBIDDEN.test(value);
export const isCleanUsername = (value: string): boolean => !USERNAME_FORBIDDEN.test(value);
