import { describe, expect, it } from "vitest";
import { formatDay, formatLongDay, monthName } from "./format-date";

describe("format-date", () => {
  // Every month's name is checked against Intl below; these are the forms as the pages show them.
  it("writes 'MMM dd, yyyy' with the month's short name and a two-digit day", () => {
    expect(formatDay("2026-11-05T10:00:00.000Z")).toBe("Nov 05, 2026");
    expect(formatDay(new Date(Date.UTC(2026, 8, 5)))).toBe("Sep 05, 2026");
    expect(formatDay("2026-12-23")).toBe("Dec 23, 2026");
  });

  it("writes the day in words and the month's name", () => {
    expect(formatLongDay("2026-11-05T10:00:00.000Z")).toBe("November 5, 2026");
    expect(formatLongDay(new Date(Date.UTC(2027, 0, 23)))).toBe("January 23, 2027");
    expect(monthName(new Date(Date.UTC(2026, 4, 28)))).toBe("May");
  });

  it("reads a bare date as that day, and an instant in UTC whatever the machine's zone", () => {
    expect(formatDay("2027-01-07")).toBe("Jan 07, 2027");
    expect(formatDay("2026-11-05T23:30:00-05:00")).toBe("Nov 06, 2026");
    expect(formatLongDay("2026-12-31T23:59:59Z")).toBe("December 31, 2026");
    expect(monthName("2026-02-01T00:00:00+01:00")).toBe("January");
  });
});

describe("format-date against Intl", () => {
  const intl = {
    day: new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "2-digit",
      year: "numeric",
      timeZone: "UTC",
    }),
    long: new Intl.DateTimeFormat("en-US", {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    }),
    month: new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" }),
  };

  it("writes every day of a leap year, and far-off years, as Intl's en-US does", () => {
    const days: Date[] = [];
    for (let d = Date.UTC(2028, 0, 1); d < Date.UTC(2029, 0, 1); d += 86_400_000) days.push(new Date(d));
    for (const year of [1, 999, 1970, 9999, 12345, 0, -44]) {
      const date = new Date(Date.UTC(2026, 6, 4, 23, 59));
      date.setUTCFullYear(year);
      days.push(date);
    }
    for (const date of days) {
      expect(formatDay(date)).toBe(intl.day.format(date));
      expect(formatLongDay(date)).toBe(intl.long.format(date));
      expect(monthName(date)).toBe(intl.month.format(date));
    }
  });

  it("refuses a date that is not one, as Intl does", () => {
    expect(() => formatDay("not a date")).toThrow(RangeError);
    expect(() => formatLongDay(new Date(Number.NaN))).toThrow(RangeError);
  });
});
