import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, apiJson, apiRequest, getQueryFn, serverMessage } from "./apiClient.ts";

// A real HTTP server on loopback stands in for the API, so fetch, headers and bodies are the real thing.
let baseUrl = "";
let closedUrl = "";
const received: { method?: string; contentType?: string; body?: string }[] = [];
const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    received.push({ method: req.method, contentType: req.headers["content-type"], body });
    if (req.url === "/ok") return res.writeHead(200, { "content-type": "application/json" }).end('{"hello":"world"}');
    if (req.url === "/unauthorized") return res.writeHead(401).end('{"message":"Not authenticated"}');
    if (req.url === "/empty-error") return res.writeHead(503, "Service Unavailable").end();
    if (req.url === "/html-error") return res.writeHead(502, { "content-type": "text/html" }).end("<h1>502 Bad Gateway</h1>");
    if (req.url === "/many") return res.writeHead(400).end('{"message":[{"message":"A"},{"message":"B"}]}');
    if (req.url === "/slow") return setTimeout(() => res.writeHead(200).end("{}"), 1_000);
    res.writeHead(400, { "content-type": "application/json" }).end('{"message":"Shooting title is required"}');
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A port that was just free and is closed again: nothing answers there.
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/ok`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const queryContext = (path: string) => ({ queryKey: [`${baseUrl}${path}`], signal: new AbortController().signal }) as never;
const failureOf = (call: unknown) => Promise.resolve(call).then(() => expect.fail("the call should fail"), (error: unknown) => error);

describe("apiRequest", () => {
  it("should send a body as JSON with a JSON content type", async () => {
    const response = await apiRequest("POST", `${baseUrl}/ok`, { shootingTitle: "Spring" });
    expect(await response.json()).toEqual({ hello: "world" });
    expect(received.at(-1)).toEqual({ method: "POST", contentType: "application/json", body: '{"shootingTitle":"Spring"}' });
  });

  it("should throw an ApiError with the status, the body, the server's message and the spec's text '{status}: {body}'", async () => {
    const error = await failureOf(apiRequest("POST", `${baseUrl}/bad`, {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      body: '{"message":"Shooting title is required"}',
      serverMessage: "Shooting title is required",
      message: '400: {"message":"Shooting title is required"}',
    });
  });

  it("should join an array of {message} with ', '", async () => {
    expect(await failureOf(apiRequest("POST", `${baseUrl}/many`, {}))).toMatchObject({ status: 400, serverMessage: "A, B" });
  });

  it("should keep a body that is not JSON as text, with no server message", async () => {
    const error = await failureOf(apiRequest("GET", `${baseUrl}/html-error`));
    expect(error).toMatchObject({ status: 502, body: "<h1>502 Bad Gateway</h1>", serverMessage: undefined, message: "502: <h1>502 Bad Gateway</h1>" });
  });

  it("should fall back to the status text when the body is empty", async () => {
    expect(await failureOf(apiRequest("GET", `${baseUrl}/empty-error`))).toMatchObject({ status: 503, body: "", serverMessage: undefined, message: "503: Service Unavailable" });
  });

  it("should throw an ApiError with status 0 and the browser's reason when nothing answers", async () => {
    const error = await failureOf(apiRequest("POST", closedUrl, {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, body: "", serverMessage: undefined });
    expect((error as ApiError).message).not.toBe("");
    expect((error as ApiError).cause).toBeInstanceOf(TypeError);
  });

  it("should let an abort through as an abort, not as a failed call", async () => {
    const controller = new AbortController();
    const call = apiRequest("GET", `${baseUrl}/slow`, undefined, { signal: controller.signal });
    controller.abort();
    const error = await failureOf(call);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe("AbortError");
  });
});

describe("apiJson", () => {
  it("should read the answer's JSON", async () => {
    await expect(apiJson("GET", `${baseUrl}/ok`)).resolves.toEqual({ hello: "world" });
  });
});

describe("getQueryFn", () => {
  it("should GET the first element of the query key and read JSON", async () => {
    await expect(getQueryFn({ on401: "throw" })(queryContext("/ok"))).resolves.toEqual({ hello: "world" });
  });

  it("should answer null for a 401 when told to", async () => {
    await expect(getQueryFn({ on401: "returnNull" })(queryContext("/unauthorized"))).resolves.toBeNull();
  });

  it("should throw an ApiError for a 401 by default", async () => {
    expect(await failureOf(getQueryFn({ on401: "throw" })(queryContext("/unauthorized")))).toMatchObject({ status: 401, message: '401: {"message":"Not authenticated"}' });
  });

  it("should still throw other failures when a 401 is null", async () => {
    expect(await failureOf(getQueryFn({ on401: "returnNull" })(queryContext("/empty-error")))).toMatchObject({ status: 503 });
  });
});

describe("serverMessage", () => {
  it("should read the server's message of a failed call", async () => {
    expect(serverMessage(await failureOf(apiRequest("POST", `${baseUrl}/unauthorized`)))).toBe("Not authenticated");
  });

  it.each([new Error('400: {"message":"looks like one"}'), "not an error", new ApiError(400, '{"message":""}', "400: ...")])("should have none for %s", (error) => {
    expect(serverMessage(error)).toBeUndefined();
  });
});
