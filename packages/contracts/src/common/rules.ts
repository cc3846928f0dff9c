// No zod here: the rules are plain functions so the classic schemas and the public form's zod/mini
// schema share them without pulling either API into the other's bundle.

/**
 * What no line of human text needs: control characters (NUL, C1 controls), invisible formatting
 * characters (zero-width space, right-to-left overrides, the byte order mark, tags), lone surrogates,
 * private-use and non-characters, and the Unicode line separators. Zero-width joiner and non-joiner are
 * the exception (Persian, Indic scripts and emoji need them), and so are the direction marks (below),
 * except in usernames (see USERNAME_FORBIDDEN).
 *
 * Also everything Unicode marks Default_Ignorable_Code_Point (the property the engine's own Unicode tables
 * keep current: the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0, the combining grapheme joiner U+034F,
 * and the rest that render as nothing), and the blank Braille pattern U+2800, which is not ignorable but
 * shows as nothing and makes a name or a comment look empty (issue 24). Kept from that property: the joiners
 * above, and the variation selectors emoji (U+FE0E/U+FE0F), CJK ideographs (U+E0100-U+E01EF, U+FE00-)
 * and Mongolian (U+180B-U+180D, U+180F) need. Kept too: the left-to-right and right-to-left marks U+200E and
 * U+200F and the Arabic letter mark U+061C, which Hebrew and Arabic keyboards insert by themselves and the
 * writer can neither see nor remove;
 * a mark only nudges the direction of the characters around it. The embeddings, overrides and isolates
 * (U+202A-U+202E, U+2066-U+2069), which reorder whole runs of text ("Ana\u202Egol.exe"), stay refused.
 */
const NEEDED_IGNORABLES = String.raw`[\u061C\u200C-\u200F\u180B-\u180D\u180F\uFE00-\uFE0F\u{E0100}-\u{E01EF}]`;
const INVISIBLE = String.raw`(?!${NEEDED_IGNORABLES})[\p{Cf}\p{Default_Ignorable_Code_Point}]|\u2800`;
// The classes hold the joiners and variation selectors on purpose, as single characters to let through.
// eslint-disable-next-line no-misleading-character-class
const LINE_FORBIDDEN = new RegExp(String.raw`[\p{Cc}\p{Cs}\p{Co}\p{Noncharacter_Code_Point}\u2028\u2029]|${INVISIBLE}`, "u");
/** Multi-line text (notes) may also hold line breaks and tabs. */
// eslint-disable-next-line no-misleading-character-class
const MULTILINE_FORBIDDEN = new RegExp(String.raw`(?![\n\r\t])[\p{Cc}\p{Cs}\p{Co}\p{Noncharacter_Code_Point}\u2028\u2029]|${INVISIBLE}`, "u");
/** A username is an identifier: nothing invisible at all. */
const USERNAME_FORBIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Noncharacter_Code_Point}\p{Default_Ignorable_Code_Point}\u2028\u2029\u2800]/u;

/** True when `value` is one line of visible text (after NFC normalization, which schemas apply first). */
export const isCleanLine = (value: string): boolean => !LINE_FORBIDDEN.test(value);
export const isCleanMultilineText = (value: string): boolean => !MULTILINE_FORBIDDEN.test(value);
export const isCleanUsername = (value: string): boolean => !USERNAME_FORBIDDEN.test(value);
