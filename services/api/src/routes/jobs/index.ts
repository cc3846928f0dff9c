import Router from "@koa/router";
import type { JobState } from "@repo/contracts/jobs/constants";
import { jobsQuerySchema, type JobView } from "@repo/contracts/jobs/schemas";
import type { AppDeps } from "../../deps.ts";
import { isoFromJobTime } from "../../jobs/jobTime.ts";
import { validateQuery } from "../../middlewares/validate.ts";
import { authorize } from "../../policies/index.ts";

type JobRow = Omit<JobView, "createdAt" | "availableAt" | "startedAt" | "finishedAt"> & { createdAt: string; availableAt: string; startedAt: string | null; finishedAt: string | null };

/** The fields an admin sees, listed: the payload and the runner's host never leave the server. */
function presentJob(row: JobRow): JobView {
  return {
    id: Number(row.id),
    kind: row.kind,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    lastError: row.lastError,
    reference: row.reference,
    createdAt: isoFromJobTime(row.createdAt),
    availableAt: isoFromJobTime(row.availableAt),
    startedAt: row.startedAt === null ? null : isoFromJobTime(row.startedAt),
    finishedAt: row.finishedAt === null ? null : isoFromJobTime(row.finishedAt),
  };
}

/** `GET /api/jobs`: deferred work as the admin sees it, e.g. `?state=dead` for what failed for good and why. */
export function jobRoutes({ db }: AppDeps): Router {
  const router = new Router();
  router.get("/jobs", authorize("jobs:list", validateQuery(jobsQuerySchema)), async (ctx) => {
    const { state, limit } = ctx.state.query;
    const query = db("jobs")
      .select<JobRow[]>("id", "kind", "state", "attempts", "maxAttempts", "lastError", "reference", "createdAt", "availableAt", "startedAt", "finishedAt")
      .orderBy("id", "desc")
      .limit(limit);
    const rows = await (state === undefined ? query : query.where("state", state satisfies JobState));
    ctx.set("Cache-Control", "no-store");
    ctx.body = { jobs: rows.map(presentJob) };
  });
  return router;
}
