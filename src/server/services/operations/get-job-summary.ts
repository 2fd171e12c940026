import type { JobKind } from "~/server/jobs/job-kinds";
import type { DeadJob, JobCounts } from "~/server/jobs/job-queue";
import { type Actor, requireAdmin } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";

/** How many dead jobs the summary lists (newest first), so an admin can retry them. */
export const DEAD_JOBS_LISTED = 50;

export type JobSummary = {
  /** Every job, by state. */
  counts: JobCounts;
  /** The same counts for each kind of job (each a pg-boss queue), every kind listed. */
  queues: { kind: JobKind; counts: JobCounts }[];
  dead: DeadJob[];
};

/** Background jobs by state, per queue, and the newest dead ones (admins only). No payloads: they hold codes and links. */
export async function getJobSummary(
  { jobs }: Pick<ServiceContext, "jobs">,
  actor: Actor,
): Promise<JobSummary> {
  requireAdmin(actor);
  const [counts, byKind, dead] = await Promise.all([
    jobs.counts(),
    jobs.countsByKind(),
    jobs.deadJobs(DEAD_JOBS_LISTED),
  ]);
  const queues = (Object.keys(byKind) as JobKind[]).map((kind) => ({ kind, counts: byKind[kind] }));
  return { counts, queues, dead };
}
