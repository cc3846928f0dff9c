import type { Middleware } from "koa";
import { AUTH_MESSAGES } from "@repo/contracts/auth";
import { HttpError } from "../errors.ts";
import type { User } from "../models/User.ts";

const isAdmin = (user: User) => user.role === "admin";

/**
 * Who may do what, declared once. Every protected route names its action; the UI never decides rights.
 * Everything beyond signing in and reading one's own account belongs to the admin (spec §6).
 */
const RULES = {
  "models:list": isAdmin,
  "models:update": isAdmin,
  "models:delete": isAdmin,
  "callSheets:manage": isAdmin,
  "users:search": isAdmin,
  "users:registerStaff": isAdmin,
} satisfies Record<string, (user: User) => boolean>;

export type Action = keyof typeof RULES;

export function can(user: User | undefined, action: Action): boolean {
  return Boolean(user && RULES[action](user));
}

/** 401 without a signed-in user, 403 for a user the rule refuses. Needs loadUser() earlier in the chain. */
export function authorize(action: Action): Middleware {
  return async (ctx, next) => {
    const user = ctx.state.user as User | undefined;
    if (!user) throw new HttpError(401, AUTH_MESSAGES.notAuthenticated);
    if (!can(user, action)) throw new HttpError(403, AUTH_MESSAGES.forbidden);
    await next();
  };
}
