import { useState } from "react";
import type { Review } from "~/domain/reviews/review-schema";
import { formatDay } from "~/domain/shared/format-date";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { ResponseForm } from "./response-form";
import { wasEdited } from "./review-labels";
import { Stars } from "./stars";

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
 * One review: who (first name and initial), the stars, when, the text (always plain text: a link in
 * it is not a link) and the business's response under it.
 */
export function ReviewItem({
  review,
  businessName,
  canRespond,
  canReport,
  onReport,
  onChanged,
}: ReviewItemProps) {
  const [responding, setResponding] = useState(false);
  const headingId = `review-${review.id}-author`;
  return (
    <article id={`review-${review.id}`} aria-labelledby={headingId} className="scroll-mt-20 py-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={headingId} className="font-semibold">
          {review.author_name}
        </h3>
        <Stars rating={review.rating} />
        <p className="text-sm text-stone-600">
          <time dateTime={review.created_at}>{formatDay(review.created_at)}</time>
          {wasEdited(review.created_at, review.updated_at) && " · edited"}
        </p>
      </div>
      <p className="mt-2 whitespace-pre-line break-words text-stone-800">{review.body}</p>
      {review.response && !responding && (
        <div className="mt-3 rounded-md border-l-4 border-brand-600 bg-stone-50 p-3">
          <p className="text-sm font-semibold">{`Response from ${businessName}`}</p>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-stone-800">
            {review.response.body}
          </p>
          <p className="mt-1 text-xs text-stone-500">
            <time dateTime={review.response.created_at}>{formatDay(review.response.created_at)}</time>
            {wasEdited(review.response.created_at, review.response.updated_at) && " · edited"}
          </p>
        </div>
      )}
      {responding && (
        <ResponseForm
          reviewId={review.id}
          reviewer={review.author_name}
          existing={review.response?.body ?? null}
          onSaved={onChanged}
          onCancel={() => setResponding(false)}
        />
      )}
      {(canRespond || canReport) && !responding && (
        <div className="mt-2 flex flex-wrap gap-1">
          {canRespond && (
            <Button type="button" size="sm" variant="ghost" onClick={() => setResponding(true)}>
              <Icon name="message-square" className="h-4 w-4" />
              {review.response ? "Edit response" : "Respond"}
              <span className="sr-only">{` to ${review.author_name}`}</span>
            </Button>
          )}
          {canReport && (
            <Button type="button" size="sm" variant="ghost" onClick={() => onReport(review)}>
              <Icon name="flag" className="h-4 w-4" />
              Report
              <span className="sr-only">{`${review.author_name}'s review`}</span>
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
