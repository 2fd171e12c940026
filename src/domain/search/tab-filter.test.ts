import { describe, expect, it } from "vitest";
import { matchesTab, tabTerm } from "./tab-filter";

describe("tab filter", () => {
  it.each([
    ["Beauty & Barber", "Beauty"],
    ["Auto Sales & Repair", "Auto Sales"],
    ["Restaurant", "Restaurant"],
    ["IT-Data-Telecom", "IT-Data-Telecom"],
  ])("the term of %s is %s", (title, term) => expect(tabTerm(title)).toBe(term));

  it.each([
    ["Beauty Salon", "Beauty & Barber", true],
    ["Barber Shop", "Beauty & Barber", false],
    ["Restaurants", "Restaurant", true],
    ["Hotel", "Restaurant", false],
    ["Anything", "All", true],
    ["Anything", null, true],
    ["retail & shopping", "Retail & Shopping", true],
  ])("%s under tab %s: %s", (category, tab, kept) => expect(matchesTab(category, tab)).toBe(kept));
});
