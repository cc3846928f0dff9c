/** Values a malformed request puts where a field belongs, by class (the probe prints counts per class). */
export const HOSTILE_VALUES: Record<string, unknown[]> = {
  "wrong type": [null, 0, -1, 1.5, 1e308, true, false],
  "array or object": [[], ["a"], {}, { $gt: "" }, [[[]]], { toString: "x" }],
  "huge string": ["a".repeat(100_000), "€".repeat(30_000)],
  "unicode edge": ["", " ", "\u0000", "a\u0000b", "\u202Eevil", "\u200B", "\uFEFFx", "\uFFFF", "\uD800", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "e\u0301", "ǅ", "\u0085\u2028\u2029"],
  injection: ["' OR '1'='1", "\"; DROP TABLE models; --", "1; DELETE FROM users", "<script>alert(1)</script>", "${7*7}{{7*7}}", "%00%27", "\\", "../../../../etc/passwd", "=CMD|' /C calc'!A0"],
};

/**
 * A valid e-mail of exactly `length` characters (70 to 254): a 64-character local part (the most RFC 5321
 * allows) and a domain of labels of at most 63 characters.
 */
export function emailOfLength(length: number): string {
  const labels: string[] = [];
  let left = length - 69; // the local part, "@" and ".com"
  while (left > 63) {
    const take = left > 64 ? 63 : 62; // never leave an empty last label
    labels.push("d".repeat(take));
    left -= take + 1;
  }
  labels.push("d".repeat(left));
  return `${"x".repeat(64)}@${labels.join(".")}.com`;
}

/** Valid e-mails past what some columns and keys built from them hold (rate_limits.subject is 200). */
export const LONG_EMAILS = [190, 201, 230, 254].map(emailOfLength);

/**
 * Characters that grow when case-folded or transliterated for search ("ß" -> "ss", "Đ" -> "dj", "İ" -> "i̇"
 * in lower case): a field of them at its schema's maximum overflowed a key column computed from it.
 */
export const GROWING_CHARACTERS = ["ß", "Đ", "İ"];

/** Deeply nested JSON: 100,000 arrays inside each other. */
export const DEEP_JSON = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;

/** Bodies that are not the object a call wants, as raw text. */
export const RAW_BODIES: Record<string, string[]> = {
  "invalid json": ["{", "{'a':1}", "nul", "{\"a\":1,}", "\u0000", "{\"a\":\"\\ud800\"", "[1,2", "{\"a\" 1}"],
  "not an object": ["null", "[]", "\"text\"", "123", "true", "[{}]"],
  "deep json": [DEEP_JSON, `{"a":${"{\"a\":".repeat(5_000)}1${"}".repeat(5_000)}}`],
  "prototype keys": [
    '{"__proto__":{"isAdmin":true,"role":"admin"}}',
    '{"constructor":{"prototype":{"role":"admin"}}}',
    '{"__proto__":null}',
    '{"hasOwnProperty":1,"toString":2,"valueOf":3}',
  ],
};

/** Content types and encodings a call does not take. */
export const WRONG_CONTENT: Array<{ name: string; headers: Record<string, string>; body: string | Buffer }> = [
  { name: "text/plain", headers: { "content-type": "text/plain" }, body: "{}" },
  { name: "form", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "username=a&password=b" },
  { name: "multipart", headers: { "content-type": "multipart/form-data; boundary=x" }, body: "--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nb\r\n--x--" },
  { name: "json utf-7", headers: { "content-type": "application/json; charset=utf-7" }, body: "{}" },
  { name: "json bogus charset", headers: { "content-type": "application/json; charset=klingon" }, body: "{}" },
  { name: "json no type", headers: {}, body: "{}" },
  { name: "empty json", headers: { "content-type": "application/json" }, body: "" },
  { name: "gzip", headers: { "content-type": "application/json", "content-encoding": "gzip" }, body: Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 1, 2, 3]) },
  { name: "deflate", headers: { "content-type": "application/json", "content-encoding": "deflate" }, body: "garbage" },
  { name: "br", headers: { "content-type": "application/json", "content-encoding": "br" }, body: "garbage" },
  { name: "huge json", headers: { "content-type": "application/json" }, body: `{"a":"${"x".repeat(7.5 * 1024 * 1024)}"}` },
  { name: "latin1 bytes", headers: { "content-type": "application/json" }, body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xe9, 0xff, 0x22, 0x7d]) },
];
