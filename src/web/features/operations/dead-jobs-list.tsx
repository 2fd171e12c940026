import { Button } from "~/web/components/ui/button";
import { useLanguage, useT } from "~/web/features/languages/language-context";
import type { DeadJob } from "~/web/lib/api/jobs";
import { formatJobTime, kindLabel } from "./job-labels";

type Props = {
  jobs: DeadJob[];
  /** The id of the job being retried now, if any. */
  retrying: string | null;
  onRetry: (job: DeadJob) => void;
};

/** The dead jobs, newest first, each with its last error and a Retry button; or the empty state. */
export function DeadJobsList({ jobs, retrying, onRetry }: Props) {
  const t = useT();
  const language = useLanguage();
  if (jobs.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">
        {t("No dead jobs. Every job has finished or is still being retried.")}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {jobs.map((job) => (
        <li
          key={job.id}
          aria-label={t("{kind} job {id}", { kind: kindLabel(job.kind, t), id: job.id })}
          className="flex flex-col gap-3 rounded-xl border border-red-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between"
        >
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-stone-900">
              {kindLabel(job.kind, t)}{" "}
              <span className="text-sm font-normal text-stone-500">({job.kind})</span>
            </p>
            <p className="mt-1 text-sm text-stone-600">
              {job.died_at
                ? t(
                    "{count, plural, one {# attempt} other {# attempts}} · failed {failed} · queued {queued}",
                    {
                      count: job.attempts,
                      failed: formatJobTime(job.died_at, language),
                      queued: formatJobTime(job.created_at, language),
                    },
                  )
                : t(
                    "{count, plural, one {# attempt} other {# attempts}} · failed at an unknown time · queued {queued}",
                    { count: job.attempts, queued: formatJobTime(job.created_at, language) },
                  )}
            </p>
            <p className="mt-2 break-words rounded-md bg-stone-50 p-2 font-mono text-xs text-red-900">
              {job.last_error ?? t("No error was recorded.")}
            </p>
            <p className="mt-1 break-all text-xs text-stone-500">{t("Job {id}", { id: job.id })}</p>
          </div>
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            disabled={retrying !== null}
            onClick={() => onRetry(job)}
          >
            {retrying === job.id ? t("Retrying...") : t("Retry")}
          </Button>
        </li>
      ))}
    </ul>
  );
}
