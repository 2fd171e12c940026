import { describe, expect, it } from "vitest";
import { figuresOf, meanRating, shareOf } from "./review-figures";

describe("review figures", () => {
  it("are the mean to one decimal (halves up) and the count; no rating without reviews", () => {
    expect(figuresOf([])).toEqual({ rating: null, review_count: 0 });
    expect(figuresOf([5, 4])).toEqual({ rating: 4.5, review_count: 2 });
    expect(figuresOf([5, 4, 4, 4])).toEqual({ rating: 4.3, review_count: 4 });
    expect(figuresOf([5, 5, 4])).toEqual({ rating: 4.7, review_count: 3 });
    expect(meanRating(87, 20)).toBe(4.4);
    expect(meanRating(1, 1)).toBe(1);
  });

  it("gives each star's share as a whole percentage", () => {
    const distribution = { "5": 2, "4": 1, "3": 0, "2": 0, "1": 0 };
    expect(shareOf(distribution, 5)).toBe(67);
    expect(shareOf(distribution, 4)).toBe(33);
    expect(shareOf({ "5": 0, "4": 0, "3": 0, "2": 0, "1": 0 }, 5)).toBe(0);
  });
});
