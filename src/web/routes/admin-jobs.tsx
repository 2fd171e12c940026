import { useRevalidator } from "react-router";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { useFormat, useT } from "~/web/features/languages/language-context";
import { DeadJobsList } from "~/web/features/operations/dead-jobs-list";
import { QueueCounts } from "~/web/features/operations/queue-counts";
import { useDeadJobRetry } from "~/web/features/operations/use-dead-job-retry";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/admin-jobs";
import { loadJobQueue } from "./admin-jobs.server";
import { signedInOf } from "./page-guards.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Job Queue · Ujamaa" },
];

export function loader({ context, request }: Route.LoaderArgs) {
  return loadJobQueue(pageOf(context).runtime, signedInOf(context), request);
}

export default function AdminJobs({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const format = useFormat();
  const { summary } = loaderData;
  const { retrying, retry } = useDeadJobRetry();
  const revalidator = useRevalidator();
  const loading = revalidator.state === "loading";

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t("Job Queue")}</h1>
          <p className="mt-1 text-stone-600">
            {t(
              "E-mails and opportunity alerts run in the background. A job that fails is retried; after its last attempt it is dead until you retry it.",
            )}
          </p>
        </div>
        <Button
          variant="outline"
          className="self-start sm:self-auto"
          disabled={loading}
          onClick={() => void revalidator.revalidate()}
        >
          {loading ? t("Refreshing...") : t("Refresh")}
        </Button>
      </div>

      {summary === null ? (
        <Alert tone="error" className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <span>{t("Could not load the job queue.")}</span>
          <Button
            size="sm"
            variant="outline"
            disabled={loading}
            onClick={() => void revalidator.revalidate()}
          >
            {t("Try again")}
          </Button>
        </Alert>
      ) : (
        <div aria-busy={loading || undefined} className={loading ? "opacity-60" : undefined}>
          <section aria-labelledby="queues" className="mt-8">
            <h2 id="queues" className="text-lg font-semibold">
              {t("Queues")}
            </h2>
            <div className="mt-3">
              <QueueCounts queues={summary.queues} />
            </div>
          </section>
          <section aria-labelledby="dead-jobs" className="mt-10">
            <h2 id="dead-jobs" className="text-lg font-semibold">
              {t("Dead jobs")} <span className="text-stone-500">({format.number(summary.counts.dead)})</span>
            </h2>
            {summary.dead.length > 0 ? (
              <p className="mt-1 text-sm text-stone-600">
                {summary.dead.length < summary.counts.dead
                  ? t(
                      "Newest first (the {count} newest are listed). Retry a job once its cause is fixed: a mail server back up, an address corrected.",
                      { count: summary.dead.length },
                    )
                  : t(
                      "Newest first. Retry a job once its cause is fixed: a mail server back up, an address corrected.",
                    )}
              </p>
            ) : null}
            <div className="mt-3">
              <DeadJobsList jobs={summary.dead} retrying={retrying} onRetry={(job) => void retry(job)} />
            </div>
          </section>
        </div>
      )}
    </div>
  );
}
