import { Link } from "react-router";
import type { MessageId } from "~/domain/languages/catalogs";
import { LOCALES } from "~/domain/languages/local-format";
import type { ModerationAction, ReviewEventAction } from "~/domain/reviews/review-rules";
import type { ModeratedReview } from "~/domain/reviews/review-schema";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { useLanguage, useT } from "~/web/features/languages/language-context";
import { ACTION_TEXT } from "./moderation-dialog";

const EVENT_LABELS: Record<ReviewEventAction, MessageId> = {
  created: "Written",
  replaced: "Rewritten",
  deleted: "Deleted",
  responded: "Owner responded",
  reported: "Reported",
  hidden: "Hidden",
  restored: "Restored",
  dismissed: "Reports dismissed",
};

const BUSINESS_MARK = "\u0000";

type ModerationCardProps = { review: ModeratedReview; onDecide(action: ModerationAction): void };

/** One review to moderate: what it says, its reports and everything done to it, and the decisions. */
export function ModerationCard({ review, onDecide }: ModerationCardProps) {
  const t = useT();
  const language = useLanguage();
  const when = (iso: string) =>
    new Date(iso).toLocaleString(LOCALES[language], {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "UTC",
    });
  // Where the business's link sits in the title, in the page's language.
  const [beforeBusiness, afterBusiness] = t("{author} on {business}", {
    author: review.author_name,
    business: BUSINESS_MARK,
  }).split(BUSINESS_MARK);
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
            {beforeBusiness}
            <Link
              to={`/business/${review.business_id}#review-${review.id}`}
              className="text-brand-700 hover:underline"
            >
              {review.business_name}
            </Link>
            {afterBusiness}
          </h2>
          <p className="text-sm text-stone-600">
            {t("{rating} out of 5 · {when} UTC", { rating: review.rating, when: when(review.created_at) })}
            {review.is_hidden && (
              <span className="ms-2 rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
                {t("Hidden")}
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
              {t(ACTION_TEXT[action].button)}
              <span className="sr-only">{` ${t("{author}'s review", { author: review.author_name })}`}</span>
            </Button>
          ))}
        </div>
      </div>
      <p className="mt-3 whitespace-pre-line break-words rounded-md bg-stone-50 p-3 text-stone-800">
        {review.body}
      </p>
      {review.response && (
        <p className="mt-2 whitespace-pre-line break-words border-s-4 border-brand-600 ps-3 text-sm text-stone-700">
          {t("Response: {body}", { body: review.response.body })}
        </p>
      )}
      {review.reports.length > 0 && (
        <section aria-label={t("Reports")} className="mt-4">
          <h3 className="flex items-center gap-1 text-sm font-semibold">
            <Icon name="flag" className="h-4 w-4" />
            {t("Reports ({count} open)", { count: open.length })}
          </h3>
          <ul className="mt-1 space-y-1 text-sm">
            {review.reports.map((report) => (
              <li
                key={`${report.reporter_name}-${report.created_at}`}
                className={report.open ? "" : "text-stone-500"}
              >
                <span className="font-medium">{report.reporter_name}</span>
                {": "}
                {report.open
                  ? t("{reason} · {when} UTC", { reason: report.reason, when: when(report.created_at) })
                  : t("{reason} · {when} UTC · decided", {
                      reason: report.reason,
                      when: when(report.created_at),
                    })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold">{t("History")}</summary>
        <ol className="mt-1 space-y-1">
          {review.history.map((event) => (
            <li key={`${event.action}-${event.created_at}`}>
              <span className="font-medium">{t(EVENT_LABELS[event.action])}</span>{" "}
              {event.actor_name
                ? t("by {actor} · {when} UTC", { actor: event.actor_name, when: when(event.created_at) })
                : t("by a deleted account · {when} UTC", { when: when(event.created_at) })}
              {event.reason && <span className="text-stone-600">{` · “${event.reason}”`}</span>}
            </li>
          ))}
        </ol>
      </details>
    </article>
  );
}
