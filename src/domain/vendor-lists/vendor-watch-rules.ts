import type { Tier } from "~/domain/certification/tiers";

/**
 * What happened to a watched vendor's certification (decision 060): certified (first approval, or
 * again after a lapse or revocation), its tier changed by an approval, renewed, lapsed or revoked.
 */
export const VENDOR_CHANGE_KINDS = ["certified", "tier_changed", "renewed", "lapsed", "revoked"] as const;
export type VendorChangeKind = (typeof VENDOR_CHANGE_KINDS)[number];

export const VENDOR_CHANGE_LABELS: Record<VendorChangeKind, string> = {
  certified: "Certified",
  tier_changed: "Tier changed",
  renewed: "Renewed",
  lapsed: "Lapsed",
  revoked: "Revoked",
};

/** The `type` of a webhook's JSON body for each kind. */
export const WEBHOOK_EVENT_TYPES: Record<VendorChangeKind, string> = {
  certified: "certification.certified",
  tier_changed: "certification.tier_changed",
  renewed: "certification.renewed",
  lapsed: "certification.lapsed",
  revoked: "certification.revoked",
};

/** One sentence of a change, for the bell, the list page and the digest. */
export function vendorChangeSentence(change: {
  kind: VendorChangeKind;
  businessName: string;
  tier: Tier;
  previousTier: Tier | null;
}): string {
  const { businessName: name, tier } = change;
  switch (change.kind) {
    case "certified":
      return `${name} was certified (${tier}).`;
    case "tier_changed":
      return `${name}'s certification changed from ${change.previousTier ?? "another tier"} to ${tier}.`;
    case "renewed":
      return `${name}'s ${tier} certification was renewed.`;
    case "lapsed":
      return `${name}'s ${tier} certification lapsed.`;
    case "revoked":
      return `${name}'s ${tier} certification was revoked.`;
  }
}

/** A webhook delivery's state: waiting (or retrying), delivered, or given up after 24 hours of tries. */
export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "given_up"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** How long a change is retried before its delivery is given up. */
export const WEBHOOK_RETRY_HOURS = 24;

export const VENDOR_WATCH_MESSAGES = {
  webhookUrl: "The endpoint must be an https URL.",
  webhookPrivate:
    "The endpoint must be a public address: loopback, private, link-local and metadata addresses are refused.",
  webhookUnresolved: "The endpoint's host name could not be found.",
  noWebhook: "This list has no webhook.",
} as const;
