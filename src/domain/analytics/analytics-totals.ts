import type { AnalyticsTotals, BusinessAnalytics } from "./analytics-schema";

type Figures = Pick<BusinessAnalytics, "profile_views" | "inquiries" | "rating" | "is_active">;

/** The mean of the ratings given, to one decimal; null when there are none. */
export function averageRating(ratings: readonly (number | null)[]): number | null {
  const rated = ratings.filter((rating): rating is number => rating !== null);
  if (rated.length === 0) return null;
  const mean = rated.reduce((sum, rating) => sum + rating, 0) / rated.length;
  return Math.round(mean * 10) / 10;
}

/** The figures of several businesses together (each already summed over the window by the database). */
export function totalsOf(businesses: readonly Figures[]): AnalyticsTotals {
  return {
    profile_views: businesses.reduce((sum, b) => sum + b.profile_views, 0),
    inquiries: businesses.reduce((sum, b) => sum + b.inquiries, 0),
    average_rating: averageRating(businesses.map((b) => b.rating)),
    active_storefronts: businesses.filter((b) => b.is_active).length,
  };
}
