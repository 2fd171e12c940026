import { describe, expect, it } from "vitest";
import { REVIEW_STATUSES, reviewStatusLabel } from "./review-status";

describe("reviewStatusLabel", () => {
  it("gives the spec's words for each review status, and 'Unknown' for anything else", () => {
    expect(REVIEW_STATUSES.map(reviewStatusLabel)).toEqual(["Pending Review", "Approved", "Rejected"]);
    expect(reviewStatusLabel("none")).toBe("Unknown");
    expect(reviewStatusLabel("")).toBe("Unknown");
  });
});
