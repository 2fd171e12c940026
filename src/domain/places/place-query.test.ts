import { describe, expect, it } from "vitest";
import { MAX_PLACE_QUERY_LENGTH, placeKey, placeParts, placeTextSchema, typedPostcode } from "./place-query";

describe("placeKey", () => {
  it("reads two spellings of one place alike", () => {
    expect(placeKey("Montréal")).toBe(placeKey("montreal"));
    expect(placeKey("St. Louis")).toBe("saint louis");
    expect(placeKey("Saint Louis")).toBe("saint louis");
    expect(placeKey("ST LOUIS")).toBe("saint louis");
    expect(placeKey("St. John's")).toBe("saint johns");
    expect(placeKey("Saint-Jérôme")).toBe("saint jerome");
    expect(placeKey("  Addis   Ababa ")).toBe("addis ababa");
    expect(placeKey("Mt. Vernon")).toBe("mount vernon");
    expect(placeKey("Düsseldorf")).toBe("dusseldorf");
    expect(placeKey("Łódź")).toBe("lodz");
    expect(placeKey("Straße")).toBe("strasse");
  });

  it("keeps words that only begin like the short ones", () => {
    expect(placeKey("Stanley")).toBe("stanley");
    expect(placeKey("Fort Worth")).toBe("fort worth");
    expect(placeKey("!!!")).toBe("");
  });
});

describe("typedPostcode", () => {
  it("reads US ZIP codes, with or without their last four digits", () => {
    expect(typedPostcode("30303")).toEqual({ country: "US", code: "30303" });
    expect(typedPostcode("30303-1234")).toEqual({ country: "US", code: "30303" });
    expect(typedPostcode(" 02557 ")).toEqual({ country: "US", code: "02557" });
  });

  it("reads a Canadian postal code as its forward sortation area", () => {
    expect(typedPostcode("M5V 2T6")).toEqual({ country: "CA", code: "M5V" });
    expect(typedPostcode("m5v2t6")).toEqual({ country: "CA", code: "M5V" });
    expect(typedPostcode("M5V")).toEqual({ country: "CA", code: "M5V" });
  });

  it("reads a UK postcode as its outward code", () => {
    expect(typedPostcode("SW9 8LF")).toEqual({ country: "GB", code: "SW9" });
    expect(typedPostcode("B21 9LP")).toEqual({ country: "GB", code: "B21" });
  });

  it("is null for names and other numbers", () => {
    for (const text of ["Atlanta", "1234", "303", "Lagos", "GA-183", ""])
      expect(typedPostcode(text)).toBeNull();
  });
});

describe("placeParts", () => {
  it("splits at commas", () => {
    expect(placeParts("Decatur, Georgia")).toEqual({ name: "Decatur", qualifiers: ["Georgia"] });
    expect(placeParts("Atlanta, GA, United States")).toEqual({
      name: "Atlanta",
      qualifiers: ["GA", "United States"],
    });
    expect(placeParts("Lagos")).toEqual({ name: "Lagos", qualifiers: [] });
    expect(placeParts(" , London,, UK ")).toEqual({ name: "London", qualifiers: ["UK"] });
  });
});

describe("placeTextSchema", () => {
  it("takes 1 to 100 characters, trimmed", () => {
    expect(placeTextSchema.parse("  Atlanta ")).toBe("Atlanta");
    expect(placeTextSchema.safeParse("").success).toBe(false);
    expect(placeTextSchema.safeParse("   ").success).toBe(false);
    expect(placeTextSchema.safeParse("x".repeat(MAX_PLACE_QUERY_LENGTH)).success).toBe(true);
    expect(placeTextSchema.safeParse("x".repeat(MAX_PLACE_QUERY_LENGTH + 1)).success).toBe(false);
    expect(placeTextSchema.safeParse("At\u0000lanta").success).toBe(false);
  });
});
