import type { Actor, ShareGrantActor, UserActor } from "./actors.ts";

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
export function sheetOf(resource: ActionResources[ResourceAction]): number;
export function sheetOf(resource: ActionResources[Action]): number | undefined;
export function sheetOf(resource: ActionResources[Action]): number | undefined {
  if (resource === null) return undefined;
  return "callSheetId" in resource ? resource.callSheetId : resource.id;
}

/**
 * A rule of an action on a whole collection. Only a signed-in user may act on one (a share grant's rights
 * end at its sheet), so the rule sees a UserActor and `authorize` hands the handler that user.
 */
type CollectionRule = (actor: UserActor) => boolean;
/** A rule of an action on one resource: any actor, the resource the handler loaded. */
type ResourceRule<A extends ResourceAction> = (actor: Actor, resource: ActionResources[A]) => boolean;

/** Nobody but an admin (who may do everything: `can` lets an admin through before any rule). */
const adminOnly = (): boolean => false;

const grantFor = (actor: Actor, callSheetId: number): actor is ShareGrantActor => actor.kind === "shareGrant" && actor.callSheetId === callSheetId;

/** Everything beyond signing in and reading one's own account belongs to the admin (spec §6). */
export const COLLECTION_RULES: { [A in CollectionAction]: CollectionRule } = {
  "models:list": adminOnly,
  "models:update": adminOnly,
  "models:delete": adminOnly,
  "callSheets:manage": adminOnly,
  "users:search": adminOnly,
  "users:registerStaff": adminOnly,
  "jobs:list": adminOnly,
};

/**
 * What everyone but an admin may do on one resource, declared once: a share grant reads its own sheet
 * and, as commenter, comments on it and deletes its own comments (call-sheets.md: "Commenter: views, adds
 * and deletes comments"); a signed-in user deletes the comments it wrote.
 */
export const RESOURCE_RULES: { [A in ResourceAction]: ResourceRule<A> } = {
  "callSheets:read": (actor, sheet) => grantFor(actor, sheet.id),
  "callSheets:comment": (actor, sheet) => grantFor(actor, sheet.id) && actor.role === "commenter",
  "comments:delete": (actor, comment) =>
    actor.kind === "user"
      ? comment.authorUserId === actor.user.id
      : grantFor(actor, comment.callSheetId) && actor.role === "commenter" && comment.authorEmail === actor.email,
};

/** The rule of a resource action (typed by the action, so a rule only ever gets its own kind of resource). */
export const resourceRule = <A extends ResourceAction>(action: A): ResourceRule<A> => RESOURCE_RULES[action];

export const isCollectionAction = (action: Action): action is CollectionAction => Object.hasOwn(COLLECTION_RULES, action);

/**
 * Actions whose resource does not exist for a caller who may not read its sheet: such a caller hears
 * "not found", not 403, so ids cannot be probed across sheets (a comment on someone else's sheet).
 */
export const HIDDEN_FROM_NON_READERS: ReadonlySet<ResourceAction> = new Set<ResourceAction>(["comments:delete"]);
