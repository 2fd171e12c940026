import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { MyBusinessesPage, OwnedBusiness } from "~/domain/businesses/my-businesses-query";
import { toast } from "~/web/components/ui/toast";
import { ApiError } from "~/web/lib/api/client";
import { startRenewalCheckout } from "~/web/lib/api/payments";
import { CertificationLists } from "./certification-lists";

vi.mock("~/web/components/ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("~/web/lib/api/payments", () => ({ startRenewalCheckout: vi.fn() }));

const expiring = {
  id: "b1",
  name: "Queen's Table Catering",
  certification_tier: "Verified",
  certification_status: "approved",
  certification_expires_at: "2026-12-05T00:00:00.000Z",
} as unknown as OwnedBusiness;
const renewals = { items: [expiring], total: 1, next: null } as unknown as MyBusinessesPage;
const empty = { items: [], total: 0, next: null } as unknown as MyBusinessesPage;

describe("the Certification Renewals list", () => {
  it("Renew starts the business's checkout on its tier; a failure says 'Renewal Failed'", async () => {
    vi.mocked(startRenewalCheckout).mockRejectedValue(new ApiError(503, "unavailable", "down"));
    const Stub = createRoutesStub([
      {
        path: "/dashboard",
        Component: () => (
          <CertificationLists
            certification={empty}
            renewals={renewals}
            now={new Date("2026-11-24T00:00:00Z")}
          />
        ),
      },
    ]);
    render(<Stub initialEntries={["/dashboard"]} />);
    const renew = await screen.findByRole("button", { name: "Renew" });
    await userEvent.click(renew);
    expect(startRenewalCheckout).toHaveBeenCalledWith("b1", "Verified");
    expect(toast.error).toHaveBeenCalledWith("Renewal Failed", {
      description: "Failed to initiate certification renewal",
    });
    expect((renew as HTMLButtonElement).disabled).toBe(false);
  });
});

describe("the lists after an expiry (decision 045)", () => {
  it("shows an expired certification's grace period under Renewals, and a lapsed or revoked one under Complete Your Certification", async () => {
    const expired = {
      ...expiring,
      id: "b2",
      name: "Legacy Auto Care",
      certification_status: "expired",
      certification_expires_at: "2026-11-14T00:00:00.000Z",
    } as unknown as OwnedBusiness;
    const lapsed = {
      ...expiring,
      id: "b3",
      name: "Long Gone Diner",
      certification_status: "expired",
      certification_expires_at: "2026-09-01T00:00:00.000Z",
    } as unknown as OwnedBusiness;
    const revoked = {
      ...expiring,
      id: "b4",
      name: "Withdrawn Works",
      certification_status: "revoked",
    } as unknown as OwnedBusiness;
    const Stub = createRoutesStub([
      {
        path: "/dashboard",
        Component: () => (
          <CertificationLists
            certification={{ items: [lapsed, revoked], total: 2, next: null } as unknown as MyBusinessesPage}
            renewals={{ items: [expired], total: 1, next: null } as unknown as MyBusinessesPage}
            now={new Date("2026-11-24T00:00:00Z")}
          />
        ),
      },
    ]);
    render(<Stub initialEntries={["/dashboard"]} />);
    const renewalsList = await screen.findByRole("region", { name: "Certification Renewals" });
    expect(renewalsList.textContent).toContain("Expired Nov 14, 2026 · renew by Dec 14, 2026 (grace period)");
    const complete = screen.getByRole("region", { name: "Complete Your Certification" });
    expect(complete.textContent).toContain(
      "Expired Sep 01, 2026, over 30 days ago: submit a new application",
    );
    expect(complete.textContent).toContain("Certification revoked: submit a new application");
  });
});
