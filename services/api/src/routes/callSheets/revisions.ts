import Router from "@koa/router";
import { CALL_SHEET_MESSAGES } from "@repo/contracts/callSheets/messages";
import { REVISION_MESSAGES } from "@repo/contracts/callSheets/revisionMessages";
import {
  type Revision,
  type RevisionChanges,
  revisionChangesQuerySchema,
  revisionNumberSchema,
  revisionPublishSchema,
  type RevisionPublished,
  type RevisionSummary,
} from "@repo/contracts/callSheets/schemas/revisions";
import { snapshotOf } from "../../commands/publishRevision.ts";
import type { CallSheetWrites } from "../../commands/callSheetWrites.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError } from "../../errors.ts";
import { pathId } from "../../middlewares/pathId.ts";
import { validateBody, validateQuery } from "../../middlewares/validate.ts";
import { CallSheet } from "../../models/CallSheet.ts";
import { CallSheetRevision } from "../../models/CallSheetRevision.ts";
import { authorize } from "../../policies/index.ts";
import { isoFromDatabase } from "../../presenters/isoFromDatabase.ts";
import { describeChanges } from "../../revisions/describeChanges.ts";
import { diffSheets, toDiffable } from "../../revisions/snapshotDiff.ts";

const callSheetId = (raw: string | undefined) => pathId(raw, CALL_SHEET_MESSAGES.notFound);
const revisionNotFound = () => new HttpError(404, REVISION_MESSAGES.notFound);

/** `{n}` of a path: a 400 with the contract's message when it is no revision number. */
function revisionNumber(raw: string | undefined): number {
  const parsed = revisionNumberSchema.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, REVISION_MESSAGES.numberInvalid);
  return parsed.data;
}

/** Sheet `id`'s revision `number`; a 404 for an unknown sheet, then for an unknown revision. */
async function loadRevision(db: AppDeps["db"], id: number, number: number): Promise<CallSheetRevision> {
  const revision = await CallSheetRevision.find(db, id, number);
  if (revision) return revision;
  if (!(await CallSheet.query(db).findById(id).select("id"))) throw new HttpError(404, CALL_SHEET_MESSAGES.notFound);
  throw revisionNotFound();
}

/**
 * Revisions of a sheet (issue 25, docs/revisions.md), the admin's: publish the sheet as it is now (through
 * `writes`, the write path's transaction), list them newest first, read one as it was published, and what
 * changed between two (the lines for people and jsondiffpatch's delta).
 */
export function revisionRoutes({ db, clock }: AppDeps, writes: CallSheetWrites): Router {
  const router = new Router();

  router.post("/call-sheets/:id/revisions", authorize("callSheets:manage", validateBody(revisionPublishSchema)), async (ctx) => {
    const published = await writes.publish(callSheetId(ctx.params.id), ctx.state.input, ctx.state.actor, clock());
    if (!published) throw new HttpError(404, CALL_SHEET_MESSAGES.notFound);
    const body: RevisionPublished = { number: published.revision.number, publishedAt: isoFromDatabase(published.revision.publishedAt), changes: published.changes };
    ctx.set("Cache-Control", "no-store");
    ctx.status = 201;
    ctx.body = body;
  });

  router.get("/call-sheets/:id/revisions", authorize("callSheets:manage"), async (ctx) => {
    const id = callSheetId(ctx.params.id);
    if (!(await CallSheet.query(db).findById(id).select("id"))) throw new HttpError(404, CALL_SHEET_MESSAGES.notFound);
    const rows = await CallSheetRevision.query(db)
      .leftJoin("users", "users.id", "call_sheet_revisions.published_by")
      .where("call_sheet_revisions.call_sheet_id", id)
      .orderBy("call_sheet_revisions.number", "desc")
      .select("call_sheet_revisions.number", "call_sheet_revisions.published_at", "call_sheet_revisions.note", "users.full_name as publisher_name")
      .castTo<{ number: number; publishedAt: string; note: string; publisherName: string | null }[]>();
    const body: RevisionSummary[] = rows.map((row) => ({ number: row.number, publishedAt: isoFromDatabase(row.publishedAt), publishedBy: row.publisherName, note: row.note }));
    ctx.set("Cache-Control", "no-store");
    ctx.body = body;
  });

  router.get("/call-sheets/:id/revisions/:number", authorize("callSheets:manage"), async (ctx) => {
    const id = callSheetId(ctx.params.id);
    const revision = await loadRevision(db, id, revisionNumber(ctx.params.number));
    const publisher = revision.publishedBy === null ? undefined : await db("users").where({ id: revision.publishedBy }).first<{ fullName: string } | undefined>("full_name");
    const body: Revision = { number: revision.number, publishedAt: isoFromDatabase(revision.publishedAt), publishedBy: publisher?.fullName ?? null, note: revision.note, callSheet: snapshotOf(revision) };
    ctx.set("Cache-Control", "no-store");
    ctx.body = body;
  });

  router.get("/call-sheets/:id/revisions/:number/changes", authorize("callSheets:manage", validateQuery(revisionChangesQuerySchema)), async (ctx) => {
    ctx.set("Cache-Control", "no-store");
    const id = callSheetId(ctx.params.id);
    const number = revisionNumber(ctx.params.number);
    const fromNumber = ctx.state.query.from ?? (number > 1 ? number - 1 : undefined);
    const to = await loadRevision(db, id, number);
    if (fromNumber === undefined) {
      const body: RevisionChanges = { from: null, to: number, changes: [], delta: null };
      ctx.body = body;
      return;
    }
    const from = await loadRevision(db, id, fromNumber);
    const before = toDiffable(snapshotOf(from));
    const after = toDiffable(snapshotOf(to));
    const delta = diffSheets(before, after);
    const body: RevisionChanges = { from: fromNumber, to: number, changes: describeChanges(delta, before, after), delta: delta ?? null };
    ctx.body = body;
  });
  return router;
}
