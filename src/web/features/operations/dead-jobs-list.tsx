import { Button } from "~/web/components/ui/button";
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
  if (jobs.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">
        No dead jobs. Every job has finished or is still being retried.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {jobs.map((job) => (
        <li
          key={job.id}
          aria-label={`${kindLabel(job.kind)} job ${job.id}`}
          className="flex flex-col gap-3 rounded-xl border border-red-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between"
        >
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-stone-900">
              {kindLabel(job.kind)} <span className="text-sm font-normal text-stone-500">({job.kind})</span>
            </p>
            <p className="mt-1 text-sm text-stone-600">
              {job.attempts} {job.attempts === 1 ? "attempt" : "attempts"} · failed{" "}
              {job.died_at ? formatJobTime(job.died_at) : "at an unknown time"} · queued{" "}
              {formatJobTime(job.created_at)}
            </p>
            <p className="mt-2 break-words rounded-md bg-stone-50 p-2 font-mono text-xs text-red-900">
              {job.last_error ?? "No error was recorded."}
            </p>
            <p className="mt-1 break-all text-xs text-stone-500">Job {job.id}</p>
          </div>
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            disabled={retrying !== null}
            onClick={() => onRetry(job)}
          >
            {retrying === job.id ? "Retrying..." : "Retry"}
          </Button>
        </li>
      ))}
    </ul>
  );
}
