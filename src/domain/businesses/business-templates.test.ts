import { describe, expect, it } from "vitest";
import { CATEGORIES } from "~/domain/categories/categories";
import { businessFormSchema } from "./business-form-schema";
import { BUSINESS_TEMPLATES, FALLBACK_FORM_CATEGORIES, TEMPLATE_FIELDS } from "./business-templates";

describe("business templates", () => {
  it("offers restaurant, hotel and barber, each filling the spec's seven fields", () => {
    expect(BUSINESS_TEMPLATES.map((t) => t.id)).toEqual(["restaurant", "hotel", "barber"]);
    for (const template of BUSINESS_TEMPLATES) {
      expect(Object.keys(template.fields).sort()).toEqual([...TEMPLATE_FIELDS].sort());
    }
  });

  it("fills values the business form accepts, in categories of the directory", () => {
    const titles = CATEGORIES.map((c) => c.title);
    for (const { fields } of BUSINESS_TEMPLATES) {
      expect(titles).toContain(fields.category);
      const parsed = businessFormSchema.safeParse({
        ...fields,
        name: "Test Business",
        country: "United States",
        zip_code: "30303",
        certification_tier: "Free",
      });
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
  });

  it("falls back to the one category list", () => {
    expect(FALLBACK_FORM_CATEGORIES).toEqual(CATEGORIES.map((c) => c.title));
  });
});
