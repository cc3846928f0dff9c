/** A job's states: `queued` -> `running` -> `succeeded`, or back to `queued` (retry), or `dead` (docs/jobs.md). */
export const JOB_STATES = ["queued", "running", "succeeded", "dead"] as const;
export type JobState = (typeof JOB_STATES)[number];

/** `GET /api/jobs`: rows listed when no `limit` is given, and the most one request may ask for. */
export const JOBS_PAGE_SIZE = 50;
export const JOBS_LIMIT_MAX = 200;
