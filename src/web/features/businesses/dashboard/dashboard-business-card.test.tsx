import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { OwnedBusiness } from "~/domain/businesses/my-businesses-query";
import { aBusiness } from "../../../../../tests/support/business";
import { DashboardBusinessCard } from "./dashboard-business-card";

const NOW = new Date("2026-11-27T12:00:00Z");
const DAY = 86_400_000;

function renderCard(fields: Partial<OwnedBusiness>) {
  const business: OwnedBusiness = { ...aBusiness(fields), is_mine: true, views_7d: 3, ...fields };
  const Stub = createRoutesStub([
    {
      path: "/dashboard",
      Component: () => (
        <DashboardBusinessCard
          business={business}
          isAdmin={false}
          onEdit={() => {}}
          onDelete={() => {}}
          now={NOW}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={["/dashboard"]} />);
}

describe("the dashboard's business card", () => {
  it("shows a certified business as the spec's card does: its tier's colour, the expiry badge, Download Certificate", async () => {
    renderCard({
      name: "Dlamini House Inn",
      certification_tier: "Certified",
      certification_status: "approved",
      is_verified: true,
      certification_expires_at: new Date(NOW.getTime() + 10 * DAY).toISOString(),
    });
    const tier = await screen.findByText("Certified tier");
    expect(tier.className).toContain("bg-green-100");
    expect(screen.getByText("Expires Soon")).toBeTruthy();
    expect(screen.getByText("Expires in 10 days")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download Certificate" })).toBeTruthy();
  });

  it("shows a Free or unapproved business in grey, with no expiry badge and no certificate", async () => {
    renderCard({ name: "Corner Shop" });
    expect((await screen.findByText("Free tier")).className).toContain("bg-stone-100");
    renderCard({ name: "Pending Place", certification_tier: "Preferred", certification_status: "pending" });
    expect((await screen.findByText("Preferred tier")).className).toContain("bg-purple-100");
    expect(screen.queryByText(/Expires|Expired|Valid/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Download Certificate" })).toBeNull();
  });
});
