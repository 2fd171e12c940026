import { describe, expect, it } from "vitest";
import { englishRelativeTime, formatEnglishDollars } from "./budget-and-time";

describe("formatEnglishDollars", () => {
  it("writes an amount as Intl's US dollars with 0–2 fraction digits", () => {
    const intl = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    for (const amount of [0, 1, 5, 999.99, 1000, 1200, 12_000.5, 1_234_567.891, 0.005, -5, -1250.25]) {
      expect(formatEnglishDollars(amount), String(amount)).toBe(intl.format(amount));
    }
    expect(formatEnglishDollars(12_000.5)).toBe("$12,000.5");
  });
});

describe("englishRelativeTime", () => {
  it("says what Intl's en-US says, past and future, in every unit", () => {
    const intl = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
    for (const unit of ["year", "month", "week", "day", "hour", "minute", "second"] as const) {
      for (const value of [-1500, -1000, -21, -2, -1, -0, 0, 1, 2, 3, 59, 1000, 1.5, -2.5]) {
        expect(englishRelativeTime(value, unit), `${value} ${unit}`).toBe(intl.format(value, unit));
      }
    }
    expect(englishRelativeTime(-3, "day")).toBe("3 days ago");
    expect(englishRelativeTime(-1, "day")).toBe("yesterday");
  });
});
