import { lazy, Suspense, useState } from "react";
import type { Review } from "~/domain/reviews/review-schema";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { useT } from "~/web/features/languages/language-context";
import { authorHeadingId, ReviewView } from "./review-view";

/** The owner's reply form opens on Respond: its code comes then. */
const ResponseForm = lazy(() =>
  import("./response-form").then((module) => ({ default: module.ResponseForm })),
);

type ReviewItemProps = {
  review: Review;
  businessName: string;
  /** The business's owner or an admin: may write or change the response. */
  canRespond: boolean;
  /** A signed-in visitor (not its author): may report it. */
  canReport: boolean;
  onReport(review: Review): void;
  onChanged(): Promise<void>;
};

/**
 * One review among the others: who (first name and initial), then the review, and the owner's
 * Respond or a visitor's Report under it.
 */
export function ReviewItem({
  review,
  businessName,
  canRespond,
  canReport,
  onReport,
  onChanged,
}: ReviewItemProps) {
  const t = useT();
  const [responding, setResponding] = useState(false);
  return (
    <article
      id={`review-${review.id}`}
      aria-labelledby={authorHeadingId(review)}
      className="scroll-mt-20 py-5"
    >
      <ReviewView review={review} businessName={businessName} variant="listed" showResponse={!responding} />
      {responding && (
        <Suspense fallback={null}>
          <ResponseForm
            reviewId={review.id}
            reviewer={review.author_name}
            existing={review.response?.body ?? null}
            onSaved={onChanged}
            onCancel={() => setResponding(false)}
          />
        </Suspense>
      )}
      {(canRespond || canReport) && !responding && (
        <div className="mt-2 flex flex-wrap gap-1">
          {canRespond && (
            <Button type="button" size="sm" variant="ghost" onClick={() => setResponding(true)}>
              <Icon name="message-square" className="h-4 w-4" />
              {review.response ? t("Edit response") : t("Respond")}
              <span className="sr-only">{` ${t("to {name}", { name: review.author_name })}`}</span>
            </Button>
          )}
          {canReport && (
            <Button type="button" size="sm" variant="ghost" onClick={() => onReport(review)}>
              <Icon name="flag" className="h-4 w-4" />
              {t("Report")}
              <span className="sr-only">{t("{name}'s review", { name: review.author_name })}</span>
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
