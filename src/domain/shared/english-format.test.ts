import { describe, expect, it } from "vitest";
import { englishRelativeTime, formatEnglishDollars, formatEnglishNumber } from "./english-format";

describe("formatEnglishNumber", () => {
  it("groups thousands and keeps up to the fraction digits asked, as the site shows counts and ratings", () => {
    expect(formatEnglishNumber(1250, 0)).toBe("1,250");
    expect(formatEnglishNumber(4.25, 1)).toBe("4.3");
    expect(formatEnglishNumber(4.0, 1)).toBe("4");
    expect(formatEnglishNumber(-1234567.5, 0)).toBe("-1,234,568");
  });

  it("writes what Intl's en-US writes, for every kind of value", () => {
    const values = [
      0,
      -0,
      1,
      7,
      12,
      999,
      1000,
      1001,
      9999.5,
      12_345,
      100_000,
      999_999.9995,
      1_000_000,
      123_456_789,
      2 ** 53,
      1e20,
      9.99e20,
      1e21,
      1.5e22,
      1.5e-7,
      9.5e-7,
      0.000000123,
      0.5,
      1.5,
      2.5,
      -0.5,
      -0.4,
      0.125,
      1.005,
      0.0004,
      0.0005,
      1.23456789,
      -98_765.4321,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ];
    let seed = 20261129;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 2000; i++) values.push((next() - 0.5) * 10 ** Math.floor(next() * 12 - 3));
    for (const value of values) {
      for (const digits of [0, 1, 2, 3]) {
        const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: digits }).format(value);
        expect(formatEnglishNumber(value, digits), `${value} with ${digits} digits`).toBe(intl);
      }
    }
  });
});

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
