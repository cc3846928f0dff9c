/**
 * Reads a raw MIME message just far enough for tests: headers (unfolded, encoded words decoded) and the
 * text/plain and text/html parts (quoted-printable or base64, any charset TextDecoder knows). Not a general
 * parser: it reads what nodemailer writes, which is what our tests receive. `raw` holds one character per
 * byte (read as latin1), so multi-byte text is decoded only once, by the charset of its part.
 */
export type ReadMessage = {
  headers: Map<string, string>;
  subject: string;
  text: string | undefined;
  html: string | undefined;
  /** The parts sent as files (Content-Disposition: attachment), their bytes decoded. */
  attachments: ReadAttachment[];
};

export type ReadAttachment = { filename: string | undefined; contentType: string; content: Buffer };

type Part = { headers: Map<string, string>; body: string };

export function readMessage(raw: string): ReadMessage {
  const root = splitPart(raw);
  const leaves = flatten(root);
  const isAttachment = (part: Part) => (part.headers.get("content-disposition") ?? "").toLowerCase().startsWith("attachment");
  const body = (type: string) => {
    const part = leaves.find((leaf) => !isAttachment(leaf) && mediaType(leaf.headers) === type);
    return part ? new TextDecoder(charsetOf(part)).decode(decodeBytes(part)).replace(/\r\n/g, "\n") : undefined;
  };
  const attachments = leaves.filter(isAttachment).map((part) => ({
    filename: fileName(part.headers.get("content-disposition") ?? ""),
    contentType: part.headers.get("content-type") ?? "text/plain",
    content: decodeBytes(part),
  }));
  return { headers: root.headers, subject: decodeWords(root.headers.get("subject") ?? ""), text: body("text/plain"), html: body("text/html"), attachments };
}

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const headers = new Map<string, string>();
  // Unfold first: a header continues on lines that start with white space.
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? "" : normalized.slice(end + 2) };
}

function flatten(part: Part): Part[] {
  const boundary = parameter(part.headers.get("content-type") ?? "", "boundary");
  if (!mediaType(part.headers).startsWith("multipart/") || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  // The last section follows the closing "--boundary--" and is the epilogue.
  return sections.filter((section) => !section.startsWith("--")).flatMap((section) => flatten(splitPart(section.replace(/^\n/, ""))));
}

const mediaType = (headers: Map<string, string>) => (headers.get("content-type") ?? "text/plain").split(";")[0]!.trim().toLowerCase();

function parameter(header: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}=(?:"([^"]*)"|([^;\\s]*))`, "i").exec(header);
  return match ? (match[1] ?? match[2]) : undefined;
}

const charsetOf = (part: Part) => parameter(part.headers.get("content-type") ?? "", "charset") ?? "utf-8";

function decodeBytes(part: Part): Buffer {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const body = part.body.replace(/\n$/, "");
  return encoding === "base64" ? Buffer.from(body.replace(/\s+/g, ""), "base64") : encoding === "quoted-printable" ? quotedPrintable(body) : Buffer.from(body, "latin1");
}

/** filename="a.ics", or RFC 2231's filename*=utf-8''%C3%A9.ics (what nodemailer writes for a name beyond ASCII). */
function fileName(disposition: string): string | undefined {
  const extended = /;\s*filename\*=utf-8''([^;\s]*)/i.exec(disposition);
  if (extended) return decodeURIComponent(extended[1]!);
  const plain = parameter(disposition, "filename");
  return plain === undefined ? undefined : decodeWords(plain);
}

function quotedPrintable(body: string): Buffer {
  const unwrapped = body.replace(/=\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < unwrapped.length; index++) {
    const hex = unwrapped.slice(index + 1, index + 3);
    if (unwrapped[index] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(unwrapped.charCodeAt(index) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=); white space between two of them is dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_word, charset: string, kind: string, text: string) => {
      const bytes = kind.toUpperCase() === "B" ? Buffer.from(text, "base64") : quotedPrintable(text.replace(/_/g, " "));
      return new TextDecoder(charset).decode(bytes);
    });
}
