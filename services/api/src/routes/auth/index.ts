import Router from "@koa/router";
import type { Context } from "koa";
import { loginSchema } from "@repo/contracts/auth/schemas";
import { USER_MESSAGES } from "@repo/contracts/users/messages";
import { userRegistrationSchema } from "@repo/contracts/users/schemas/users";
import type { AppDeps } from "../../deps.ts";
import { registerUser } from "../../commands/registerUser.ts";
import { signIn } from "../../commands/signIn.ts";
import { HttpError } from "../../errors.ts";
import { requireUser } from "../../middlewares/auth.ts";
import { deleteExpiredSessions, type SessionData } from "../../middlewares/session.ts";
import { validateBody } from "../../middlewares/validate.ts";
import type { User } from "../../models/User.ts";
import { presentUser } from "../../presenters/presentUser.ts";
import { clearSignedInHint, setSignedInHint } from "./signedInHint.ts";

/** Starts a session for `user` under a NEW id: whatever id the browser had before (fixation) is dropped. */
async function startSession(ctx: Context, user: User): Promise<void> {
  await ctx.session!.regenerate();
  (ctx.session as SessionData).userId = user.id;
  ctx.state.user = user;
  setSignedInHint(ctx);
}

function endSession(ctx: Context): void {
  ctx.session = null;
  ctx.state.user = undefined;
  clearSignedInHint(ctx);
}

/** The session calls of spec §7: who am I, sign up, sign in and out, and the admin's own sign-in. */
export function authRoutes({ db, clock }: AppDeps): Router {
  const router = new Router();

  router.get("/user", requireUser, (ctx) => {
    setSignedInHint(ctx);
    ctx.body = { success: true, user: presentUser(ctx.state.user) };
  });

  router.post("/register", validateBody(userRegistrationSchema), async (ctx) => {
    const input = ctx.state.input;
    // The schema takes the spec's values; an admin account is never created from outside.
    if (input.role === "admin" || input.userType === "admin") throw new HttpError(403, USER_MESSAGES.adminNotAllowed);
    const user = await registerUser(db, input);
    ctx.state.log.info({ userId: user.id, userType: user.userType }, "user registered");
    await startSession(ctx, user);
    ctx.status = 201;
    ctx.body = { success: true, user: presentUser(user) };
  });

  for (const [path, adminOnly] of [
    ["/login", false],
    ["/admin/login", true],
  ] as const) {
    router.post(path, validateBody(loginSchema), async (ctx) => {
      const { username, password } = ctx.state.input;
      try {
        const user = await signIn(db, { username, password, ip: ctx.ip, adminOnly, now: clock() });
        await startSession(ctx, user);
        await deleteExpiredSessions(db, clock());
        ctx.state.log.info({ userId: user.id, admin: adminOnly }, "signed in");
        ctx.set("Cache-Control", "no-store");
        ctx.body = { success: true, user: presentUser(user) };
      } catch (error) {
        // The attempted username is logged, never the password.
        if (error instanceof HttpError) ctx.state.log.warn({ username, status: error.status, admin: adminOnly }, "sign-in refused");
        throw error;
      }
    });
  }

  for (const path of ["/logout", "/admin/logout"]) {
    router.post(path, (ctx) => {
      endSession(ctx);
      // Signing out leaves nothing of the signed-in person's behind in this browser: the share portal's
      // offline copies of sheets (its service worker's caches, IndexedDB's waiting comments) go with the
      // session (docs/on-set.md). "storage" spares cookies: another person's share grant stays.
      ctx.set("Clear-Site-Data", '"storage"');
      ctx.body = { success: true };
    });
  }
  return router;
}
