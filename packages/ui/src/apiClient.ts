import type { QueryFunction } from "@tanstack/react-query";
import { inScreenLanguage, type ScreenLanguage } from "@repo/contracts/common/screenLanguage";

/**
 * A call to the API that did not succeed. `message` is the spec's error text (§8: `"{status}: {body}"`,
 * the status text when the body is empty), for wherever an error is shown as it is; code reads `status`
 * and `serverMessage` instead of parsing that text back. Status 0 means no answer came (network down,
 * gateway unreachable): `message` is then the browser's own.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** The server's `message`: a string, or an array of `{message}` joined with ", " (spec §8). */
  readonly serverMessage: string | undefined;

  constructor(
    readonly status: number,
    /** The answer's body as text ("" when there was none). */
    readonly body: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.serverMessage = messageInBody(body);
  }
}

function messageInBody(body: string): string | undefined {
  const parts = messagesInBody(body);
  return parts.length ? parts.join(", ") : undefined;
}

/** The body's `message`, as its parts: one string, or each `{message}` of an array. */
function messagesInBody(body: string): string[] {
  let message: unknown;
  try {
    message = (JSON.parse(body) as { message?: unknown } | null)?.message;
  } catch {
    return [];
  }
  if (Array.isArray(message)) {
    return message.map((item) => (item as { message?: unknown } | null)?.message).filter((part): part is string => typeof part === "string" && part !== "");
  }
  return typeof message === "string" && message ? [message] : [];
}

/** Throws an ApiError for a non-OK answer (its body is read); an OK answer passes untouched. */
export async function throwIfResNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text();
  throw new ApiError(response.status, body, `${response.status}: ${body || response.statusText}`);
}

/** fetch with the cookies; a failure to get any answer becomes an ApiError with status 0 (an abort stays an abort). */
async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, credentials: "include" });
  } catch (error) {
    // A cancelled call (react-query cancels on unmount) is not a failure to report.
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, "", error instanceof Error ? error.message : String(error), { cause: error });
  }
}

/**
 * The one way the apps call the API (spec §7): every call sends the cookies; a body goes out as JSON with
 * a JSON content type; a non-OK answer or no answer throws an ApiError.
 */
export async function apiRequest(method: string, url: string, data?: unknown, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (data !== undefined) headers.set("Content-Type", "application/json");
  const response = await send(url, { ...init, method, headers, body: data === undefined ? undefined : JSON.stringify(data) });
  await throwIfResNotOk(response);
  return response;
}

/**
 * apiRequest, then the answer's JSON body, as `unknown`: the caller parses it with the answer's contract
 * (`callSheetSchema.parse(await apiJson(...))`), so a changed server shows up as an error, not as a
 * wrongly typed value deep in a component.
 */
export async function apiJson(method: string, url: string, data?: unknown, init?: RequestInit): Promise<unknown> {
  return await (await apiRequest(method, url, data, init)).json();
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * The default query function: GET the first element of the query key, read JSON; a 401 throws or is null.
 * Its answer is `unknown` unless `parse` (the answer's contract) says what it is.
 */
export function getQueryFn({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<unknown>;
export function getQueryFn<T>({ on401, parse }: { on401: UnauthorizedBehavior; parse: (answer: unknown) => T }): QueryFunction<T | null>;
export function getQueryFn<T>({ on401, parse }: { on401: UnauthorizedBehavior; parse?: (answer: unknown) => T }): QueryFunction<unknown> {
  return async ({ queryKey, signal }) => {
    try {
      const answer = await apiJson("GET", String(queryKey[0]), undefined, { signal });
      return parse ? parse(answer) : answer;
    } catch (error) {
      if (on401 === "returnNull" && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/** The server's message of a failed call, when it sent one (for a toast that has its own fallback). */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/**
 * The server's message in the screen's language (issue 23 item 7), for a screen that shows it: each message
 * of a list translated on its own (a refused registration sends one per field), `fallback` for one in the
 * other language that has no entry. undefined when the server sent none, as serverMessage.
 */
export function serverMessageIn(language: ScreenLanguage, error: unknown, fallback: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const parts = messagesInBody(error.body).map((part) => inScreenLanguage(language, part, fallback));
  return parts.length ? [...new Set(parts)].join(", ") : undefined;
}
