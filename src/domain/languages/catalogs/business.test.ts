import { describe, expect, it } from "vitest";
import { TIERS } from "~/domain/certification/tiers";
import { VALUE_RANGE_LABELS } from "~/domain/procurement/value-ranges";
import { REVIEW_MESSAGES } from "~/domain/reviews/review-rules";
import { BUSINESS } from "./business";
import { REVIEWS } from "./reviews";

/** The texts the domain writes and the pages show through t(): each must be a message to translate. */
describe("the domain's texts on a business's page", () => {
  it("are messages of the business and reviews catalogues", () => {
    const business: readonly string[] = BUSINESS.ids;
    const reviews: readonly string[] = REVIEWS.ids;
    for (const text of [...TIERS, ...Object.values(VALUE_RANGE_LABELS)]) expect(business).toContain(text);
    for (const key of ["rating", "body", "response", "reason", "unconfirmed", "admin", "signIn"] as const)
      expect(reviews).toContain(REVIEW_MESSAGES[key]);
  });
});
