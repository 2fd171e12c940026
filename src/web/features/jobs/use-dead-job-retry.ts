import { useEffect, useState } from "react";
import { toast } from "~/web/components/ui/toast";
import { ApiError } from "~/web/lib/api/client";
import { type DeadJob, type JobSummary, retryDeadJob } from "~/web/lib/api/jobs";

/** The summary after a dead job of `kind` was queued again (or found no longer dead): out of the dead list. */
function withoutDead(summary: JobSummary, job: DeadJob, requeued: boolean): JobSummary {
  const move = (counts: JobSummary["counts"]) => ({
    ...counts,
    dead: Math.max(0, counts.dead - 1),
    retrying: counts.retrying + (requeued ? 1 : 0),
  });
  return {
    counts: move(summary.counts),
    queues: summary.queues.map((q) => (q.kind === job.kind ? { ...q, counts: move(q.counts) } : q)),
    dead: summary.dead.filter((d) => d.id !== job.id),
  };
}

/**
 * The page's copy of the summary (reset whenever the loader answers again) and the Retry action:
 * a retried job leaves the dead list at once and counts as retrying, with a toast either way.
 */
export function useDeadJobRetry(loaded: JobSummary | null) {
  const [summary, setSummary] = useState(loaded);
  const [retrying, setRetrying] = useState<string | null>(null);
  useEffect(() => setSummary(loaded), [loaded]);

  async function retry(job: DeadJob) {
    setRetrying(job.id);
    try {
      await retryDeadJob(job.id);
      setSummary((s) => (s ? withoutDead(s, job, true) : s));
      toast.success("Job queued again", { description: "It runs in a moment." });
    } catch (error) {
      const gone = error instanceof ApiError && (error.status === 404 || error.status === 409);
      // Retried by someone else meanwhile, or already archived: it is no longer dead either way.
      if (gone) setSummary((s) => (s ? withoutDead(s, job, false) : s));
      toast.error("Could not retry the job", {
        description: error instanceof Error ? error.message : "Please try again.",
      });
    } finally {
      setRetrying(null);
    }
  }

  return { summary, retrying, retry };
}
