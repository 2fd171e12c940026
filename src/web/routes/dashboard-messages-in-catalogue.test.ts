import { describe, expect, it } from "vitest";
import { businessFormSchema } from "~/domain/businesses/business-form-schema";
import { BUSINESS_TEMPLATES } from "~/domain/businesses/business-templates";
import { TIER_FEATURES } from "~/domain/certification/tiers";
import { NAMESPACES } from "~/domain/languages/catalogs";
import { COUNTRIES } from "~/domain/places/countries";
import { DASHBOARD_NAMESPACES } from "./dashboard.server";

/** What /dashboard loads: the root's namespaces and its own. */
const onDashboard = new Set<string>(
  (["layout", "categories", "privacy", "places", ...DASHBOARD_NAMESPACES] as const).flatMap(
    (namespace) => NAMESPACES[namespace].ids,
  ),
);

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const long = (n: number) => "a".repeat(n + 1);

describe("the messages the business form shows but does not write itself", () => {
  it("every check of the business form's schema is in a catalogue the dashboard loads", () => {
    const shown = [
      ...messagesOf(businessFormSchema.safeParse({})),
      ...messagesOf(
        businessFormSchema.safeParse({
          name: "",
          category: "",
          country: "",
          address: "",
          city: "",
          state: "",
          zip_code: "",
          phone: "",
          certification_tier: "Gold",
          time_zone: "Nowhere",
          business_hours: { Monday: { open: "9", close: "17:00", closed: false } },
        }),
      ),
      ...messagesOf(
        businessFormSchema.safeParse({
          name: long(100),
          category: long(50),
          sub_category: long(50),
          description: long(10_000),
          country: "Atlantis",
          address: long(200),
          city: long(50),
          state: long(50),
          zip_code: long(20),
          phone: long(20),
          email: "x",
          website: "ftp://x.example",
          certification_tier: "Free",
          pin: { lat: "x", lng: 500 },
        }),
      ),
      ...messagesOf(businessFormSchema.safeParse({ country: long(50), name: "A\u0000b" })),
    ];
    expect(shown.length).toBeGreaterThan(15);
    expect([...new Set(shown)].filter((message) => !onDashboard.has(message))).toEqual([]);
  });

  it("every tier feature, template word and country label the form names is in one too", () => {
    const named = [
      ...Object.values(TIER_FEATURES).flat(),
      ...BUSINESS_TEMPLATES.flatMap((t) => [t.title, t.summary, t.fields.category, t.fields.sub_category]),
      ...COUNTRIES.flatMap((c) => [c.name, c.stateLabel, c.postalLabel]),
    ];
    expect(named.filter((message) => !onDashboard.has(message))).toEqual([]);
  });
});
