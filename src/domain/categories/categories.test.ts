import { describe, expect, it } from "vitest";
import {
  CATEGORIES,
  CATEGORY_SLUGS,
  CATEGORY_TITLES,
  categorySlugFor,
  FOOTER_CATEGORY_SLUGS,
  SEARCH_FORM_CATEGORY_LABELS,
} from "./categories";
import {
  STOREFRONT_CATEGORY_CHOICES,
  STOREFRONT_CATEGORY_LABELS,
  storefrontCategoryOf,
  storefrontChoiceOf,
} from "./storefront-categories";

/** Whether `part` lists some of `whole`'s values in `whole`'s order. */
function isInOrder(part: readonly string[], whole: readonly string[]): boolean {
  let at = -1;
  return part.every((value) => {
    at = whole.indexOf(value, at + 1);
    return at >= 0;
  });
}

describe("the one category list", () => {
  it("has unique titles and slugs, and the slugs and titles lists are its own", () => {
    expect(new Set(CATEGORY_SLUGS).size).toBe(CATEGORIES.length);
    expect(new Set(CATEGORY_TITLES.map((t) => t.toLowerCase())).size).toBe(CATEGORIES.length);
    expect(CATEGORY_SLUGS).toEqual(CATEGORIES.map((c) => c.slug));
    expect(CATEGORY_TITLES).toEqual(CATEGORIES.map((c) => c.title));
    expect(CATEGORIES.at(-1)).toMatchObject({ title: "Other", slug: "other" });
  });

  it("holds every list of the spec, in the spec's order", () => {
    // Part 2 §3: the fallback list of twelve, and the directory's category filter.
    const fallback = [
      "Restaurant",
      "Hotel",
      "Beauty & Barber",
      "Retail & Shopping",
      "Professional Services",
      "Health & Wellness",
      "Home Improvement",
      "Non-Profit",
      "Transportation",
      "Manufacturing",
      "Education",
      "IT-Data-Telecom",
    ];
    const directory = [
      "Restaurant",
      "Hotel",
      "Beauty & Barber",
      "Retail & Shopping",
      "Professional Services",
      "Real Estate",
      "Auto Sales & Repair",
      "Historical Sites",
      "Tourist Attractions",
      "Home Improvement",
      "Non-Profit",
      "Transportation",
      "Manufacturing",
      "Education",
      "IT-Data-Telecom",
    ];
    expect(isInOrder(fallback, CATEGORY_TITLES)).toBe(true);
    expect(isInOrder(directory, CATEGORY_TITLES)).toBe(true);
    // Part 1 §6: the footer's links.
    expect(FOOTER_CATEGORY_SLUGS.every((slug) => CATEGORY_SLUGS.includes(slug))).toBe(true);
    // Part 1 §3: the search form's words name categories of the list.
    for (const slug of Object.keys(SEARCH_FORM_CATEGORY_LABELS)) expect(CATEGORY_SLUGS).toContain(slug);
  });

  it("files a title of any case under its slug, anything else under Other", () => {
    expect(categorySlugFor(" beauty & barber ")).toBe("beauty-barber");
    expect(categorySlugFor("Soul Food")).toBe("other");
  });
});

describe("the storefront wizard's categories", () => {
  it("are the spec's twelve choices, in its words and order", () => {
    expect(STOREFRONT_CATEGORY_LABELS).toEqual([
      "Technology",
      "Retail",
      "Food & Beverage",
      "Professional Services",
      "Health & Wellness",
      "Beauty & Personal Care",
      "Construction",
      "Entertainment",
      "Education",
      "Finance",
      "Transportation",
      "Other",
    ]);
  });

  it("each map onto a real category, where a storefront is stored", () => {
    for (const { label, slug } of STOREFRONT_CATEGORY_CHOICES) {
      const category = CATEGORIES.find((c) => c.slug === slug);
      expect(category, label).toBeDefined();
      const placed = storefrontCategoryOf(label);
      expect(placed).toEqual({
        category: category!.title,
        category_slug: slug,
        sub_category: label === category!.title ? null : label,
      });
      expect(categorySlugFor(placed.category)).toBe(slug);
      // The edit dialog shows the choice again.
      expect(storefrontChoiceOf(placed)).toBe(label);
    }
  });
});
