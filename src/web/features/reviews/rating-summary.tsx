import { reviewsLabel, shareOf } from "~/domain/reviews/review-figures";
import type { RatingDistribution } from "~/domain/reviews/review-rules";
import { STARS } from "~/domain/reviews/review-rules";
import { Stars } from "./stars";

type RatingSummaryProps = { rating: number | null; total: number; distribution: RatingDistribution };

/** The business's rating, its count and how many reviews give each number of stars (5★ … 1★). */
export function RatingSummary({ rating, total, distribution }: RatingSummaryProps) {
  if (rating === null || total === 0) {
    return (
      <div>
        <p className="text-lg font-semibold">No reviews yet</p>
        <p className="mt-1 text-sm text-stone-600">Be the first to share your experience.</p>
      </div>
    );
  }
  return (
    <div>
      <p className="flex items-baseline gap-2">
        <span className="text-4xl font-bold">{rating.toFixed(1)}</span>
        <span className="text-stone-600">out of 5</span>
      </p>
      <Stars rating={rating} className="mt-1" />
      <p className="mt-1 text-sm text-stone-600">{reviewsLabel(total)}</p>
      <ul aria-label="Reviews by rating" className="mt-4 space-y-1.5">
        {STARS.map((star) => (
          <li key={star} className="grid grid-cols-[3.75rem_1fr_3rem] items-center gap-2 text-sm">
            <span>{`${star} ${star === 1 ? "star" : "stars"}`}</span>
            <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-stone-100">
              <span
                className="block h-full rounded-full bg-gold-400"
                style={{ width: `${shareOf(distribution, star)}%` }}
              />
            </span>
            <span className="text-right tabular-nums text-stone-700">
              {distribution[star].toLocaleString("en-US")}
              <span className="sr-only">{distribution[star] === 1 ? " review" : " reviews"}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
