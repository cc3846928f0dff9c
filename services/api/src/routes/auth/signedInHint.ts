import type { Context } from "koa";
import { SESSION, SIGNED_IN_HINT } from "@repo/contracts/auth/constants";

/**
 * The signed-in hint (contracts/auth/constants.ts) beside the session cookie: readable by scripts (the session
 * cookie stays httpOnly), unsigned (it carries nothing to forge: the API never reads it), as long-lived as
 * a session, and renewed whenever the session is seen in use, so it does not lapse before a sliding session.
 */
export function setSignedInHint(ctx: Context): void {
  ctx.cookies.set(SIGNED_IN_HINT.cookieName, SIGNED_IN_HINT.value, {
    httpOnly: false,
    signed: false,
    sameSite: "lax",
    secure: ctx.secure,
    maxAge: SESSION.maxAgeMs,
    overwrite: true,
  });
}

export function clearSignedInHint(ctx: Context): void {
  ctx.cookies.set(SIGNED_IN_HINT.cookieName, null, { httpOnly: false, signed: false, sameSite: "lax", secure: ctx.secure, overwrite: true });
}
