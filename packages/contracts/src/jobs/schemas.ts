import { z } from "zod";
import { JOB_STATES, JOBS_LIMIT_MAX, JOBS_PAGE_SIZE, type JobState } from "./constants.ts";

// Classic zod: admin-only, never on the public site's first load.

/** `GET /api/jobs?state=dead&limit=50`: newest first. */
export const jobsQuerySchema = z.object({
  state: z.enum(JOB_STATES).optional(),
  limit: z.coerce.number().int().min(1).max(JOBS_LIMIT_MAX).default(JOBS_PAGE_SIZE),
});
export type JobsQuery = z.output<typeof jobsQuerySchema>;

/** One job as an admin sees it: what ran, how often, how it ended. Never its payload (a mail's text holds a share password). */
export type JobView = {
  id: number;
  kind: string;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  reference: string | null;
  createdAt: string;
  /** Queued: when it is due; running: when its lease ends. */
  availableAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};
