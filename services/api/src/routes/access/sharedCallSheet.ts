import type Router from "@koa/router";
import type Koa from "koa";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import type { CallSheet as CallSheetContract } from "@repo/contracts/callSheets/schemas/editor";
import type { ShownRevision, SharedRevisionFields } from "@repo/contracts/sharing/confirmations";
import { SHARING_MESSAGES } from "@repo/contracts/sharing/messages";
import { getCallSheetQuerySchema, type SharedCallSheet, shareEmailSchema } from "@repo/contracts/sharing/schemas";
import { grantAccess } from "../../commands/grantAccess.ts";
import { callSheetConditions } from "../../conditions/callSheetConditions.ts";
import type { Database } from "../../db/connect.ts";
import { toDatabaseDateTime } from "../../db/dialect.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError } from "../../errors.ts";
import { addGrant, logSheetOpened } from "../../middlewares/shareGrants.ts";
import { validateQuery } from "../../middlewares/validate.ts";
import { CallSheet } from "../../models/CallSheet.ts";
import { CallSheetRevision, type RevisionHead } from "../../models/CallSheetRevision.ts";
import { CallSheetShareRevision, type ReadingState } from "../../models/CallSheetShareRevision.ts";
import { type ShareGrantActor, isAdmin } from "../../policies/actors.ts";
import { loadAuthorized, readerOf, refuseEndedGrant } from "../../policies/index.ts";
import { presentCallSheet } from "../../presenters/presentCallSheet.ts";
import { isoFromDatabase } from "../../presenters/isoFromDatabase.ts";
import { isDraft } from "../../revisions/isDraft.ts";
import type { SharedViewTexts } from "../../revisions/parsedTexts.ts";
import { retryAfterOnThrottle } from "./retryAfter.ts";

const shownRevision = (revision: RevisionHead): ShownRevision => ({ number: revision.number, publishedAt: isoFromDatabase(revision.publishedAt), note: revision.note });
const nothingChanged = (): Pick<SharedRevisionFields, "changes" | "changedSince" | "confirmedRevision"> => ({ changes: [], changedSince: null, confirmedRevision: null });

/** The revision's published sheet, from the app's kept sheets by id; undefined: the revision is gone (its sheet deleted meanwhile). */
const publishedSheet = (db: Database, texts: SharedViewTexts, revision: Pick<RevisionHead, "id">) => texts.published.get(revision.id, (id) => CallSheetRevision.snapshotOf(db, id));

/**
 * What a reading of a sheet starts from: its latest revision's head (its sheet comes by id from the app's
 * kept parses: publishedSheet), and its live row where the reading needs it (the admin's, or a sheet never
 * published). A grant of a published sheet reads no live row: the revision proves the sheet is there (its
 * row cascades away with the sheet's), and its reading state comes with the head (`state`): one statement,
 * not the whole row and two more (bench/sharedViewHtml).
 */
type ReadingSource = { id: number } & ({ latest: RevisionHead; state?: ReadingState; sheet?: CallSheet } | { latest: undefined; sheet: CallSheet });

/**
 * The ReadingSource of sheet `id`: for `grant` (the reader's share, when a grant of this sheet reads it) the
 * head with that share's reading state and no live row if published; otherwise the head and the live row.
 * Undefined: no such sheet.
 */
async function readingSource(db: Database, id: number, grant: { shareId: number } | undefined): Promise<ReadingSource | undefined> {
  if (grant) {
    const reading = await CallSheetShareRevision.latestWithReadingState(db, id, grant.shareId);
    if (reading) return { id, ...reading };
  }
  const [latest, sheet] = await Promise.all([grant ? undefined : CallSheetRevision.latestHead(db, id), CallSheet.load(db, id)]);
  if (!sheet) return undefined;
  return latest ? { id, latest, sheet } : { id, latest: undefined, sheet };
}

/** `source` with its live row, which every reading but a grant's loads (readSharedCallSheet). */
function liveSource(source: ReadingSource): ReadingSource & { sheet: CallSheet } {
  if (!source.sheet) throw new Error(`The reading of sheet ${source.id} has no live row`);
  return { ...source, sheet: source.sheet };
}

/** The refusal of a sheet that is not there (or was deleted while it was read). */
const sheetNotFound = () => new HttpError(404, CALL_SHEET_MESSAGES.notFound);

/**
 * What a grant reads (issue 25): the latest published revision, never the producer's draft, with what
 * changed since the newest older revision this collaborator opened, and the newest they confirmed. Opening
 * a revision for the first time is recorded (the Collaborators panel's 'opened'). A shared sheet without a
 * revision (only rows older than sharing's publish of revision 1) is read live, as before.
 */
async function grantReading(db: Database, source: ReadingSource, grant: ShareGrantActor, at: Date, texts: SharedViewTexts): Promise<{ callSheet: CallSheetContract } & SharedRevisionFields> {
  if (!source.latest) return { callSheet: presentCallSheet(source.sheet), revision: null, ...nothingChanged() };
  const { id } = source;
  // readingSource reads the state with the head for the grant readerOf names (the one loadAuthorized allows);
  // should they ever differ, the state is read here rather than guessed.
  const reading = source.state ? { latest: source.latest, state: source.state } : await CallSheetShareRevision.latestWithReadingState(db, id, grant.shareId);
  if (!reading) throw sheetNotFound();
  const { latest, state } = reading;
  const callSheet = await publishedSheet(db, texts, latest);
  if (!callSheet) throw sheetNotFound();
  if (state.openedAt === null) await CallSheetShareRevision.recordOpened(db, { shareId: grant.shareId, callSheetId: id, revision: latest.number }, toDatabaseDateTime(at));
  const before = state.openedBefore;
  const beforeSheet = before ? await publishedSheet(db, texts, before) : undefined;
  return {
    callSheet,
    revision: shownRevision(latest),
    changes: before && beforeSheet ? [...texts.published.changes({ id: before.id, sheet: beforeSheet }, { id: latest.id, sheet: callSheet })] : [],
    changedSince: before && beforeSheet ? before.number : null,
    confirmedRevision: state.confirmed,
  };
}

/**
 * What the admin reads: the live sheet, the latest revision's number beside it, and whether the sheet is a
 * draft (nothing published, or its content is not the one the latest revision published: revisions/isDraft.ts,
 * as the publish, the editor's header and the print view decide it).
 */
async function adminReading(db: Database, { latest, sheet }: ReadingSource & { sheet: CallSheet }, texts: SharedViewTexts): Promise<{ callSheet: CallSheetContract; draft: boolean } & SharedRevisionFields> {
  const callSheet = presentCallSheet(sheet);
  const draft = isDraft(callSheet, latest ? await publishedSheet(db, texts, latest) : undefined);
  return { callSheet, revision: latest ? shownRevision(latest) : null, draft, ...nothingChanged() };
}

/**
 * The shared view's data for the request's reader of `callSheetId` (the admin, or a grant of that sheet), as
 * `GET /api/get-call-sheet` answers it once its direct access is done; `GET /api/shared-view/{id}` answers it
 * too. Refuses like policies loadAuthorized: 410 for an ended grant, 401 without a grant, 403 a grant of
 * another sheet, 404 no such sheet. A grant's reading is a line of the access log, at most once an hour per
 * session (middlewares/shareGrants.ts logSheetOpened), and records the revision's first opening (grantReading).
 * `texts`: the app's kept parses of snapshots and locations lists (revisions/parsedTexts.ts).
 */
export async function readSharedCallSheet(ctx: Koa.Context, { db, weather }: Pick<AppDeps, "db" | "weather">, callSheetId: number, at: Date, texts: SharedViewTexts): Promise<SharedCallSheet> {
  refuseEndedGrant(ctx.state, callSheetId);
  // Only a grant of this sheet may go without the live row; whoever else asks is refused or is the admin.
  const reader = readerOf(ctx.state, { id: callSheetId });
  const grant = reader?.kind === "shareGrant" ? reader : undefined;
  const { resource: source, actor } = await loadAuthorized(ctx.state, "callSheets:read", () => readingSource(db, callSheetId, grant), sheetNotFound);
  if (actor.kind === "shareGrant") await logSheetOpened(ctx, db, actor, at);
  const reading = actor.kind === "shareGrant" ? { ...(await grantReading(db, source, actor, at, texts)), draft: false } : await adminReading(db, liveSource(source), texts);
  // The light, weather and locations of what is shown: a grant's revision, not the producer's draft.
  const conditions = await callSheetConditions(reading.callSheet, { now: at, weather, log: ctx.state.log, parseLocations: (text) => texts.locations.get(text) });
  return {
    ...reading,
    weatherData: conditions.weather,
    locations: reading.callSheet.locations,
    light: conditions.locations,
    role: actor.kind === "shareGrant" ? actor.role : null,
    isAdmin: isAdmin(actor),
  };
}

/**
 * `GET /api/get-call-sheet` (spec §7): the shared view's data for the admin or a grant of that sheet
 * (readSharedCallSheet). With isDirectAccess=true, token + e-mail + password are checked like
 * `POST /api/call-sheet-access` first (the /direct-access links) and win the session a grant. A session whose
 * grant of that sheet was revoked or expired hears that the invitation ended (410 with whom to ask, on every
 * request from then on); no grant is a 401, a grant for another sheet a 403. A grant reads the latest
 * published revision (grantReading); the admin the live sheet, the latest revision's number and whether the
 * sheet is a draft past it (adminReading).
 */
export function sharedCallSheetRoute(router: Router, deps: AppDeps, texts: SharedViewTexts): void {
  const { db, clock } = deps;
  router.get("/get-call-sheet", retryAfterOnThrottle, validateQuery(getCallSheetQuerySchema), async (ctx) => {
    const { callSheetId, token, email, password, isDirectAccess } = ctx.state.query;
    const at = clock();
    if (isDirectAccess === "true" && token && email && password) {
      const parsedEmail = shareEmailSchema.safeParse(email);
      // A malformed e-mail is a wrong e-mail: the same 401 as any other wrong credential.
      if (!parsedEmail.success) throw new HttpError(401, SHARING_MESSAGES.invalidCredentials);
      const share = await grantAccess(db, { token, email: parsedEmail.data, password, address: ctx.ip, now: at });
      await addGrant(ctx, share, at);
    }
    ctx.body = await readSharedCallSheet(ctx, deps, callSheetId, at, texts);
  });
}
