import type { RouterMiddleware } from "@koa/router";
import { AUTH_MESSAGES } from "@repo/contracts/auth/messages";
import type { DefaultState } from "koa";
import { InvitationEndedError } from "../commands/invitationEnded.ts";
import { HttpError } from "../errors.ts";
import type { StateWith } from "../requestState.ts";
import { actorOf, isAdmin, type Actor, type ActorState, type UserActor } from "./actors.ts";
import {
  COLLECTION_RULES,
  HIDDEN_FROM_NON_READERS,
  isCollectionAction,
  resourceRule,
  sheetOf,
  type Action,
  type ActionResources,
  type CallSheetResource,
  type CollectionAction,
  type ResourceAction,
} from "./rules.ts";

/** Whether `actor` may do `action` (on `resource`, for the actions that name one). An admin may do everything. */
export function can(actor: Actor | undefined, action: CollectionAction, resource?: null): boolean;
export function can<A extends ResourceAction>(actor: Actor | undefined, action: A, resource: ActionResources[A]): boolean;
export function can(actor: Actor | undefined, action: Action, resource?: ActionResources[Action]): boolean {
  if (!actor) return false;
  if (isAdmin(actor)) return true;
  if (isCollectionAction(action)) return actor.kind === "user" && COLLECTION_RULES[action](actor);
  return resource !== null && resource !== undefined && resourceRule(action)(actor, resource);
}

const notAuthenticated = () => new HttpError(401, AUTH_MESSAGES.notAuthenticated);

/** The signed-in user an action on a whole collection is allowed to: 401 without an actor, 403 when refused. */
function authorizedUser(state: ActorState, action: CollectionAction): UserActor {
  const actor = actorOf(state);
  if (!actor) throw notAuthenticated();
  if (actor.kind !== "user" || !can(actor, action)) throw new HttpError(403, AUTH_MESSAGES.forbidden);
  return actor;
}

/**
 * For actions on a whole collection: 401 without an actor, 403 when the rule refuses, before the handler
 * runs (needs loadUser earlier in the chain). The handlers after it read the user who passed as
 * `ctx.state.actor`, typed. `then`: the route's validation (validateBody/validateQuery), run after the
 * check; given here rather than beside it because the router types a handler's state from ONE typed
 * middleware, and this one then carries both the actor and the input.
 */
export function authorize(action: CollectionAction): RouterMiddleware<StateWith<{ actor: UserActor }>>;
export function authorize<S extends DefaultState>(action: CollectionAction, then: RouterMiddleware<S>): RouterMiddleware<S & { actor: UserActor }>;
export function authorize(action: CollectionAction, then?: RouterMiddleware<StateWith<{ actor: UserActor }>>): RouterMiddleware<StateWith<{ actor: UserActor }>> {
  return async (ctx, next) => {
    ctx.state.actor = authorizedUser(ctx.state, action);
    await (then ? then(ctx, next) : next());
  };
}

/**
 * For actions on one resource the handler already holds: 401 without an actor, 403 (`forbidden`, or the
 * generic message) when the rule refuses. Returns the actor the rule allowed.
 */
export function authorizeResource<A extends ResourceAction>(state: ActorState, action: A, resource: ActionResources[A], forbidden: string = AUTH_MESSAGES.forbidden): Actor {
  const actor = actorOf(state, sheetOf(resource));
  if (!actor || !can(actor, action, resource)) refuseEndedGrant(state, sheetOf(resource));
  if (!actor) throw notAuthenticated();
  if (!can(actor, action, resource)) throw new HttpError(403, forbidden);
  return actor;
}

/**
 * Loads the resource an action is about and authorizes it: 401 without an actor (before any read, so an
 * anonymous caller learns nothing), `notFound` when `load` finds nothing or when the action hides its
 * resource from a caller who may not read its sheet (rules.ts HIDDEN_FROM_NON_READERS), 403 when the rule
 * refuses. Returns the resource and the actor the rule allowed.
 */
export async function loadAuthorized<A extends ResourceAction, R extends ActionResources[A]>(
  state: ActorState,
  action: A,
  load: () => Promise<R | undefined>,
  notFound: () => HttpError,
): Promise<{ resource: R; actor: Actor }> {
  // A caller whose only tie to the resource's sheet is an ended grant hears that it ended (410), so the
  // resource is looked up for him too; without that tie an anonymous caller learns nothing (401 first).
  const holdsEndedGrant = (state.endedGrantSheets?.length ?? 0) > 0;
  if (!actorOf(state) && !holdsEndedGrant) throw notAuthenticated();
  const resource = await load();
  if (resource) refuseEndedGrant(state, sheetOf(resource));
  if (!actorOf(state)) throw notAuthenticated();
  if (!resource) throw notFound();
  if (HIDDEN_FROM_NON_READERS.has(action) && !readerOf(state, { id: sheetOf(resource) })) throw notFound();
  return { resource, actor: authorizeResource(state, action, resource) };
}

/** The actor of this request who may read `sheet` (the admin, or a grant of that sheet), or undefined. */
export function readerOf(state: ActorState, sheet: CallSheetResource): Actor | undefined {
  const actor = actorOf(state, sheet.id);
  return actor && can(actor, "callSheets:read", sheet) ? actor : undefined;
}

/**
 * 410 (InvitationEndedError: why, the title, whom to ask; middlewares/shareGrants.ts writes the body) when
 * the session's grant of `callSheetId` was revoked or has expired and nothing else lets the caller read
 * that sheet: the shared view, the comments and the auth check tell the collaborator the invitation ended
 * instead of asking for credentials again or saying 'try again' (issue 23 §6). Called by authorizeResource
 * and loadAuthorized, so every call about a sheet answers it alike; other calls treat such a caller as
 * whoever remains in the session.
 */
export function refuseEndedGrant(state: ActorState, callSheetId: number): void {
  if (state.endedGrantSheets?.includes(callSheetId) && !readerOf(state, { id: callSheetId })) throw new InvitationEndedError(callSheetId);
}
