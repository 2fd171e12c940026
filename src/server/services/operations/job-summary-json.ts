import type { JobSummary } from "./get-job-summary";

/** The job summary as GET /api/v1/admin/jobs answers it and the /admin/jobs page's loader reads it. */
export function jobSummaryJson({ counts, queues, dead }: JobSummary) {
  return {
    counts,
    queues,
    dead: dead.map((job) => ({
      id: job.id,
      kind: job.kind,
      attempts: job.attempts,
      last_error: job.lastError,
      created_at: job.createdAt.toISOString(),
      died_at: job.diedAt?.toISOString() ?? null,
    })),
  };
}
