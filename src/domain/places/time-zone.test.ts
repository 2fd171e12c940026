import { describe, expect, it } from "vitest";
import { COUNTRIES } from "./countries";
import { defaultTimeZone, FALLBACK_TIME_ZONE } from "./time-zone";

describe("defaultTimeZone", () => {
  it("maps US states by code or name, in any case", () => {
    expect(defaultTimeZone("USA", "GA")).toBe("America/New_York");
    expect(defaultTimeZone("USA", "il")).toBe("America/Chicago");
    expect(defaultTimeZone("United States", "California")).toBe("America/Los_Angeles");
    expect(defaultTimeZone("US", " new york ")).toBe("America/New_York");
    expect(defaultTimeZone("USA", "AZ")).toBe("America/Phoenix");
    expect(defaultTimeZone("USA", "Colorado")).toBe("America/Denver");
    expect(defaultTimeZone("USA", "HI")).toBe("Pacific/Honolulu");
    expect(defaultTimeZone("USA", "Alaska")).toBe("America/Anchorage");
    expect(defaultTimeZone("USA", "D.C.")).toBe("America/New_York");
    expect(defaultTimeZone("USA", "District of Columbia")).toBe("America/New_York");
    expect(defaultTimeZone("USA", "PR")).toBe("America/Puerto_Rico");
  });

  it("falls back to the country's zone for a missing or unknown state", () => {
    expect(defaultTimeZone("USA")).toBe(FALLBACK_TIME_ZONE);
    expect(defaultTimeZone("USA", null)).toBe(FALLBACK_TIME_ZONE);
    expect(defaultTimeZone("USA", "Atlantis")).toBe(FALLBACK_TIME_ZONE);
    expect(defaultTimeZone("", "TX")).toBe("America/Chicago");
  });

  it("maps Canadian provinces and Australian states that keep their own zone", () => {
    expect(defaultTimeZone("Canada", "BC")).toBe("America/Vancouver");
    expect(defaultTimeZone("Canada", "Ontario")).toBe("America/Toronto");
    expect(defaultTimeZone("Canada", "Nova Scotia")).toBe("America/Halifax");
    expect(defaultTimeZone("Canada")).toBe("America/Toronto");
    expect(defaultTimeZone("Australia", "WA")).toBe("Australia/Perth");
    expect(defaultTimeZone("Australia", "Victoria")).toBe("Australia/Melbourne");
  });

  it("maps every other country of the list through countries.ts, whatever the state", () => {
    expect(defaultTimeZone("Nigeria", "Lagos")).toBe("Africa/Lagos");
    expect(defaultTimeZone("Jamaica", "Kingston")).toBe("America/Jamaica");
    expect(defaultTimeZone("United Kingdom", "Greater London")).toBe("Europe/London");
    expect(defaultTimeZone("KE")).toBe("Africa/Nairobi");
    for (const country of COUNTRIES) {
      expect(
        () => new Intl.DateTimeFormat("en-US", { timeZone: defaultTimeZone(country.name) }),
      ).not.toThrow();
    }
  });

  it("answers UTC for a country outside the list", () => {
    expect(defaultTimeZone("Atlantis", "North")).toBe("UTC");
  });

  it("only ever answers zones the runtime knows", () => {
    const states = ["AL", "AK", "IN", "MI", "ID", "PR", "VI", "GU", "AS", "MP", "NL", "YT", "NU", "NT", "SK"];
    for (const state of states) {
      for (const country of ["USA", "Canada", "Australia"]) {
        expect(
          () => new Intl.DateTimeFormat("en-US", { timeZone: defaultTimeZone(country, state) }),
        ).not.toThrow();
      }
    }
  });
});
