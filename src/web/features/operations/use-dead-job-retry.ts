import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "~/web/components/ui/toast";
import { ApiError } from "~/web/lib/api/client";
import { type DeadJob, retryDeadJob } from "~/web/lib/api/jobs";

/**
 * The Retry of a dead job, with a toast either way; then the page reads the queue again, so the job
 * leaves the dead list (retried here, or by someone else meanwhile) and the counts move.
 */
export function useDeadJobRetry() {
  const revalidator = useRevalidator();
  const [retrying, setRetrying] = useState<string | null>(null);

  async function retry(job: DeadJob) {
    setRetrying(job.id);
    try {
      await retryDeadJob(job.id);
      toast.success("Job queued again", { description: "It runs in a moment." });
      await revalidator.revalidate();
    } catch (error) {
      toast.error("Could not retry the job", {
        description: error instanceof Error ? error.message : "Please try again.",
      });
      // Retried by someone else meanwhile, or already archived: it is no longer dead either way.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        await revalidator.revalidate();
      }
    } finally {
      setRetrying(null);
    }
  }

  return { retrying, retry };
}
