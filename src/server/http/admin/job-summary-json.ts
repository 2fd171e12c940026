import type { JobSummary } from "~/server/services/jobs/get-job-summary";

/** The job summary as GET /api/v1/admin/jobs answers it (the /admin/jobs page's loader too). */
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
