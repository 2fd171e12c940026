import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ProcurementProfile } from "~/domain/procurement/procurement-schema";
import { ForBuyersSection } from "./for-buyers-section";

const empty: ProcurementProfile = {
  business_id: "b1",
  naics_edition: "NAICS 2017",
  naics: [],
  capabilities: null,
  differentiators: null,
  service_areas: [],
  past_performance: [],
  uei: null,
  cage: null,
  other_certifications: [],
  updated_at: null,
};

describe("For buyers on a business's page", () => {
  it("is not there when the profile says nothing", () => {
    const { container } = render(<ForBuyersSection profile={empty} />);
    expect(container.innerHTML).toBe("");
  });

  it("shows codes with their edition and sector, areas, past work without hidden customers, UEI and CAGE", () => {
    render(
      <ForBuyersSection
        profile={{
          ...empty,
          naics: [
            {
              code: "541511",
              title: "Custom Computer Programming Services",
              sector: "54",
              sector_title: "Professional, Scientific, and Technical Services",
            },
          ],
          capabilities: "Custom software.",
          service_areas: [{ country: "US", region: "GA", code: "US-GA", label: "Georgia, United States" }],
          past_performance: [
            {
              customer: "City of Atlanta",
              scope: "Permits",
              year: 2023,
              value_range: "1m_5m",
              hide_customer: false,
            },
            // The owner reads their own page with the name still in the data: it stays unnamed.
            {
              customer: "Quiet Agency",
              scope: "Migration",
              year: 2022,
              value_range: null,
              hide_customer: true,
            },
          ],
          uei: "J7M9HY3KW2N5",
          cage: "1ABC2",
        }}
      />,
    );
    const section = screen.getByRole("region", { name: "For buyers" });
    const text = section.textContent ?? "";
    expect(text).toContain("NAICS codes (NAICS 2017)");
    expect(text).toContain("541511 Custom Computer Programming Services");
    expect(text).toContain("sector 54: Professional, Scientific, and Technical Services");
    expect(text).toContain("Georgia, United States");
    expect(text).toContain("City of Atlanta, 2023 · $1 million – $5 million");
    expect(text).toContain("A customer not named, 2022");
    expect(text).not.toContain("Quiet Agency");
    expect(text).toContain("J7M9HY3KW2N5");
    expect(text).toContain("1ABC2");
  });
});
