import type { Actor, ShareGrantActor } from "./actors.ts";

/** The fields of a call sheet a rule looks at (a CallSheet row has them). */
export type CallSheetResource = { id: number };

/** A comment on a call sheet: written by a signed-in user or by a share grant's e-mail. */
export type CommentResource = { callSheetId: number; authorUserId: number | null; authorEmail: string | null };

/** Every action and the resource its rule needs (`null`: the action is on a whole collection). */
export type ActionResources = {
  "models:list": null;
  "models:update": null;
  "models:delete": null;
  "callSheets:manage": null;
  "callSheets:read": CallSheetResource;
  "callSheets:comment": CallSheetResource;
  "comments:delete": CommentResource;
  "users:search": null;
  "users:registerStaff": null;
  "jobs:list": null;
};

export type Action = keyof ActionResources;
/** Actions whose rule needs no resource: `authorize(action)` checks them before the handler. */
export type CollectionAction = { [A in Action]: ActionResources[A] extends null ? A : never }[Action];
/** Actions whose rule looks at one resource: the handler loads it and checks with `authorizeResource`. */
export type ResourceAction = Exclude<Action, CollectionAction>;

/** The sheet a resource belongs to (a request's grant is chosen by it, policies/actors.ts), or undefined for a collection. */
export function sheetOf(resource: ActionResources[Action]): number | undefined {
  if (resource === null) return undefined;
  return "callSheetId" in resource ? resource.callSheetId : resource.id;
}

type Rule<A extends Action> = (actor: Actor, resource: ActionResources[A]) => boolean;

/** Nobody but an admin (who may do everything: `can` lets an admin through before any rule). */
const adminOnly = (): boolean => false;

const grantFor = (actor: Actor, callSheetId: number): actor is ShareGrantActor => actor.kind === "shareGrant" && actor.callSheetId === callSheetId;

/**
 * What everyone but an admin may do, declared once. Everything beyond signing in and reading one's own
 * account belongs to the admin (spec §6); a share grant reads its own sheet and, as commenter, comments on
 * it and deletes its own comments (call-sheets.md: "Commenter: views, adds and deletes comments").
 */
export const RULES: { [A in Action]: Rule<A> } = {
  "models:list": adminOnly,
  "models:update": adminOnly,
  "models:delete": adminOnly,
  "callSheets:manage": adminOnly,
  "callSheets:read": (actor, sheet) => grantFor(actor, sheet.id),
  "callSheets:comment": (actor, sheet) => grantFor(actor, sheet.id) && actor.role === "commenter",
  "comments:delete": (actor, comment) =>
    actor.kind === "user"
      ? comment.authorUserId === actor.user.id
      : grantFor(actor, comment.callSheetId) && actor.role === "commenter" && comment.authorEmail === actor.email,
  "users:search": adminOnly,
  "users:registerStaff": adminOnly,
  "jobs:list": adminOnly,
};
