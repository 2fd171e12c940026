import { describe, expect, it } from "vitest";
import { formatDay, formatLongDay, monthName } from "./format-date";

const SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const LONG = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

describe("format-date", () => {
  it("writes 'MMM dd, yyyy' with every month's short name and a two-digit day", () => {
    expect(formatDay("2026-11-05T10:00:00.000Z")).toBe("Nov 05, 2026");
    SHORT.forEach((month, i) => {
      expect(formatDay(new Date(Date.UTC(2026, i, 5)))).toBe(`${month} 05, 2026`);
    });
    expect(formatDay("2026-12-23")).toBe("Dec 23, 2026");
  });

  it("writes the day in words and the month's name", () => {
    expect(formatLongDay("2026-11-05T10:00:00.000Z")).toBe("November 5, 2026");
    expect(formatLongDay(new Date(Date.UTC(2027, 0, 23)))).toBe("January 23, 2027");
    LONG.forEach((month, i) => {
      expect(monthName(new Date(Date.UTC(2026, i, 28)))).toBe(month);
    });
  });

  it("reads a bare date as that day, and an instant in UTC whatever the machine's zone", () => {
    expect(formatDay("2027-01-07")).toBe("Jan 07, 2027");
    expect(formatDay("2026-11-05T23:30:00-05:00")).toBe("Nov 06, 2026");
    expect(formatLongDay("2026-12-31T23:59:59Z")).toBe("December 31, 2026");
    expect(monthName("2026-02-01T00:00:00+01:00")).toBe("January");
  });
});
