import { describe, expect, it } from "vitest";
import { locationTsQuery } from "./location-query";

describe("locationTsQuery", () => {
  it("asks for whole words of city, state or address", () => {
    expect(locationTsQuery("Las Vegas")).toBe("'las':ABC & 'vegas':ABC");
  });

  it("lets a word with a digit also start the postcode", () => {
    expect(locationTsQuery("30312")).toBe("('30312':ABC | '30312':*D)");
  });

  it("lets a state's code find the state by its code or its name, and the name find the code", () => {
    expect(locationTsQuery("Atlanta, GA")).toBe("'atlanta':ABC & ('ga':ABC | ('ga':B | 'georgia':B))");
    expect(locationTsQuery("north carolina")).toBe(
      "('north':ABC & 'carolina':ABC | ('nc':B | 'north':B <-> 'carolina':B))",
    );
  });

  it("matches nothing without a word, and keeps typed syntax out of the query", () => {
    expect(locationTsQuery("%")).toBeNull();
    expect(locationTsQuery(" , ")).toBeNull();
    expect(locationTsQuery("a' | !b:*")).toBe("'a':ABC & 'b':ABC");
  });
});
