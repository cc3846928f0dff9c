/**
 * A send that failed. The message names the cause (refused, timed out, rejected by the server) but never
 * credentials: SMTP_URL may hold a user and password, and this message ends up in logs.
 */
export class MailError extends Error {
  override name = "MailError";
  /** nodemailer's or the system's code (ECONNECTION, ETIMEDOUT, EENVELOPE, EAUTH, EACCES ...), when known. */
  readonly code: string | undefined;
  /** The SMTP server's reply code (550 ...), when it answered with a refusal. */
  readonly responseCode: number | undefined;

  constructor(message: string, details: { code?: string; responseCode?: number } = {}) {
    super(message);
    this.code = details.code;
    this.responseCode = details.responseCode;
  }
}

/**
 * Turns whatever a transport threw into a MailError, with every given secret cut out of the text (a server
 * may echo a user name; a URL parser may quote the URL).
 */
export function toMailError(error: unknown, what: string, secrets: readonly string[] = []): MailError {
  const source = error instanceof Error ? error : new Error(String(error));
  const details = source as Error & { code?: unknown; responseCode?: unknown };
  let reason = source.message;
  for (const secret of secrets) {
    if (secret) reason = reason.split(secret).join("***");
  }
  return new MailError(`${what}: ${reason}`, {
    code: typeof details.code === "string" ? details.code : undefined,
    responseCode: typeof details.responseCode === "number" ? details.responseCode : undefined,
  });
}
