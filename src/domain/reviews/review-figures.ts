import { type RatingDistribution, STARS } from "./review-rules";

/** A business's figures from the stars of its published reviews. */
export type ReviewFigures = { rating: number | null; review_count: number };

/**
 * The mean of the stars to one decimal, halves rounded up, as the database's round(avg(…), 1)
 * gives it (null without reviews). Integer arithmetic first, so 4.25 is 4.3 here too.
 */
export function meanRating(total: number, count: number): number | null {
  if (count === 0) return null;
  return Math.round((total * 10) / count) / 10;
}

export function figuresOf(stars: readonly number[]): ReviewFigures {
  const total = stars.reduce((sum, s) => sum + s, 0);
  return { rating: meanRating(total, stars.length), review_count: stars.length };
}

export function emptyDistribution(): RatingDistribution {
  return { "5": 0, "4": 0, "3": 0, "2": 0, "1": 0 };
}

/** The share of reviews with `star` stars, as a whole percentage for the distribution's bar. */
export function shareOf(distribution: RatingDistribution, star: (typeof STARS)[number]): number {
  const count = STARS.reduce((sum, s) => sum + distribution[s], 0);
  return count === 0 ? 0 : Math.round((distribution[star] / count) * 100);
}

/** "1 review", "312 reviews". */
export function reviewsLabel(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "review" : "reviews"}`;
}
