import { describe, expect, it } from "vitest";
import { formatAmount } from "./format-amount";

describe("formatAmount", () => {
  it("shows cents as the currency's amount", () => {
    expect(formatAmount(34_800)).toBe("$348.00");
    expect(formatAmount(18_050, "usd")).toBe("$180.50");
    expect(formatAmount(0, "USD")).toBe("$0.00");
  });
  it("falls back to the number and the code for a code Intl does not know", () => {
    expect(formatAmount(1234, "zz")).toBe("12.34 ZZ");
  });
});
