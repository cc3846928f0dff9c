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
