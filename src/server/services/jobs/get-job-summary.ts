import type { DeadJob, JobCounts } from "~/server/jobs/job-queue";
import { type Actor, requireAdmin } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";

/** How many dead jobs the summary lists (newest first), so an admin can retry them. */
export const DEAD_JOBS_LISTED = 50;

/** Background jobs by state, and the newest dead ones (admins only). No payloads: they hold codes and links. */
export async function getJobSummary(
  { jobs }: Pick<ServiceContext, "jobs">,
  actor: Actor,
): Promise<{ counts: JobCounts; dead: DeadJob[] }> {
  requireAdmin(actor);
  const [counts, dead] = await Promise.all([jobs.counts(), jobs.deadJobs(DEAD_JOBS_LISTED)]);
  return { counts, dead };
}
