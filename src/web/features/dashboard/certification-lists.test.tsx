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
