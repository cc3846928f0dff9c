import type { Middleware } from "koa";
import bodyParser from "koa-bodyparser";
import { API_MESSAGES } from "@repo/contracts/common/messages";
import { HttpError } from "../errors.ts";

const hasBody = (ctx: Parameters<Middleware>[0]) => Boolean(ctx.request.length) || ctx.get("transfer-encoding") !== "";

/** What is still read to the end after an early answer: the gateway's own body limit (client_max_body_size). */
export const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;

/**
 * A request answered before its body was read to the end (a refusal: 413, 415, 400, 403, 429...) leaves
 * the rest of that body on the connection. Behind the gateway that connection is a keep-alive one nginx
 * reuses for another client's request, which then waits for bytes that never come (60 s, then 504).
 * So the rest is read and dropped, and the connection stays good. Closing instead is no cure: closing a
 * socket with unread bytes sends a reset, and nginx, still sending the body, answers 502. Only a body
 * larger than the gateway lets through (a direct client) or of unknown length gets `Connection: close`.
 * Must run outside errorHandler, so it acts after the final answer is set.
 */
export function drainUnreadBodies(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      if (hasBody(ctx) && !ctx.req.readableEnded) {
        const declared = ctx.request.length;
        if (declared !== undefined && declared <= DRAIN_LIMIT_BYTES) ctx.req.resume();
        else if (!ctx.headerSent) ctx.set("Connection", "close");
      }
    }
  };
}

/**
 * Nothing in the product compresses what it sends, and an inflated body escapes the byte limit nginx
 * checks (a 200 KB gzip stream inflates to far more): every Content-Encoding other than identity is a 415,
 * decided from the headers alone, before a byte of the body is read.
 */
export function refuseCompressedBodies(): Middleware {
  return async (ctx, next) => {
    const encoding = ctx.get("content-encoding").trim().toLowerCase();
    if (encoding !== "" && encoding !== "identity" && hasBody(ctx)) throw new HttpError(415, API_MESSAGES.compressedBody);
    await next();
  };
}

/**
 * The most a small call's JSON body may hold: a few fields, the longest a 2,000-character comment or message
 * (about 12 KB even with every character escaped as \\uXXXX), or 1,000 model ids.
 */
export const SMALL_JSON_BODY_LIMIT = "64kb";

/** The largest JSON body: a 5 MB photo as a base64 data string plus the rest of a registration. */
export const JSON_BODY_LIMIT = "7mb";

/** A call as a request names it: its method and a pattern of its concrete path (`/api/...`). */
export type BodyCall = readonly [method: string, path: RegExp];

/**
 * Every call that may take a body (POST, PUT, PATCH, DELETE) is in exactly one of the two lists below:
 * requestBody.test.ts lists them from the app's routers and fails while one is in neither list or in both,
 * or while a list names a call no router serves. A call in neither still gets the small limit (jsonBodies):
 * a forgotten call is refused a large body, never given one.
 *
 * The calls whose body is a few short fields, or none (a DELETE of one thing): SMALL_JSON_BODY_LIMIT.
 */
export const SMALL_JSON_CALLS: readonly BodyCall[] = [
  ["POST", /^\/api\/(admin\/)?login$/],
  ["POST", /^\/api\/(admin\/)?logout$/],
  ["POST", /^\/api\/(register|users)$/],
  ["PATCH", /^\/api\/models\/[^/]+\/rating$/],
  ["DELETE", /^\/api\/models$/],
  ["DELETE", /^\/api\/call-sheets\/[^/]+$/],
  ["POST", /^\/api\/call-sheet-access$/],
  ["POST", /^\/api\/validate-call-sheet-credentials$/],
  ["POST", /^\/api\/call-sheet-test-access$/],
  ["POST", /^\/api\/call-sheet-confirmations$/],
  ["POST", /^\/api\/call-sheet-comments(\/seen)?$/],
  ["DELETE", /^\/api\/call-sheet-comments\/[^/]+$/],
  ["POST", /^\/api\/call-sheet-shares$/],
  ["PATCH", /^\/api\/call-sheet-shares\/[^/]+$/],
  ["DELETE", /^\/api\/call-sheet-shares\/[^/]+$/],
  ["POST", /^\/api\/call-sheet-shares\/[^/]+\/resend$/],
  ["POST", /^\/api\/call-sheets\/[^/]+\/(reminders|revisions)$/],
  ["PUT", /^\/api\/call-sheets\/[^/]+\/automatic-reminder$/],
];

/** The calls that carry a photo (a base64 data string) or a whole call sheet: JSON_BODY_LIMIT. */
export const LARGE_JSON_CALLS: readonly BodyCall[] = [
  ["POST", /^\/api\/models$/],
  ["PATCH", /^\/api\/models\/[^/]+\/photo$/],
  ["POST", /^\/api\/call-sheets$/],
  ["PATCH", /^\/api\/call-sheets\/[^/]+$/],
];

const isCall = (calls: readonly BodyCall[], method: string, path: string) => calls.some(([callMethod, pattern]) => method === callMethod && pattern.test(path));

/**
 * The app's one JSON body parser: the calls of LARGE_JSON_CALLS read their body with JSON_BODY_LIMIT (7 MB,
 * for a photo), every other request with SMALL_JSON_BODY_LIMIT (a 2 MB confirmation was read in full before
 * its 400). A declared length over the limit is a 413 before a byte is read (raw-body checks Content-Length
 * first); one of unknown length stops at the limit.
 */
export function jsonBodies(large: readonly BodyCall[] = LARGE_JSON_CALLS): Middleware {
  const parseSmall = bodyParser({ enableTypes: ["json"], jsonLimit: SMALL_JSON_BODY_LIMIT, strict: true });
  const parseLarge = bodyParser({ enableTypes: ["json"], jsonLimit: JSON_BODY_LIMIT, strict: true });
  return (ctx, next) => (isCall(large, ctx.method, ctx.path) ? parseLarge(ctx, next) : parseSmall(ctx, next));
}

/** The limit lists that name a call (method and concrete path): requestBody.test.ts wants exactly one. */
export function bodyLimitsOf(method: string, path: string): ("small" | "large")[] {
  return [...(isCall(SMALL_JSON_CALLS, method, path) ? (["small"] as const) : []), ...(isCall(LARGE_JSON_CALLS, method, path) ? (["large"] as const) : [])];
}
