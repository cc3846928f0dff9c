/**
 * Lower-case, accent-free text for search and name sorting ("Đorđe Šaković" -> "djordje sakovic"), kept in
 * its own column so SQLite and MySQL search alike whatever their collations.
 */
export function normalizeForSearch(...parts: (string | null | undefined)[]): string {
  return parts
    .filter(Boolean)
    .join(" ")
    .replace(/[đĐ]/g, "dj")
    .replace(/[łŁ]/g, "l")
    .replace(/[øØ]/g, "o")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** The length of the models' sort and filter key columns (`sort_name`, `city_key`, `country_key`). */
export const KEY_LENGTH = 255;

/**
 * The first `length` characters of `text`, counted in code points as a MySQL varchar counts them (so a cut
 * never splits a surrogate pair), without a trailing space.
 */
export function cutTo(text: string, length: number): string {
  if (text.length <= length) return text;
  return Array.from(text).slice(0, length).join("").trimEnd();
}

/**
 * `normalizeForSearch(text)` cut to a key column. Normalizing can lengthen text ("ß" -> "ss", "Đ" -> "dj",
 * a Hangul syllable -> two or three jamo), so a field at its schema's maximum would overflow the column
 * (MariaDB's strict mode refuses the insert). A key is for sorting and prefix filters, and any prefix of the
 * field up to the key's length still finds it.
 */
export const searchKey = (text: string, length: number = KEY_LENGTH): string => cutTo(normalizeForSearch(text), length);
