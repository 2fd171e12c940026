import { describe, expect, it } from "vitest";
import { paperForCountry } from "./paper";

describe("paper by country", () => {
  it("is Letter in the United States and Canada, A4 elsewhere", () => {
    expect(paperForCountry("USA")).toBe("Letter");
    expect(paperForCountry("United States")).toBe("Letter");
    expect(paperForCountry("Canada")).toBe("Letter");
    expect(paperForCountry("Ghana")).toBe("A4");
    expect(paperForCountry("Atlantis")).toBe("A4");
    expect(paperForCountry(null)).toBe("A4");
  });
});
