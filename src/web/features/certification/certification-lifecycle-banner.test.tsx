import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ApplicationPage } from "~/domain/certification/certification-api-schema";
import { CertificationLifecycleBanner } from "./certification-lifecycle-banner";

vi.mock("~/web/lib/api/payments", () => ({ startRenewalCheckout: vi.fn() }));

const now = new Date("2026-11-23T12:00:00Z");
const DAY = 86_400_000;
const inDays = (d: number) => new Date(now.getTime() + d * DAY).toISOString();

function business(over: Partial<ApplicationPage["business"]>): ApplicationPage["business"] {
  return {
    id: "b1",
    name: "Peach Tree Goods",
    certification_tier: "Certified",
    certification_status: "approved",
    is_verified: true,
    certification_requested_at: null,
    certification_expires_at: inDays(200),
    category: "Retail",
    sub_category: null,
    address: null,
    city: null,
    state: null,
    zip_code: null,
    phone: null,
    email: null,
    ...over,
  };
}

describe("the certification's lifecycle banner (decision 045)", () => {
  it("says active, then Expiring Soon with Renew from 60 days before the expiry", () => {
    const { unmount } = render(<CertificationLifecycleBanner business={business({})} end={null} now={now} />);
    expect(screen.getByRole("status", { name: "Certification active" }).textContent).toContain(
      "until June 11, 2027",
    );
    expect(screen.queryByRole("button")).toBeNull();
    unmount();
    render(
      <CertificationLifecycleBanner
        business={business({ certification_expires_at: inDays(45) })}
        end={null}
        now={now}
      />,
    );
    expect(screen.getByRole("alert", { name: "Certification Expiring Soon" }).textContent).toContain(
      "January 7, 2027",
    );
    expect(screen.getByRole("button", { name: "Renew certification" })).toHaveProperty("disabled", false);
  });

  it("offers renewal during the 30-day grace period, then names the new application", () => {
    const { unmount } = render(
      <CertificationLifecycleBanner
        business={business({ certification_status: "expired", certification_expires_at: inDays(-10) })}
        end={{ status: "expired", at: inDays(-10), reason: null }}
        now={now}
      />,
    );
    const grace = screen.getByRole("alert", { name: "Certification Expired" });
    expect(grace.textContent).toContain("renew it by payment until December 13, 2026");
    expect(screen.getByRole("button", { name: "Renew certification" })).toHaveProperty("disabled", false);
    unmount();
    render(
      <CertificationLifecycleBanner
        business={business({ certification_status: "expired", certification_expires_at: inDays(-40) })}
        end={{ status: "expired", at: inDays(-40), reason: null }}
        now={now}
      />,
    );
    expect(screen.getByRole("alert", { name: "Certification Expired" }).textContent).toContain(
      "can no longer be renewed by payment: submit a new application below",
    );
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("tells the owner when and why it was revoked", () => {
    render(
      <CertificationLifecycleBanner
        business={business({ certification_status: "revoked", is_verified: false })}
        end={{ status: "revoked", at: inDays(-2), reason: "The ownership affidavit was false." }}
        now={now}
      />,
    );
    const banner = screen.getByRole("alert", { name: "Certification revoked" });
    expect(banner.textContent).toContain(
      "revoked Peach Tree Goods's Certified certification on November 21, 2026",
    );
    expect(banner.textContent).toContain("The ownership affidavit was false.");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
