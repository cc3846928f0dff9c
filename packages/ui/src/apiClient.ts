import type { QueryFunction } from "@tanstack/react-query";

/** Throws `"{status}: {body text or status text}"` for a non-OK answer (spec §8, first rule). */
export async function throwIfResNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

/** Every call sends the cookies; a body goes out as JSON with a JSON content type. */
export async function apiRequest(method: string, url: string, data?: unknown, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (data !== undefined) headers.set("Content-Type", "application/json");
  const response = await fetch(url, {
    ...init,
    method,
    headers,
    credentials: "include",
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  await throwIfResNotOk(response);
  return response;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** The default query function: GET the first element of the query key, read JSON; a 401 throws or is null. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(String(queryKey[0]), { credentials: "include", signal });
    if (on401 === "returnNull" && response.status === 401) return null;
    await throwIfResNotOk(response);
    return (await response.json()) as T;
  };
}

/**
 * The server's `message` out of an error thrown by apiRequest/throwIfResNotOk ("{status}: {body}"): a
 * string, or an array of `{message}` joined with ", " (spec §8). Undefined when there is none to show.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const body = /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1];
  if (!body) return undefined;
  let message: unknown;
  try {
    message = (JSON.parse(body) as { message?: unknown } | null)?.message;
  } catch {
    return undefined;
  }
  if (Array.isArray(message)) {
    const parts = message.map((item) => (item as { message?: unknown } | null)?.message).filter((part): part is string => typeof part === "string");
    return parts.length ? parts.join(", ") : undefined;
  }
  return typeof message === "string" && message ? message : undefined;
}
