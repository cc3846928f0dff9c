import type { RouterMiddleware } from "@koa/router";
import type { Middleware } from "koa";
import { AUTH_MESSAGES } from "@repo/contracts/auth/messages";
import type { Database } from "../db/connect.ts";
import { HttpError } from "../errors.ts";
import { User } from "../models/User.ts";
import type { StateWith } from "../requestState.ts";
import { userReadWithSession, type SessionData } from "./session.ts";

/**
 * Puts the signed-in user (fresh from the database) on `ctx.state.user`. A session whose user no longer
 * exists is ended. Only requests that carry the session cookie cost a lookup, and that is the session's
 * own read (the store joins the user to it).
 */
export function loadUser(db: Database): Middleware {
  return async (ctx, next) => {
    const session = ctx.session as (SessionData & { isNew?: boolean }) | null;
    const userId = session?.userId;
    if (typeof userId === "number") {
      const read = userReadWithSession(ctx.state);
      const user = read === undefined || (read && read.id !== userId) ? await User.query(db).findById(userId) : read;
      if (user) ctx.state.user = user;
      else ctx.session = null;
    }
    await next();
  };
}

/** 401 unless someone is signed in; the handlers after it read `ctx.state.user` as a User, not a maybe. */
export const requireUser: RouterMiddleware<StateWith<{ user: User }>> = async (ctx, next) => {
  if (!ctx.state.user) throw new HttpError(401, AUTH_MESSAGES.notAuthenticated);
  await next();
};
