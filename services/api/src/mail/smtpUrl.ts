/** True for smtp://host[:port] and smtps://host[:port], credentials optional (the SMTP_URL check). */
export function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** The URL without its user and password, for logs and the admin's screen. */
export function redactSmtpUrl(value: string): string {
  const url = new URL(value);
  const hadCredentials = url.username !== "" || url.password !== "";
  url.username = "";
  url.password = "";
  const bare = `${url.protocol}//${url.host}`;
  return hadCredentials ? bare.replace("//", "//***@") : bare;
}

/** The user name and password of an SMTP URL, raw and decoded: what an error text must never contain. */
export function smtpUrlSecrets(value: string): string[] {
  const url = new URL(value);
  const secrets = [url.username, url.password].filter((part) => part !== "");
  const decoded = secrets.map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  });
  // Longest first, so a password that contains the user name is cut out whole.
  return [...new Set([...secrets, ...decoded])].sort((a, b) => b.length - a.length);
}
