import { COMMENT_ADMIN_AUTHOR } from "@repo/contracts/sharing/comments";
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
 * What the middlewares put on `ctx.state` (requestState.ts) that names an actor: the signed-in user, the
 * session's live grants, and the sheets whose grant was revoked or has expired. A route passes its `ctx.state`.
 */
export type ActorState = { user?: Pick<User, "id" | "role">; shareGrants?: ShareGrantActor[]; endedGrantSheets?: number[] };

export const isAdminUser = (user: Pick<User, "role"> | undefined): boolean => user?.role === "admin";

/**
 * The actor of a request about `callSheetId` (undefined: about no sheet in particular). A session may hold
 * a signed-in user and grants for several sheets at once: an admin acts as the admin; otherwise the grant
 * for that very sheet, then the signed-in user, then any grant (so a grant for another sheet is a known
 * caller the rules refuse, 403, not an anonymous one, 401); else nobody.
 */
export function actorOf(state: ActorState, callSheetId?: number): Actor | undefined {
  const grants = state.shareGrants ?? [];
  if (state.user && isAdminUser(state.user)) return { kind: "user", user: state.user };
  const own = callSheetId === undefined ? undefined : grants.find((grant) => grant.callSheetId === callSheetId);
  if (own) return own;
  if (state.user) return { kind: "user", user: state.user };
  return grants[0];
}

export const isAdmin = (actor: Actor): boolean => actor.kind === "user" && actor.user.role === "admin";

/** Whom `actor` reads and writes as on a sheet: the grant's e-mail, or COMMENT_ADMIN_AUTHOR for an account. */
export const readerName = (actor: Actor): string => (actor.kind === "shareGrant" ? actor.email : COMMENT_ADMIN_AUTHOR);

/**
 * Whether `named`, whom a client says it made a comment or a confirmation as (`asAuthor`, `asReader`), is
 * someone else than `actor` (e-mail addresses compared without case): another reader signed in on the device
 * since, whose session must not carry it (OTHER_READER_REASON). Undefined names nobody: the session's reader.
 */
export const namesOtherReader = (named: string | undefined, actor: Actor): named is string => named !== undefined && named.trim().toLowerCase() !== readerName(actor).toLowerCase();
