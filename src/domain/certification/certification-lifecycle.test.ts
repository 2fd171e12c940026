import { describe, expect, it } from "vitest";
import {
  certificateHistoryEvent,
  dueReminder,
  effectiveCertificationStatus,
  graceEndsAt,
  lapsedRenewalMessage,
  mayRenewByPayment,
  renewalState,
} from "./certification-lifecycle";
import { nextCertificationStatus } from "./certification-machine";

const now = new Date("2026-11-23T12:00:00Z");
const DAY = 86_400_000;
const at = (days: number) => new Date(now.getTime() + days * DAY);

type B = Parameters<typeof renewalState>[0];
const certified = (over: Partial<B> = {}): B => ({
  is_verified: true,
  certification_tier: "Certified",
  certification_status: "approved",
  certification_expires_at: at(200).toISOString(),
  ...over,
});

describe("the certification lifecycle (decision 045)", () => {
  it("expires, revokes and re-applies through the state machine", () => {
    expect(nextCertificationStatus("approved", "expire")).toBe("expired");
    expect(nextCertificationStatus("expired", "expire")).toBeNull();
    expect(nextCertificationStatus("approved", "revoke")).toBe("revoked");
    expect(nextCertificationStatus("expired", "revoke")).toBe("revoked");
    expect(nextCertificationStatus("pending", "revoke")).toBeNull();
    expect(nextCertificationStatus("revoked", "revoke")).toBeNull();
    expect(nextCertificationStatus("expired", "renew")).toBe("approved");
    expect(nextCertificationStatus("revoked", "renew")).toBeNull();
    expect(nextCertificationStatus("revoked", "submit")).toBe("pending");
    expect(nextCertificationStatus("expired", "submit")).toBe("pending");
  });

  it("sends the shortest reminder whose day has come, and none outside the window", () => {
    const expires = at(0);
    const before = (days: number) => new Date(expires.getTime() - days * DAY);
    expect(dueReminder(expires, before(61))).toBeNull();
    expect(dueReminder(expires, before(60))).toBe(60);
    expect(dueReminder(expires, before(31))).toBe(60);
    expect(dueReminder(expires, before(30))).toBe(30);
    expect(dueReminder(expires, before(8))).toBe(30);
    expect(dueReminder(expires, before(7))).toBe(7);
    expect(dueReminder(expires, before(0.01))).toBe(7);
    expect(dueReminder(expires, expires)).toBeNull();
  });

  it("is due within 60 days, in grace for 30 days after the expiry, then lapsed", () => {
    expect(renewalState(certified(), now)).toBe("active");
    expect(renewalState(certified({ certification_expires_at: at(60).toISOString() }), now)).toBe("due");
    expect(renewalState(certified({ certification_expires_at: at(-1).toISOString() }), now)).toBe("grace");
    const expired = certified({
      certification_status: "expired",
      certification_expires_at: at(-29).toISOString(),
    });
    expect(renewalState(expired, now)).toBe("grace");
    expect(mayRenewByPayment(expired, now)).toBe(true);
    const lapsed = { ...expired, certification_expires_at: at(-30).toISOString() };
    expect(renewalState(lapsed, now)).toBe("lapsed");
    expect(mayRenewByPayment(lapsed, now)).toBe(false);
    const revoked = certified({ certification_status: "revoked", is_verified: false });
    expect(renewalState(revoked, now)).toBe("revoked");
    expect(mayRenewByPayment(revoked, now)).toBe(false);
    expect(renewalState(certified({ certification_status: "pending" }), now)).toBeNull();
    expect(renewalState(certified({ certification_tier: "Free" }), now)).toBeNull();
    expect(graceEndsAt(at(0)).toISOString()).toBe(at(30).toISOString());
    expect(
      effectiveCertificationStatus(certified({ certification_expires_at: at(0).toISOString() }), now),
    ).toBe("expired");
    expect(lapsedRenewalMessage("b1")).toContain("new application");
    expect(lapsedRenewalMessage("b1")).toContain("/certification/b1");
  });

  it("names the public history's events", () => {
    expect(certificateHistoryEvent("pending", "approved")).toBe("issued");
    expect(certificateHistoryEvent("approved", "approved")).toBe("renewed");
    expect(certificateHistoryEvent("expired", "approved")).toBe("renewed");
    expect(certificateHistoryEvent("approved", "expired")).toBe("expired");
    expect(certificateHistoryEvent("expired", "revoked")).toBe("revoked");
    expect(certificateHistoryEvent("none", "pending")).toBeNull();
    expect(certificateHistoryEvent("pending", "rejected")).toBeNull();
  });
});
