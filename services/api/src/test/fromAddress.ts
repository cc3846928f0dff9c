import http from "node:http";

export type AddressedResponse = { status: number; headers: http.IncomingHttpHeaders; body: unknown };

/**
 * One request to a test server from a given loopback address (127.0.0.5, ...: Linux answers the whole
 * 127/8 on lo), so a server that trusts no proxy sees a different client address per caller, as throttles
 * need. No cookies: each call is a new visitor. The body is sent as JSON; the answer is parsed as JSON.
 */
export function requestFrom(baseUrl: string, localAddress: string, method: string, path: string, body?: unknown): Promise<AddressedResponse> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: http.OutgoingHttpHeaders = payload === undefined ? {} : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) };
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}${path}`, { method, localAddress, agent: false, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          // Not JSON: the text as it came.
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: parsed });
      });
    });
    request.on("error", reject);
    request.end(payload);
  });
}
