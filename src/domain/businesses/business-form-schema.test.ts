import { describe, expect, it } from "vitest";
import { CATEGORY_TITLES } from "~/domain/categories/categories";
import {
  STOREFRONT_CATEGORY_LABELS,
  STOREFRONT_CATEGORY_VALUES,
  storefrontChoiceOf,
} from "~/domain/categories/storefront-categories";
import { fieldErrorsOf } from "~/domain/shared/field-errors";
import {
  businessFormSchema,
  businessPatchSchema,
  storefrontAsBusiness,
  storefrontSchema,
} from "./business-form-schema";

const valid = {
  name: "Harlem Soul Kitchen",
  category: "Restaurant",
  sub_category: "",
  description: "Soul food since 1962.",
  country: "United States",
  address: "123 Lenox Ave",
  city: "New York",
  state: "NY",
  zip_code: "10027",
  phone: "(212) 555-0142",
  email: "",
  website: "",
  certification_tier: "Free",
};

const errorsOf = (input: unknown) => {
  const parsed = businessFormSchema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

describe("business form schema", () => {
  it("accepts a filled form: empty optionals become null, the USA is stored as USA", () => {
    const data = businessFormSchema.parse(valid);
    expect(data).toMatchObject({ sub_category: null, email: null, website: null, country: "USA" });
  });

  it("gives the spec's messages for missing required fields", () => {
    expect(
      errorsOf({
        ...valid,
        name: "A",
        category: "",
        address: " ",
        city: "",
        state: "",
        zip_code: "123",
        phone: "555",
      }),
    ).toEqual({
      name: "Business name is required",
      category: "Category is required",
      address: "Address is required",
      city: "City is required",
      state: "State is required",
      zip_code: "Zip code is required",
      phone: "Phone number is required",
    });
    expect(errorsOf({ ...valid, country: "" }).country).toBe("Country is required");
  });

  it("applies the on-submit rules: phone digits, e-mail pattern and length, http(s) website", () => {
    expect(errorsOf({ ...valid, phone: "(555) 123-456" }).phone).toBe("Invalid Phone");
    expect(errorsOf({ ...valid, phone: "1234567890123456" }).phone).toBe("Invalid Phone");
    expect(errorsOf({ ...valid, email: "not-an-email" }).email).toBe("Please enter a valid email");
    expect(errorsOf({ ...valid, email: `${"a".repeat(250)}@example.com` }).email).toBe("Invalid Email");
    expect(errorsOf({ ...valid, website: "not a url" }).website).toBe("Please enter a valid URL");
    expect(errorsOf({ ...valid, website: "ftp://example.com" }).website).toBe("Invalid Website");
    expect(errorsOf({ ...valid, website: "javascript:alert(1)" }).website).toBeDefined();
  });

  it("takes a bare domain as an https website, in the business form and the storefront wizard alike", () => {
    expect(businessFormSchema.parse({ ...valid, website: "mamankechi.example" }).website).toBe(
      "https://mamankechi.example",
    );
    expect(
      businessFormSchema.parse({ ...valid, website: " www.mamankechi.example/menu?day=1 " }).website,
    ).toBe("https://www.mamankechi.example/menu?day=1");
    expect(businessFormSchema.parse({ ...valid, website: "http://mamankechi.example" }).website).toBe(
      "http://mamankechi.example",
    );
    const storefront = storefrontSchema.parse({
      name: "Maman Kechi",
      description: "West African kitchen.",
      category: STOREFRONT_CATEGORY_VALUES[0],
      website: "mamankechi.example",
    });
    expect(storefront.website).toBe("https://mamankechi.example");
    // What is not a domain is still refused with the spec's messages.
    expect(errorsOf({ ...valid, website: "mamankechi" }).website).toBe("Please enter a valid URL");
    expect(errorsOf({ ...valid, website: "ftp://mamankechi.example" }).website).toBe("Invalid Website");
    expect(errorsOf({ ...valid, website: `${"a".repeat(492)}.example` }).website).toBe(
      "Website must be at most 500 characters",
    );
  });

  it("strips markup and script URLs, then checks lengths", () => {
    const data = businessFormSchema.parse({
      ...valid,
      name: ' <b onmouseover="alert(1)">Tom</b> & Jerry<script>alert(1)</script> ',
      description: '<iframe src="x"></iframe><img src=x onerror=alert(1)>Hi javascript:alert(1)',
    });
    expect(data.name).toBe("Tom & Jerry");
    expect(data.description).toBe("Hi alert(1)");
    expect(errorsOf({ ...valid, name: "<script>alert(1)</script>" }).name).toBe("Business name is required");
    expect(errorsOf({ ...valid, name: "x".repeat(101) }).name).toBe(
      "Business name must be at most 100 characters",
    );
  });

  it("refuses the fields an owner may not set", () => {
    const fields = errorsOf({ ...valid, is_verified: true, owner_id: "someone", rating: 5 });
    expect(Object.keys(fields).sort()).toEqual(["is_verified", "owner_id", "rating"]);
  });

  it("checks country and time zone", () => {
    expect(errorsOf({ ...valid, country: "Atlantis" }).country).toBe("Choose a country from the list");
    expect(businessFormSchema.parse({ ...valid, country: "CA" }).country).toBe("Canada");
    expect(errorsOf({ ...valid, time_zone: "Mars/Olympus" }).time_zone).toBe("Choose a valid time zone");
  });

  it("lets a patch carry any subset, each field under its rules", () => {
    expect(businessPatchSchema.parse({ city: "Atlanta" })).toEqual({ city: "Atlanta" });
    expect(businessPatchSchema.safeParse({ city: "" }).success).toBe(false);
  });

  it("keeps only the social links that were filled", () => {
    const base = { name: "Shop", description: "We sell.", category: "Retail" };
    expect(
      storefrontSchema.parse({ ...base, social_media: { facebook: "", instagram: "" } }).social_media,
    ).toBeNull();
    expect(
      storefrontSchema.parse({
        ...base,
        social_media: { facebook: "https://facebook.com/shop", twitter: "" },
      }).social_media,
    ).toEqual({ facebook: "https://facebook.com/shop" });
    expect(storefrontSchema.safeParse({ ...base, description: "" }).success).toBe(false);
  });
});

describe("the storefront wizard's category", () => {
  it("accepts a choice or a category's title, nothing else, and stores a title as itself", () => {
    expect(STOREFRONT_CATEGORY_VALUES).toEqual([
      ...new Set<string>([...STOREFRONT_CATEGORY_LABELS, ...CATEGORY_TITLES]),
    ]);
    const base = { name: "Zuri Bakery", description: "Bread." };
    expect(storefrontSchema.safeParse({ ...base, category: "Food & Beverage" }).success).toBe(true);
    expect(storefrontSchema.safeParse({ ...base, category: "Hotel" }).success).toBe(true);
    const refused = storefrontSchema.safeParse({ ...base, category: "Plumbing" });
    expect(refused.error?.issues[0]?.message).toBe("Category is required");
    expect(storefrontAsBusiness({ category: "Hotel" })).toEqual({ category: "Hotel", sub_category: null });
    expect(storefrontAsBusiness({ name: "Kept" })).toEqual({ name: "Kept" });
    expect(storefrontChoiceOf({ category: "Soul Food", category_slug: "other", sub_category: null })).toBe(
      "Soul Food",
    );
  });
});
