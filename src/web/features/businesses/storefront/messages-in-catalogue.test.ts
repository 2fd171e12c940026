import { describe, expect, it } from "vitest";
import { BUSINESS_MESSAGES, storefrontSchema } from "~/domain/businesses/business-form-schema";
import { STOREFRONT_CATEGORY_LABELS } from "~/domain/categories/storefront-categories";
import { NAMESPACES } from "~/domain/languages/catalogs";
import { WIZARD_STEPS } from "./wizard-steps";

/** What /storefront-manager loads: the root's namespaces and its own. */
const onStorefrontManager = new Set<string>(
  (["layout", "categories", "privacy", "places", "business", "storefront"] as const).flatMap(
    (namespace) => NAMESPACES[namespace].ids,
  ),
);

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const long = (n: number) => "a".repeat(n + 1);

describe("the messages the storefront wizard and edit dialog show but do not write themselves", () => {
  it("every check of the storefront schema is in a catalogue the page loads", () => {
    const shown = [
      ...messagesOf(storefrontSchema.safeParse({ name: "", description: "", category: "" })),
      ...messagesOf(
        storefrontSchema.safeParse({
          name: long(100),
          description: long(10_000),
          category: "Nope",
          email: "x",
          phone: "12",
          website: "notaurl",
          social_media: {
            facebook: long(500),
            instagram: "ftp://x.example",
            twitter: "x",
            linkedin: long(500),
          },
          address: long(200),
          city: long(50),
          state: long(50),
          zip_code: long(20),
          pin: { lat: 100, lng: 200 },
          show_area_only: "yes",
        }),
      ),
      ...messagesOf(
        storefrontSchema.safeParse({
          name: "A\u0000b",
          description: "ok",
          category: "Technology",
          email: `${long(1_000)}@x.co`,
          phone: long(20),
          website: `https://${long(500)}.example`,
        }),
      ),
      ...messagesOf(storefrontSchema.safeParse({ name: 1, description: 2, category: "Retail" })),
    ];
    expect(shown.length).toBeGreaterThan(15);
    expect([...new Set(shown)].filter((message) => !onStorefrontManager.has(message))).toEqual([]);
  });

  it("every rule, step and category the wizard names is in one too", () => {
    const named = [
      ...Object.values(BUSINESS_MESSAGES),
      ...WIZARD_STEPS.flatMap((step) => [step.title, step.description]),
      ...STOREFRONT_CATEGORY_LABELS,
    ];
    expect(named.filter((message) => !onStorefrontManager.has(message))).toEqual([]);
  });
});
