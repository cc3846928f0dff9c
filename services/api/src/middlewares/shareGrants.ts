import type Koa from "koa";
import { describeEndedInvitation, InvitationEndedError } from "../commands/invitationEnded.ts";
import { recordShareAccess } from "../commands/recordShareAccess.ts";
import type { Database } from "../db/connect.ts";
import { CallSheetShare } from "../models/CallSheetShare.ts";
import type { ShareGrantActor } from "../policies/actors.ts";
import type { SessionData, SessionGrant } from "./session.ts";

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
 * request. Leaves the live grants on `ctx.state.shareGrants` and the sheets whose grant was revoked or
 * expired on `ctx.state.endedGrantSheets` (requestState.ts). Such a grant stays in the session, so that
 * every later call about its sheet (the open page's comment, a reload) still hears that the invitation
 * ended and whom to ask, not 'try again' or the password form (issue 23 §6); and an expired invitation that
 * is extended (the shoot moved later) opens again. A grant whose share is gone or whose credentials were
 * replaced is dropped: its holder must use the newer invitation.
 *
 * Answers every InvitationEndedError thrown below it (the access calls, the policies: policies/index.ts)
 * with the 410 body of invitationEndedSchema, looking the share up by sheet when the thrower had none;
 * `adminEmail` (ADMIN_EMAIL) is the first admin's address in it.
 */
export function loadShareGrants(db: Database, clock: () => Date, adminEmail?: string): Koa.Middleware {
  return async (ctx, next) => {
    const session = ctx.session as SessionData | null;
    const held = sessionGrants(session);
    const endedShares: CallSheetShare[] = [];
    if (held.length > 0) {
      const now = clock();
      const shares = await CallSheetShare.loadByIds(db, held.map((grant) => grant.shareId));
      const byId = new Map(shares.map((share) => [share.id, share]));
      const kept: SessionGrant[] = [];
      const actors: ShareGrantActor[] = [];
      for (const grant of held) {
        const share = byId.get(grant.shareId);
        if (!share || share.generation !== grant.generation) continue;
        kept.push(grant);
        if (share.isLiveAt(now)) actors.push(grantActor(share));
        else endedShares.push(share);
      }
      ctx.state.shareGrants = actors;
      ctx.state.endedGrantSheets = endedShares.map((share) => share.callSheetId);
      if (kept.length !== held.length && session) session.grants = kept;
    }
    try {
      await next();
    } catch (error) {
      if (!(error instanceof InvitationEndedError)) throw error;
      const share = error.share ?? endedShares.find((candidate) => candidate.callSheetId === error.callSheetId);
      if (!share) throw error;
      ctx.status = 410;
      ctx.body = await describeEndedInvitation(db, share, adminEmail);
    }
  };
}

/**
 * Adds (or renews) the grant of `share` to the session, under a NEW session id (as a sign-in does: an id
 * planted in the browser beforehand must not come to hold the grant); the user and the grants of other
 * sheets carry over. A grant of the same sheet held before, another collaborator's on a shared phone or
 * browser, is replaced: whoever signed in last is who reads, comments and confirms there (policies/actors.ts
 * takes a sheet's first grant). An anonymous caller gets a session for it. `loggedAt`: when the access log
 * got its line for this grant (grantAccess writes one), so that opening the sheet right after does not write
 * another.
 */
export async function addGrant(ctx: Koa.Context, share: CallSheetShare, loggedAt?: Date): Promise<void> {
  const previous = ctx.session as SessionData | null;
  const userId = previous?.userId;
  const sameSheet = new Set([share.id, ...(ctx.state.shareGrants ?? []).filter((grant) => grant.callSheetId === share.callSheetId).map((grant) => grant.shareId)]);
  const others = sessionGrants(previous).filter((grant) => !sameSheet.has(grant.shareId));
  await ctx.session!.regenerate();
  const session = ctx.session as SessionData;
  if (userId !== undefined) session.userId = userId;
  session.grants = [...others, { shareId: share.id, generation: share.generation, ...(loggedAt ? { loggedAt: loggedAt.getTime() } : {}) }];
  ctx.state.shareGrants = [...(ctx.state.shareGrants ?? []).filter((grant) => !sameSheet.has(grant.shareId)), grantActor(share)];
}

/**
 * A collaborator who comes back with a session already granted (a reload, the link opened again) opened
 * the sheet too: the access log and `lastAccessed` say so, at most once an hour per grant of a session,
 * so a reload storm writes one line, not hundreds. The hour is kept in the session's grant; two requests
 * of one session in flight at the same moment may each write a line.
 */
export const REOPENED_SHEET_LOG_INTERVAL_MS = 60 * 60 * 1000;

/** Writes the access log line of `grant` (the request's actor, on its own sheet) when the session's last one is an hour old. */
export async function logSheetOpened(ctx: Koa.Context, db: Database, grant: ShareGrantActor, now: Date): Promise<void> {
  const session = ctx.session as SessionData | null;
  const held = sessionGrants(session);
  const own = held.find((candidate) => candidate.shareId === grant.shareId);
  if (!session || !own) return;
  if (typeof own.loggedAt === "number" && now.getTime() - own.loggedAt < REOPENED_SHEET_LOG_INTERVAL_MS) return;
  await recordShareAccess(db, { id: grant.shareId, callSheetId: grant.callSheetId, email: grant.email }, { address: ctx.ip, now });
  session.grants = held.map((candidate) => (candidate === own ? { ...candidate, loggedAt: now.getTime() } : candidate));
}
