import type Koa from "koa";
import type { Database } from "../db/connect.ts";
import { CallSheetShare } from "../models/CallSheetShare.ts";
import type { ShareGrantActor } from "../policies/actors.ts";
import type { SessionData, SessionGrant } from "./session.ts";

/** What this middleware leaves on `ctx.state` for the policies and the access routes. */
export type GrantState = {
  /** The session's grants whose share is still active, unexpired and of the same credentials. */
  shareGrants?: ShareGrantActor[];
  /** Sheets whose grant ended (revoked, expired, credentials replaced) on this request: they hear "expired". */
  endedGrantSheets?: number[];
};

const grantActor = (share: CallSheetShare): ShareGrantActor => ({ kind: "shareGrant", callSheetId: share.callSheetId, email: share.email, role: share.role, shareId: share.id });

/** The session's grants as stored, ignoring anything of another shape (a session row is data, not trusted code). */
export function sessionGrants(session: SessionData | null | undefined): SessionGrant[] {
  const grants = session?.grants;
  if (!Array.isArray(grants)) return [];
  return grants.filter((grant): grant is SessionGrant => typeof grant?.shareId === "number" && typeof grant.generation === "number");
}

/**
 * Re-checks the session's share grants on every request against their shares (one query), so revoking
 * or expiring a share, or replacing its credentials, ends every session holding its grant at the next
 * request. Dead grants are dropped from the session. Sessions without grants cost nothing.
 */
export function loadShareGrants(db: Database, clock: () => Date): Koa.Middleware {
  return async (ctx, next) => {
    const session = ctx.session as SessionData | null;
    const held = sessionGrants(session);
    if (held.length > 0) {
      const now = clock();
      const shares = await CallSheetShare.query(db).findByIds(held.map((grant) => grant.shareId));
      const byId = new Map(shares.map((share) => [share.id, share]));
      const live: SessionGrant[] = [];
      const actors: ShareGrantActor[] = [];
      const ended: number[] = [];
      for (const grant of held) {
        const share = byId.get(grant.shareId);
        if (share && share.generation === grant.generation && share.isLiveAt(now)) {
          live.push(grant);
          actors.push(grantActor(share));
        } else if (share) ended.push(share.callSheetId);
      }
      const state = ctx.state as GrantState;
      state.shareGrants = actors;
      state.endedGrantSheets = ended;
      if (live.length !== held.length && session) session.grants = live;
    }
    await next();
  };
}

/**
 * Adds (or renews) the grant of `share` to the session, under a NEW session id (as a sign-in does: an id
 * planted in the browser beforehand must not come to hold the grant); the user and other grants carry over.
 * An anonymous caller gets a session for it.
 */
export async function addGrant(ctx: Koa.Context, share: CallSheetShare): Promise<void> {
  const previous = ctx.session as SessionData | null;
  const userId = previous?.userId;
  const others = sessionGrants(previous).filter((grant) => grant.shareId !== share.id);
  await ctx.session!.regenerate();
  const session = ctx.session as SessionData;
  if (userId !== undefined) session.userId = userId;
  session.grants = [...others, { shareId: share.id, generation: share.generation }];
  const state = ctx.state as GrantState;
  state.shareGrants = [...(state.shareGrants ?? []).filter((grant) => grant.shareId !== share.id), grantActor(share)];
}
