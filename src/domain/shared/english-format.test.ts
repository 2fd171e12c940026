import { describe, expect, it } from "vitest";
import { formatEnglishNumber } from "./english-format";

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
    // Halves at every position the rounding looks at: 0.125, 2.5, 1.005, 1000.0005 …
    for (let k = 0; k < 2000; k++) values.push(k / 8, k * 0.005, k * 0.0005 + 1000, -k * 0.05);
    for (let i = 0; i < 2000; i++) values.push((next() - 0.5) * 10 ** Math.floor(next() * 12 - 3));
    for (const value of values) {
      for (const digits of [0, 1, 2, 3]) {
        const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: digits }).format(value);
        expect(formatEnglishNumber(value, digits), `${value} with ${digits} digits`).toBe(intl);
      }
    }
  });
});
