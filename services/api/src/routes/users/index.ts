import Router from "@koa/router";
import { USER_SEARCH_LIMIT } from "@repo/contracts/users/constants";
import { staffUserRegistrationSchema, userSearchQuerySchema } from "@repo/contracts/users/schemas/users";
import type { AppDeps } from "../../deps.ts";
import { registerUser } from "../../commands/registerUser.ts";
import { normalizeForSearch } from "../../lib/searchText.ts";
import { validateBody, validateQuery } from "../../middlewares/validate.ts";
import { User } from "../../models/User.ts";
import { authorize } from "../../policies/index.ts";
import { presentUser, presentUserSearchResult } from "../../presenters/presentUser.ts";

/** Team members and clients: the admin's user search and /register-user. */
export function userRoutes({ db }: AppDeps): Router {
  const router = new Router();

  router.get("/users/search", authorize("users:search", validateQuery(userSearchQuerySchema)), async (ctx) => {
    const { query, type } = ctx.state.query;
    const search = User.query(db).orderBy("fullName").orderBy("id").limit(USER_SEARCH_LIMIT);
    if (type === "admin") search.where((where) => where.where({ role: "admin" }).orWhere({ userType: "admin" }));
    else if (type === "all_registered") search.whereNot({ userType: "admin" }).whereNot({ role: "admin" });
    else search.where({ userType: type });
    const needle = normalizeForSearch(query);
    // "!" escapes LIKE's wildcards the same way on SQLite and MySQL (a backslash does not).
    if (needle) search.whereRaw("?? LIKE ? ESCAPE '!'", ["searchText", `%${needle.replace(/[!%_]/g, (c) => `!${c}`)}%`]);
    const users = await search;
    ctx.body = { success: true, users: users.map(presentUserSearchResult) };
  });

  router.post("/users", authorize("users:registerStaff", validateBody(staffUserRegistrationSchema)), async (ctx) => {
    const input = ctx.state.input;
    const user = await registerUser(db, { ...input, role: "user" });
    ctx.state.log.info({ userId: user.id, userType: user.userType, by: ctx.state.actor.user.id }, "user registered by an admin");
    ctx.status = 201;
    ctx.body = { success: true, user: presentUser(user) };
  });
  return router;
}
