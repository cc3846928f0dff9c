import type { User } from "../models/User.ts";

/** The roles a share grants on its one sheet (call-sheets.md: viewer or commenter). */
export type ShareRole = "viewer" | "commenter";

/** A signed-in user (an admin or anyone who registered). */
export type UserActor = { kind: "user"; user: Pick<User, "id" | "role"> };

/**
 * An outside collaborator who proved a share's credentials (token + e-mail + password): rights on one
 * sheet only, kept in the server session from the share portal on.
 */
export type ShareGrantActor = { kind: "shareGrant"; callSheetId: number; email: string; role: ShareRole; shareId: number };

/** Whoever makes a request: the subject of every policy rule. */
export type Actor = UserActor | ShareGrantActor;

/**
 * The actor of a request from what the middlewares put on `ctx.state`: the signed-in user, else a share
 * grant (none is set before the share portal's access endpoint exists), else nobody.
 */
export function actorOf(state: { user?: Pick<User, "id" | "role">; shareGrant?: ShareGrantActor }): Actor | undefined {
  if (state.user) return { kind: "user", user: state.user };
  return state.shareGrant;
}

export const isAdmin = (actor: Actor): boolean => actor.kind === "user" && actor.user.role === "admin";
