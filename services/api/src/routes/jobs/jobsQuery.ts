import { z } from "zod";
import { JOB_STATES } from "../../jobs/jobStore.ts";

// Kept beside the route until an admin screen reads it; then it moves to @repo/contracts (jobs).

/** `GET /api/jobs?state=dead&limit=50`: newest first. */
export const jobsQuerySchema = z.object({
  state: z.enum(JOB_STATES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** One job as an admin sees it: what ran, how often, how it ended. Never its payload (a mail's text holds a share password). */
export type JobView = {
  id: number;
  kind: string;
  state: (typeof JOB_STATES)[number];
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
