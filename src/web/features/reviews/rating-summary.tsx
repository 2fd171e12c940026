import { formatRatingIn } from "~/domain/languages/local-hours";
import { shareOf } from "~/domain/reviews/review-figures";
import type { RatingDistribution } from "~/domain/reviews/review-rules";
import { STARS } from "~/domain/reviews/review-rules";
import { useFormat, useLanguage, useT } from "~/web/features/languages/language-context";
import { Stars } from "./stars";

type RatingSummaryProps = { rating: number | null; total: number; distribution: RatingDistribution };

/** The business's rating, its count and how many reviews give each number of stars (5★ … 1★). */
export function RatingSummary({ rating, total, distribution }: RatingSummaryProps) {
  const t = useT();
  const language = useLanguage();
  const format = useFormat();
  if (rating === null || total === 0) {
    return (
      <div>
        <p className="text-lg font-semibold">{t("No reviews yet")}</p>
        <p className="mt-1 text-sm text-stone-600">{t("Be the first to share your experience.")}</p>
      </div>
    );
  }
  return (
    <div>
      <p className="flex items-baseline gap-2">
        <span className="text-4xl font-bold">{formatRatingIn(rating, language)}</span>
        <span className="text-stone-600">{t("out of 5")}</span>
      </p>
      <Stars rating={rating} className="mt-1" />
      <p className="mt-1 text-sm text-stone-600">
        {t("{count, plural, one {# review} other {# reviews}}", { count: total })}
      </p>
      <ul aria-label={t("Reviews by rating")} className="mt-4 space-y-1.5">
        {STARS.map((star) => (
          <li key={star} className="grid grid-cols-[3.75rem_1fr_3rem] items-center gap-2 text-sm">
            <span>{t("{count, plural, one {# star} other {# stars}}", { count: star })}</span>
            <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-stone-100">
              <span
                className="block h-full rounded-full bg-gold-400"
                style={{ width: `${shareOf(distribution, star)}%` }}
              />
            </span>
            <span className="text-end tabular-nums text-stone-700">
              {format.number(distribution[star])}
              <span className="sr-only">
                {` ${t("{count, plural, one {review} other {reviews}}", { count: distribution[star] })}`}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
