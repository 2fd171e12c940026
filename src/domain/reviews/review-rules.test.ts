import { describe, expect, it } from "vitest";
import { REVIEW_MESSAGES, reviewFormProblems, textProblem } from "./review-rules";
import { reviewInputSchema } from "./review-schema";

describe("the review form's first check", () => {
  it("names a missing or impossible rating and a missing or long text, as the API would", () => {
    expect(reviewFormProblems({ rating: "", body: "" })).toEqual({
      rating: REVIEW_MESSAGES.rating,
      body: REVIEW_MESSAGES.body,
    });
    expect(reviewFormProblems({ rating: "6", body: "   " })).toEqual({
      rating: REVIEW_MESSAGES.rating,
      body: REVIEW_MESSAGES.body,
    });
    expect(reviewFormProblems({ rating: "4", body: "x".repeat(2001) })).toEqual({
      body: "Review must be at most 2,000 characters",
    });
    expect(reviewFormProblems({ rating: "5", body: " Great " })).toEqual({});
    // The same words as the server's schema.
    const server = reviewInputSchema.safeParse({ rating: 5, body: "x".repeat(2001) });
    expect(server.error?.issues[0]?.message).toBe("Review must be at most 2,000 characters");
  });

  it("checks a required text after trimming", () => {
    expect(textProblem("  ", "Reason", 500, "Please say why")).toBe("Please say why");
    expect(textProblem(" ok ", "Reason", 500, "Please say why")).toBeUndefined();
    expect(textProblem("x".repeat(501), "Reason", 500, "Please say why")).toBe(
      "Reason must be at most 500 characters",
    );
  });
});
