import Router from "@koa/router";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { REVISION_MESSAGES } from "@repo/contracts/callSheets/revisionMessages";
import {
  type RevisionChanges,
  revisionChangesQuerySchema,
  revisionNumberSchema,
  revisionPublishSchema,
  type RevisionPublished,
  type RevisionListItem,
} from "@repo/contracts/callSheets/schemas/revisions";
import type { CallSheet as CallSheetContract } from "@repo/contracts/callSheets/schemas/editor";
import type { CallSheetWrites } from "../../commands/callSheetWrites.ts";
import { changesOf, type PublishRefused } from "../../commands/publishRevision.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError } from "../../errors.ts";
import { pathId } from "../../middlewares/pathId.ts";
import { validateBody, validateQuery } from "../../middlewares/validate.ts";
import { CallSheet } from "../../models/CallSheet.ts";
import { CallSheetRevision } from "../../models/CallSheetRevision.ts";
import { authorize } from "../../policies/index.ts";
import { isoFromDatabase } from "../../presenters/isoFromDatabase.ts";
import { presentCallSheet } from "../../presenters/presentCallSheet.ts";
import { presentRevision, presentRevisionSummary } from "../../presenters/presentRevision.ts";
import { compareSnapshots } from "../../revisions/compareSnapshots.ts";
import { isDraft } from "../../revisions/isDraft.ts";

const callSheetId = (raw: string | undefined) => pathId(raw, CALL_SHEET_MESSAGES.notFound);
const sheetNotFound = () => new HttpError(404, CALL_SHEET_MESSAGES.notFound);
const revisionNotFound = () => new HttpError(404, REVISION_MESSAGES.notFound);
const sheetExists = async (db: AppDeps["db"], id: number) => Boolean(await CallSheet.query(db).findById(id).select("id"));

/** `{n}` of a path: a 400 with the contract's message when it is no revision number. */
function revisionNumber(raw: string | undefined): number {
  const parsed = revisionNumberSchema.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, REVISION_MESSAGES.numberInvalid);
  return parsed.data;
}

/** The 409's words for a refused publish (`seen`: the revision the publisher saw). */
function refusalMessage({ refused, latest }: PublishRefused, seen: number | null): string {
  if (refused === "newerRevision") return REVISION_MESSAGES.newerRevision(latest, seen);
  if (refused === "nothingToPublish") return REVISION_MESSAGES.nothingToPublish(latest);
  return REVISION_MESSAGES.notFound;
}

/**
 * The list's `unchangedAtVersion` of the latest revision `number`: the sheet's version when its content is the
 * one that revision published (revisions/isDraft.ts, the publish's rule), else null. The editor's header says
 * 'Draft: changed since REV n' by it, so an edit undone is no draft there either.
 */
async function unchangedAtVersion(db: AppDeps["db"], sheet: CallSheetContract, number: number): Promise<number | null> {
  const latest = await CallSheetRevision.find(db, sheet.id, number);
  return latest && !isDraft(sheet, latest.publishedSheet()) ? Number(sheet.version) : null;
}

/** Sheet `id`'s revision `number`; a 404 for an unknown sheet, then for an unknown revision. */
async function loadRevision(db: AppDeps["db"], id: number, number: number): Promise<CallSheetRevision> {
  const revision = await CallSheetRevision.find(db, id, number);
  if (revision) return revision;
  throw (await sheetExists(db, id)) ? revisionNotFound() : sheetNotFound();
}

/**
 * Revisions of a sheet (issue 25, docs/revisions.md), the admin's: publish the sheet as it is now (through
 * `writes`, the write path's transaction), list them newest first, read one as it was published, and what
 * changed between two (the lines for people and jsondiffpatch's delta).
 */
export function revisionRoutes({ db, clock, config }: AppDeps, writes: CallSheetWrites): Router {
  const router = new Router();

  router.post("/call-sheets/:id/revisions", authorize("callSheets:manage", validateBody(revisionPublishSchema)), async (ctx) => {
    // The collaborators' notices link to the public origin (as invitations do), else this request's own.
    const origin = config.publicOrigins?.[0] ?? `${ctx.protocol}://${ctx.get("host")}`;
    const published = await writes.publish(callSheetId(ctx.params.id), { ...ctx.state.input, origin }, ctx.state.actor, clock());
    if (!published) throw sheetNotFound();
    // Nothing written: a stale tab, or nothing to publish. The editor shows the words and reads the revisions again.
    if ("refused" in published) throw new HttpError(409, refusalMessage(published, ctx.state.input.afterRevision));
    // Worked out once the publish committed: the sheet's row is not held while the two snapshots are compared.
    const body: RevisionPublished = { number: published.revision.number, publishedAt: isoFromDatabase(published.revision.publishedAt), changes: changesOf(published) };
    ctx.set("Cache-Control", "no-store");
    ctx.status = 201;
    ctx.body = body;
  });

  router.get("/call-sheets/:id/revisions", authorize("callSheets:manage"), async (ctx) => {
    const id = callSheetId(ctx.params.id);
    const sheet = await CallSheet.load(db, id);
    if (!sheet) throw sheetNotFound();
    const history = await CallSheetRevision.history(db, id);
    const unchangedAt = history[0] ? await unchangedAtVersion(db, presentCallSheet(sheet), history[0].number) : null;
    const body: RevisionListItem[] = history.map((revision, index) => ({ ...presentRevisionSummary(revision, revision.publisherName), unchangedAtVersion: index === 0 ? unchangedAt : null }));
    ctx.set("Cache-Control", "no-store");
    ctx.body = body;
  });

  router.get("/call-sheets/:id/revisions/:number", authorize("callSheets:manage"), async (ctx) => {
    const revision = await loadRevision(db, callSheetId(ctx.params.id), revisionNumber(ctx.params.number));
    ctx.set("Cache-Control", "no-store");
    ctx.body = presentRevision(revision, await revision.publisherName(db));
  });

  router.get("/call-sheets/:id/revisions/:number/changes", authorize("callSheets:manage", validateQuery(revisionChangesQuerySchema)), async (ctx) => {
    const id = callSheetId(ctx.params.id);
    const number = revisionNumber(ctx.params.number);
    const fromNumber = ctx.state.query.from ?? (number > 1 ? number - 1 : undefined);
    const to = await loadRevision(db, id, number);
    ctx.set("Cache-Control", "no-store");
    if (fromNumber === undefined) {
      const body: RevisionChanges = { from: null, to: number, changes: [], delta: null };
      ctx.body = body;
      return;
    }
    const { delta, changes } = compareSnapshots((await loadRevision(db, id, fromNumber)).publishedSheet(), to.publishedSheet());
    const body: RevisionChanges = { from: fromNumber, to: number, changes, delta: delta ?? null };
    ctx.body = body;
  });
  return router;
}
