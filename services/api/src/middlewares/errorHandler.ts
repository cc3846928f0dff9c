import { STATUS_CODES } from "node:http";
import type { Middleware } from "koa";
import { DBError, NotFoundError, ValidationError } from "objection";
// The base class of both APIs' errors: the registration contract uses zod/mini, the others zod.
import { $ZodError } from "zod/v4/core";
import { DATABASE_RETRY_AFTER_SECONDS } from "@repo/contracts/common/constants";
import { API_MESSAGES } from "@repo/contracts/common/messages";
import type { ApiError } from "@repo/contracts/common/schemas";
import { isUniqueViolation } from "../db/errors.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";

type ErrorResponse = { status: number; body: ApiError };

type HttpLikeError = { status?: unknown; statusCode?: unknown; expose?: unknown; type?: unknown; message?: unknown };

function fromZod(error: $ZodError): ErrorResponse {
  const errors = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  const message = [...new Set(errors.map((e) => e.message))].join(", ") || API_MESSAGES.validationFailed;
  return { status: 400, body: { message, errors } };
}

/** Maps anything thrown below it to a status and a `{message}` body. Only 4xx messages meant for clients pass through. */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof $ZodError) return fromZod(error);
  if (isDatabaseUnavailable(error)) return { status: 503, body: { message: API_MESSAGES.serviceUnavailable } };
  if (isUniqueViolation(error)) return { status: 409, body: { message: "This record already exists" } };
  if (error instanceof NotFoundError) return { status: 404, body: { message: API_MESSAGES.notFound } };
  if (error instanceof ValidationError) return { status: 400, body: { message: API_MESSAGES.validationFailed } };
  if (error instanceof DBError) return { status: 500, body: { message: API_MESSAGES.internal } };

  const http = (error ?? {}) as HttpLikeError;
  const status = typeof http.status === "number" ? http.status : typeof http.statusCode === "number" ? http.statusCode : 500;
  if (http.type === "entity.too.large") return { status: 413, body: { message: API_MESSAGES.bodyTooLarge } };
  if (http.type === "entity.parse.failed" || (status === 400 && /json/i.test(String(http.message)))) {
    return { status: 400, body: { message: API_MESSAGES.invalidJson } };
  }
  if (status >= 400 && status < 500 && http.expose !== false && typeof http.message === "string") {
    return { status, body: { message: http.message } };
  }
  return { status: 500, body: { message: API_MESSAGES.internal } };
}

export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      // Router misses (404) and wrong methods (405) come back without a body; give them the JSON shape too.
      if (ctx.status >= 400 && (ctx.body === undefined || ctx.body === null)) {
        const status = ctx.status;
        ctx.body = { message: status === 404 ? API_MESSAGES.notFound : (STATUS_CODES[status] ?? "Error") };
        ctx.status = status;
      }
    } catch (error) {
      const { status, body } = toErrorResponse(error);
      // An outage is one event seen by every request during it: a warning each, not an error with a stack.
      if (status === 503) {
        ctx.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
        ctx.state.log?.warn({ code: (error as { code?: unknown } | null)?.code }, "database unavailable");
      } else if (status >= 500) ctx.state.log?.error({ err: error }, "request failed");
      ctx.status = status;
      ctx.body = body;
    }
  };
}
