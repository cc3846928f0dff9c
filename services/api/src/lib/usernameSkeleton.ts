import unhomoglyph from "unhomoglyph";

/**
 * The Unicode TS #39 skeleton of a username: NFKC first (fullwidth and other compatibility forms fold to
 * their plain letters, which confusables.txt leaves out), then NFD, every confusable character replaced by
 * its prototype (unhomoglyph, built from Unicode's confusables.txt), NFD again. Two usernames with the same skeleton
 * look alike (`admin`, `аdmin` with a Cyrillic а, `admіn`, `adrnin`), so only the first may exist.
 * Usernames are case-insensitive, so the lower-cased name is what is compared. Not for display.
 */
export function usernameSkeleton(username: string): string {
  return unhomoglyph(username.normalize("NFKC").toLowerCase().normalize("NFD")).normalize("NFD");
}
