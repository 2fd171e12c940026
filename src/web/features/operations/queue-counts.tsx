import { useFormat, useT } from "~/web/features/languages/language-context";
import type { JobSummary } from "~/web/lib/api/jobs";
import { cn } from "~/web/lib/cn";
import { kindLabel, STATE_LABELS } from "./job-labels";

/** One card per queue (kind of job) with its jobs by state; dead ones stand out. */
export function QueueCounts({ queues }: { queues: JobSummary["queues"] }) {
  const t = useT();
  const format = useFormat();
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {queues.map((queue) => (
        <li key={queue.kind}>
          <section
            aria-labelledby={`queue-${queue.kind}`}
            className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
          >
            <h3 id={`queue-${queue.kind}`} className="font-semibold text-stone-900">
              {kindLabel(queue.kind, t)}{" "}
              <span className="text-sm font-normal text-stone-500">({queue.kind})</span>
            </h3>
            <dl className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-5">
              {STATE_LABELS.map(([state, label]) => {
                const n = queue.counts[state];
                const alarm = state === "dead" && n > 0;
                return (
                  <div
                    key={state}
                    className={cn(
                      "rounded-md p-2 text-center",
                      alarm ? "bg-red-50 text-red-900" : "bg-stone-50",
                    )}
                  >
                    <dt className="text-xs font-medium text-stone-600">{t(label)}</dt>
                    <dd className="text-xl font-semibold tabular-nums">{format.number(n)}</dd>
                  </div>
                );
              })}
            </dl>
          </section>
        </li>
      ))}
    </ul>
  );
}
