import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ProcurementProfile } from "~/domain/procurement/procurement-schema";
import { ForBuyersSection } from "~/web/features/procurement/for-buyers-section";
import { inLanguage } from "../../../tests/support/in-language";
import { BUSINESS_PAGE_NAMESPACES } from "./business-detail.server";

const profile: ProcurementProfile = {
  business_id: "b1",
  naics_edition: "NAICS 2017",
  naics: [],
  capabilities: null,
  differentiators: null,
  service_areas: [
    { country: "US", region: "GA", code: "US-GA", label: "Georgia, United States" },
    { country: "EG", region: null, code: "EG", label: "Egypt" },
  ],
  past_performance: [],
  uei: null,
  cage: null,
  other_certifications: [],
  updated_at: null,
};

describe("For buyers on a business's page in French", () => {
  it("names a service area's country in the page's language, from the namespaces the page loads", () => {
    render(inLanguage("fr", BUSINESS_PAGE_NAMESPACES, <ForBuyersSection profile={profile} />));
    expect(screen.getByText("Zones desservies")).toBeTruthy();
    expect(screen.getByText("Georgia, États-Unis · Égypte")).toBeTruthy();
  });
});
