import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "~/web/components/ui/toast";
import { useMessageText } from "~/web/features/accounts/use-message-text";
import { useT } from "~/web/features/languages/language-context";
import { ApiError } from "~/web/lib/api/client";
import { type DeadJob, retryDeadJob } from "~/web/lib/api/jobs";

/**
 * The Retry of a dead job, with a toast either way; then the page reads the queue again, so the job
 * leaves the dead list (retried here, or by someone else meanwhile) and the counts move.
 */
export function useDeadJobRetry() {
  const t = useT();
  const text = useMessageText();
  const revalidator = useRevalidator();
  const [retrying, setRetrying] = useState<string | null>(null);

  async function retry(job: DeadJob) {
    setRetrying(job.id);
    try {
      await retryDeadJob(job.id);
      toast.success(t("Job queued again"), { description: t("It runs in a moment.") });
      await revalidator.revalidate();
    } catch (error) {
      toast.error(t("Could not retry the job"), {
        description: error instanceof Error ? text(error.message) : t("Please try again."),
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
