import { describe, expect, it } from "vitest";
import { dayRange, fillDays, utcDay } from "./analytics-days";

describe("dayRange", () => {
  it("ends with today's UTC day and counts back the number of days, oldest first", () => {
    const range = dayRange(new Date("2026-03-02T23:30:00-05:00"), 7);
    expect(range.days).toEqual([
      "2026-02-25",
      "2026-02-26",
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
      "2026-03-03",
    ]);
    expect(range).toMatchObject({ from: "2026-02-25", to: "2026-03-03" });
  });

  it("spans 30 and 90 days across a year's end", () => {
    const now = new Date("2027-01-10T00:00:00Z");
    expect(dayRange(now, 30)).toMatchObject({ from: "2026-12-12", to: "2027-01-10" });
    const ninety = dayRange(now, 90);
    expect(ninety.days).toHaveLength(90);
    expect(ninety.from).toBe("2026-10-13");
    expect(new Set(ninety.days).size).toBe(90);
  });

  it("keeps the 29th of February of a leap year", () => {
    expect(dayRange(new Date("2028-03-01T12:00:00Z"), 2).days).toEqual(["2028-02-29", "2028-03-01"]);
  });
});

describe("fillDays", () => {
  it("puts 0 on the days without events and keeps the order of the range", () => {
    const days = ["2026-01-01", "2026-01-02", "2026-01-03"];
    const series = fillDays(days, [
      { day: "2026-01-03", profile_views: 4, inquiries: 1 },
      { day: "2026-01-01", profile_views: 2, inquiries: 0 },
    ]);
    expect(series).toEqual([
      { day: "2026-01-01", profile_views: 2, inquiries: 0 },
      { day: "2026-01-02", profile_views: 0, inquiries: 0 },
      { day: "2026-01-03", profile_views: 4, inquiries: 1 },
    ]);
  });

  it("leaves out counted days outside the range", () => {
    expect(fillDays(["2026-01-02"], [{ day: "2026-01-01", profile_views: 9, inquiries: 9 }])).toEqual([
      { day: "2026-01-02", profile_views: 0, inquiries: 0 },
    ]);
  });
});

it("utcDay names the UTC day of an instant", () => {
  expect(utcDay(new Date("2026-05-31T22:00:00-04:00"))).toBe("2026-06-01");
});
