import { describe, expect, it } from "vitest";
import { averageRating, totalsOf } from "./analytics-totals";

const business = (rating: number | null, profile_views: number, inquiries: number, is_active = true) => ({
  rating,
  profile_views,
  inquiries,
  is_active,
});

describe("totalsOf", () => {
  it("adds views and inquiries, averages the rated businesses and counts the active ones", () => {
    expect(totalsOf([business(4.8, 10, 2), business(null, 5, 1, false), business(4.5, 0, 0)])).toEqual({
      profile_views: 15,
      inquiries: 3,
      average_rating: 4.7,
      active_storefronts: 2,
    });
  });

  it("answers zeros and no rating for no businesses", () => {
    expect(totalsOf([])).toEqual({
      profile_views: 0,
      inquiries: 0,
      average_rating: null,
      active_storefronts: 0,
    });
  });
});

describe("averageRating", () => {
  it("rounds to one decimal and ignores unrated businesses", () => {
    expect(averageRating([4, 5, 5])).toBe(4.7);
    expect(averageRating([null, 3])).toBe(3);
    expect(averageRating([null, null])).toBeNull();
  });
});
