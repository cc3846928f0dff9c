/**
 * A browser-like client for API tests: it keeps the cookies the API sets (the session cookie and its
 * signature) and sends them back, so a test can sign in once and act as that user.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  /** The raw Set-Cookie headers of the last response, for assertions on flags. */
  lastSetCookie: string[] = [];

  constructor(
    readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...this.defaultHeaders,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.lastSetCookie = response.headers.getSetCookie();
    for (const line of this.lastSetCookie) {
      const [pair, ...attributes] = line.split(";").map((part) => part.trim());
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      const expired = attributes.some((attribute) => /^expires=Thu, 01 Jan 1970/i.test(attribute)) || value === "";
      if (expired) this.cookies.delete(name!);
      else this.cookies.set(name!, value);
    }
    return response;
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request("GET", path, undefined, headers);
  }

  post(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request("POST", path, body, headers);
  }
}
