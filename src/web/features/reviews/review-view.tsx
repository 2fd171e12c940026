import type { Review } from "~/domain/reviews/review-schema";
import { useFormat, useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";
import { wasEdited } from "./review-labels";
import { Stars } from "./stars";

/** The id of a listed review's author heading, which names its article. */
export const authorHeadingId = (review: Review) => `review-${review.id}-author`;

type ReviewViewProps = {
  review: Review;
  businessName: string;
  /**
   * `listed`: among the others, the author's name first. `own`: the signed-in author's review under
   * its own heading: no name, and the response without its date.
   */
  variant: "listed" | "own";
  /** False while the response is being written in its place. */
  showResponse?: boolean;
};

/**
 * A review: the stars, when, the text (always plain text: a link in it is not a link) and the
 * business's response under it.
 */
export function ReviewView({ review, businessName, variant, showResponse = true }: ReviewViewProps) {
  const t = useT();
  const format = useFormat();
  const listed = variant === "listed";
  const edited = ` · ${t("edited")}`;
  return (
    <>
      <div className={cn(!listed && "mt-2", "flex flex-wrap items-center gap-x-3 gap-y-1")}>
        {listed && (
          <h3 id={authorHeadingId(review)} className="font-semibold">
            {review.author_name}
          </h3>
        )}
        <Stars rating={review.rating} />
        <p className="text-sm text-stone-600">
          <time dateTime={review.created_at}>{format.day(review.created_at)}</time>
          {wasEdited(review.created_at, review.updated_at) && edited}
        </p>
      </div>
      <p className="mt-2 whitespace-pre-line break-words text-stone-800">{review.body}</p>
      {review.response && showResponse && (
        <div
          className={cn(
            "mt-3 rounded-md border-s-4 border-brand-600 p-3",
            listed ? "bg-stone-50" : "bg-white",
          )}
        >
          <p className="text-sm font-semibold">{t("Response from {name}", { name: businessName })}</p>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-stone-800">
            {review.response.body}
          </p>
          {listed && (
            <p className="mt-1 text-xs text-stone-500">
              <time dateTime={review.response.created_at}>{format.day(review.response.created_at)}</time>
              {wasEdited(review.response.created_at, review.response.updated_at) && edited}
            </p>
          )}
        </div>
      )}
    </>
  );
}
