import { Link } from "react-router";
import type { ModerationAction, ReviewEventAction } from "~/domain/reviews/review-rules";
import type { ModeratedReview } from "~/domain/reviews/review-schema";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { ACTION_TEXT } from "./moderation-dialog";

const EVENT_LABELS: Record<ReviewEventAction, string> = {
  created: "Written",
  replaced: "Rewritten",
  deleted: "Deleted",
  responded: "Owner responded",
  reported: "Reported",
  hidden: "Hidden",
  restored: "Restored",
  dismissed: "Reports dismissed",
};

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });

type ModerationCardProps = { review: ModeratedReview; onDecide(action: ModerationAction): void };

/** One review to moderate: what it says, its reports and everything done to it, and the decisions. */
export function ModerationCard({ review, onDecide }: ModerationCardProps) {
  const open = review.reports.filter((r) => r.open);
  const actions: ModerationAction[] = review.is_hidden
    ? ["restore"]
    : open.length > 0
      ? ["hide", "dismiss"]
      : ["hide"];
  const titleId = `moderated-${review.id}`;
  return (
    <article aria-labelledby={titleId} className="rounded-lg border border-stone-200 bg-white p-4 md:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="font-semibold">
            {`${review.author_name} on `}
            <Link
              to={`/business/${review.business_id}#review-${review.id}`}
              className="text-brand-700 hover:underline"
            >
              {review.business_name}
            </Link>
          </h2>
          <p className="text-sm text-stone-600">
            {`${review.rating} out of 5 · ${when(review.created_at)} UTC`}
            {review.is_hidden && (
              <span className="ml-2 rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
                Hidden
              </span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button
              key={action}
              type="button"
              size="sm"
              variant={action === "hide" ? "destructive" : "outline"}
              onClick={() => onDecide(action)}
            >
              {ACTION_TEXT[action].button}
              <span className="sr-only">{` ${review.author_name}'s review`}</span>
            </Button>
          ))}
        </div>
      </div>
      <p className="mt-3 whitespace-pre-line break-words rounded-md bg-stone-50 p-3 text-stone-800">
        {review.body}
      </p>
      {review.response && (
        <p className="mt-2 whitespace-pre-line break-words border-l-4 border-brand-600 pl-3 text-sm text-stone-700">
          {`Response: ${review.response.body}`}
        </p>
      )}
      {review.reports.length > 0 && (
        <section aria-label="Reports" className="mt-4">
          <h3 className="flex items-center gap-1 text-sm font-semibold">
            <Icon name="flag" className="h-4 w-4" />
            {`Reports (${open.length} open)`}
          </h3>
          <ul className="mt-1 space-y-1 text-sm">
            {review.reports.map((report) => (
              <li
                key={`${report.reporter_name}-${report.created_at}`}
                className={report.open ? "" : "text-stone-500"}
              >
                <span className="font-medium">{report.reporter_name}</span>
                {`: ${report.reason} · ${when(report.created_at)} UTC${report.open ? "" : " · decided"}`}
              </li>
            ))}
          </ul>
        </section>
      )}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold">History</summary>
        <ol className="mt-1 space-y-1">
          {review.history.map((event) => (
            <li key={`${event.action}-${event.created_at}`}>
              <span className="font-medium">{EVENT_LABELS[event.action]}</span>
              {` by ${event.actor_name ?? "a deleted account"} · ${when(event.created_at)} UTC`}
              {event.reason && <span className="text-stone-600">{` · “${event.reason}”`}</span>}
            </li>
          ))}
        </ol>
      </details>
    </article>
  );
}
