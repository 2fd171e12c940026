import { describe, expect, it } from "vitest";
import { formatDay as formatDeadline } from "~/domain/shared/format-date";
import { earliestToday } from "./opportunity-rules";

describe("opportunity display", () => {
  it("prints a deadline as 'MMM dd, yyyy'", () => {
    expect(formatDeadline("2027-01-07")).toBe("Jan 07, 2027");
    expect(formatDeadline("2026-12-23")).toBe("Dec 23, 2026");
  });

  it("takes today as the date where it is earliest on Earth (UTC−12)", () => {
    expect(earliestToday(new Date("2026-11-23T11:59:00Z"))).toBe("2026-11-22");
    expect(earliestToday(new Date("2026-11-23T12:00:00Z"))).toBe("2026-11-23");
  });
});
