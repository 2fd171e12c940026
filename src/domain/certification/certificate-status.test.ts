import { describe, expect, it } from "vitest";
import {
  certificateFileName,
  formatCertificateNumber,
  isCertificateNumber,
  normalizeCertificateNumber,
} from "./certificate-number";
import { certificateStatus } from "./certificate-status";

const now = new Date("2026-11-23T12:00:00Z");
const DAY = 86_400_000;
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

type B = Parameters<typeof certificateStatus>[0];
const business = (over: Partial<B> = {}): B => ({
  is_verified: true,
  certification_tier: "Certified",
  certification_status: "approved",
  certification_expires_at: at(200 * DAY),
  ...over,
});

describe("certificateStatus", () => {
  it("is valid beyond 30 days, and without an expiry date", () => {
    expect(certificateStatus(business(), now)).toBe("valid");
    expect(certificateStatus(business({ certification_expires_at: at(30 * DAY + 1) }), now)).toBe("valid");
    expect(certificateStatus(business({ certification_expires_at: null }), now)).toBe("valid");
  });
  it("is expiring within 30 days, the 30th day included", () => {
    expect(certificateStatus(business({ certification_expires_at: at(30 * DAY) }), now)).toBe("expiring");
    expect(certificateStatus(business({ certification_expires_at: at(1) }), now)).toBe("expiring");
  });
  it("is expired from the expiry instant on", () => {
    expect(certificateStatus(business({ certification_expires_at: at(0) }), now)).toBe("expired");
    expect(certificateStatus(business({ certification_expires_at: at(-DAY) }), now)).toBe("expired");
  });
  it("is revoked once the business is no longer approved, verified or paid, even when expired", () => {
    for (const status of ["none", "pending", "rejected"] as const) {
      expect(certificateStatus(business({ certification_status: status }), now)).toBe("revoked");
    }
    expect(certificateStatus(business({ is_verified: false }), now)).toBe("revoked");
    expect(certificateStatus(business({ certification_tier: "Free" }), now)).toBe("revoked");
    expect(certificateStatus(business({ is_verified: false, certification_expires_at: at(-DAY) }), now)).toBe(
      "revoked",
    );
  });
  it("says expired or revoked as recorded, and how the last certification ended while applying again", () => {
    expect(
      certificateStatus(
        business({ certification_status: "expired", certification_expires_at: at(-DAY) }),
        now,
      ),
    ).toBe("expired");
    expect(certificateStatus(business({ certification_status: "revoked", is_verified: false }), now)).toBe(
      "revoked",
    );
    expect(certificateStatus(business({ certification_status: "pending" }), now, "expired")).toBe("expired");
    expect(certificateStatus(business({ certification_status: "rejected" }), now, "revoked")).toBe("revoked");
  });
});

describe("certificate numbers", () => {
  it("formats UJ-{year}-{6 digits}", () => {
    expect(formatCertificateNumber(2026, 42)).toBe("UJ-2026-000042");
    expect(formatCertificateNumber(2027, 999_999)).toBe("UJ-2027-999999");
    expect(isCertificateNumber(formatCertificateNumber(2026, 0))).toBe(true);
  });
  it("accepts typed numbers and refuses malformed ones", () => {
    expect(normalizeCertificateNumber("  uj-2026-123456 ")).toBe("UJ-2026-123456");
    expect(isCertificateNumber("UJ-2026-1000001")).toBe(true);
    for (const bad of [
      "",
      "UJ-2026-12345",
      "UJ-26-123456",
      "XX-2026-123456",
      "UJ-2026-123456-1",
      "1 OR 1=1",
    ]) {
      expect(isCertificateNumber(bad)).toBe(false);
    }
  });
});

describe("certificateFileName", () => {
  it("keeps lower-case letters, digits and hyphens only", () => {
    expect(certificateFileName("Mama's Kitchen & Bar")).toBe("certificate-mama-s-kitchen-bar.html");
    expect(certificateFileName("Café Noir 24/7")).toBe("certificate-cafe-noir-24-7.html");
    expect(certificateFileName('<script>alert("x")</script>')).toBe("certificate-script-alert-x-script.html");
    expect(certificateFileName("***")).toBe("certificate-business.html");
  });
});
