import type { Middleware } from "koa";
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
