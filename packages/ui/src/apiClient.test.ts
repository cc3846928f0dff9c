import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRequest, getQueryFn, serverMessage } from "./apiClient.ts";

// A real HTTP server on loopback stands in for the API, so fetch, headers and bodies are the real thing.
let baseUrl = "";
const received: { method?: string; contentType?: string; body?: string }[] = [];
const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    received.push({ method: req.method, contentType: req.headers["content-type"], body });
    if (req.url === "/ok") return res.writeHead(200, { "content-type": "application/json" }).end('{"hello":"world"}');
    if (req.url === "/unauthorized") return res.writeHead(401).end('{"message":"Not authenticated"}');
    if (req.url === "/empty-error") return res.writeHead(503, "Service Unavailable").end();
    res.writeHead(400, { "content-type": "application/json" }).end('{"message":"Shooting title is required"}');
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const queryContext = (path: string) => ({ queryKey: [`${baseUrl}${path}`], signal: new AbortController().signal }) as never;

describe("apiRequest", () => {
  it("should send a body as JSON with a JSON content type", async () => {
    const response = await apiRequest("POST", `${baseUrl}/ok`, { shootingTitle: "Spring" });
    expect(await response.json()).toEqual({ hello: "world" });
    expect(received.at(-1)).toEqual({ method: "POST", contentType: "application/json", body: '{"shootingTitle":"Spring"}' });
  });

  it("should throw '{status}: {body}' for a non-OK answer", async () => {
    await expect(apiRequest("POST", `${baseUrl}/bad`, {})).rejects.toThrow('400: {"message":"Shooting title is required"}');
  });

  it("should fall back to the status text when the body is empty", async () => {
    await expect(apiRequest("GET", `${baseUrl}/empty-error`)).rejects.toThrow("503: Service Unavailable");
  });
});

describe("getQueryFn", () => {
  it("should GET the first element of the query key and read JSON", async () => {
    await expect(getQueryFn({ on401: "throw" })(queryContext("/ok"))).resolves.toEqual({ hello: "world" });
  });

  it("should answer null for a 401 when told to", async () => {
    await expect(getQueryFn({ on401: "returnNull" })(queryContext("/unauthorized"))).resolves.toBeNull();
  });

  it("should throw for a 401 by default", async () => {
    await expect(getQueryFn({ on401: "throw" })(queryContext("/unauthorized"))).rejects.toThrow('401: {"message":"Not authenticated"}');
  });
});

describe("serverMessage", () => {
  it("should read the message of an error thrown for a JSON answer", async () => {
    const error = await apiRequest("POST", `${baseUrl}/unauthorized`).catch((caught: unknown) => caught);
    expect(serverMessage(error)).toBe("Not authenticated");
  });

  it("should join an array of {message} with ', '", () => {
    expect(serverMessage(new Error('400: {"message":[{"message":"A"},{"message":"B"}]}'))).toBe("A, B");
  });

  it.each([new Error("503: Service Unavailable"), new Error("network down"), "not an error", new Error('400: {"message":""}')])(
    "should have none for %s",
    (error) => {
      expect(serverMessage(error)).toBeUndefined();
    },
  );
});
