import type { Middleware } from "koa";
import { AUTH_MESSAGES } from "@repo/contracts/auth";
import { HttpError } from "../errors.ts";
import { actorOf, isAdmin, type Actor, type ActorState } from "./actors.ts";
import { RULES, sheetOf, type Action, type ActionResources, type CollectionAction, type ResourceAction } from "./rules.ts";

/** Whether `actor` may do `action` (on `resource`, for the actions that name one). An admin may do everything. */
export function can<A extends Action>(actor: Actor | undefined, action: A, resource: ActionResources[A]): boolean {
  if (!actor) return false;
  return isAdmin(actor) || RULES[action](actor, resource);
}

/** 401 without an actor, 403 when the rule refuses. */
function check<A extends Action>(state: ActorState, action: A, resource: ActionResources[A]): void {
  const actor = actorOf(state, sheetOf(resource));
  if (!actor) throw new HttpError(401, AUTH_MESSAGES.notAuthenticated);
  if (!can(actor, action, resource)) throw new HttpError(403, AUTH_MESSAGES.forbidden);
}

/**
 * For actions on a whole collection: 401 without an actor, 403 when the rule refuses, before the handler
 * runs. Needs loadUser() earlier in the chain.
 */
export function authorize(action: CollectionAction): Middleware {
  return async (ctx, next) => {
    check(ctx.state, action, null);
    await next();
  };
}

/** For actions on one resource the handler already holds: throws 401/403 as `authorize` does. */
export function authorizeResource<A extends ResourceAction>(state: ActorState, action: A, resource: ActionResources[A]): void {
  check(state, action, resource);
}

/**
 * Loads the resource an action is about and authorizes it: 401 without an actor (before any read, so an
 * anonymous caller learns nothing), `notFound` when `load` finds nothing, 403 when the rule refuses.
 */
export async function loadAuthorized<A extends ResourceAction, R extends ActionResources[A]>(
  state: ActorState,
  action: A,
  load: () => Promise<R | undefined>,
  notFound: () => HttpError,
): Promise<R> {
  if (!actorOf(state)) throw new HttpError(401, AUTH_MESSAGES.notAuthenticated);
  const resource = await load();
  if (!resource) throw notFound();
  check(state, action, resource);
  return resource;
}
