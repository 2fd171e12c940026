import { describe, expect, it } from "vitest";
import { isLocalizedPath, languageOfPath, pathInLanguage, preferredLanguage } from "./languages";

describe("the site's languages", () => {
  it("reads a path's language from its prefix", () => {
    expect(languageOfPath("/fr/businesses")).toEqual({ language: "fr", path: "/businesses" });
    expect(languageOfPath("/ar")).toEqual({ language: "ar", path: "/" });
    expect(languageOfPath("/es/business/42")).toEqual({ language: "es", path: "/business/42" });
    expect(languageOfPath("/businesses")).toEqual({ language: "en", path: "/businesses" });
    expect(languageOfPath("/french-fries")).toEqual({ language: "en", path: "/french-fries" });
  });

  it("prefixes only the public pages that have language versions, keeping the query", () => {
    expect(pathInLanguage("/", "fr")).toBe("/fr");
    expect(pathInLanguage("/businesses?category=hotel", "ar")).toBe("/ar/businesses?category=hotel");
    expect(pathInLanguage("/business/42#reviews", "es")).toBe("/es/business/42#reviews");
    expect(pathInLanguage("/dashboard", "fr")).toBe("/dashboard");
    expect(pathInLanguage("/businesses", "en")).toBe("/businesses");
    expect(isLocalizedPath("/auth")).toBe(true);
    expect(isLocalizedPath("/settings")).toBe(false);
  });

  it("picks the supported language the browser prefers most", () => {
    expect(preferredLanguage("fr-CA,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(preferredLanguage("de-DE,de;q=0.9,es;q=0.5,ar;q=0.7")).toBe("ar");
    expect(preferredLanguage("en-US,en;q=0.9,fr;q=0.8")).toBe("en");
    expect(preferredLanguage("de, ja")).toBeNull();
    expect(preferredLanguage("fr;q=0")).toBeNull();
    expect(preferredLanguage(null)).toBeNull();
  });
});
