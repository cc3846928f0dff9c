import type { DefaultState } from "koa";
import type { Logger } from "./logger.ts";
import type { User } from "./models/User.ts";
import type { Actor, ShareGrantActor } from "./policies/actors.ts";

/**
 * What the middlewares leave on `ctx.state`, declared once for every middleware and route (Koa's
 * `DefaultState` is augmented with it below), so no route casts `ctx.state`. The chain that fills it:
 * requestContext (`requestId`, `log`), the session store (`sessionUser`), loadUser (`user`),
 * loadShareGrants (`shareGrants`, `endedGrantSheets`), then per route `authorize` (`actor`, narrowed to
 * what the action admits) and validateBody/validateQuery (`input`, `query`, typed from their schema).
 * Those per-route fields are `unknown` here: only the middleware that sets them gives them a type.
 */
export type RequestState = {
  requestId: string;
  log: Logger;
  /** The session's user as the session store read it with the session row (middlewares/session.ts). */
  sessionUser?: User | null;
  /** The signed-in user, fresh from the database (middlewares/auth.ts loadUser). */
  user?: User;
  /** The session's live share grants, re-checked on this request (middlewares/shareGrants.ts). */
  shareGrants?: ShareGrantActor[];
  /** Sheets whose grant in the session was revoked or has expired (their calls answer 410: policies refuseEndedGrant). */
  endedGrantSheets?: number[];
  /** The actor `authorize` let through (policies/index.ts): typed by the action in the routes after it. */
  actor?: Actor;
  /** The parsed body and query (middlewares/validate.ts): typed by the schema in the routes after it. */
  input?: unknown;
  query?: unknown;
};

/**
 * The state a typed middleware leaves for the handlers after it: the request's state plus `T`. A typed
 * middleware (validateBody, authorize, requireUser) is a `RouterMiddleware<StateWith<...>>`, so the router
 * infers the handler's `ctx.state` from it.
 */
export type StateWith<T> = DefaultState & T;

declare module "koa" {
  // Koa's hook for typing ctx.state app-wide (its DefaultState is an empty interface meant to be merged).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DefaultState extends RequestState {}
}
