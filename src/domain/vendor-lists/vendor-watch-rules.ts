import { isTier } from "~/domain/certification/tiers";
import type { VendorListsMessageId } from "~/domain/languages/catalogs/vendor-lists";

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

/** A change as its sentence names it (the API's fields). */
export type ChangeToSay = {
  kind: VendorChangeKind;
  business_name: string;
  tier: string;
  previous_tier: string | null;
};

/**
 * One sentence of a change, for the list's page and the API, in the language of `t` (the `vendorLists`
 * catalogue's; the bell's and the digest's say the same from their own catalogues).
 */
export function vendorChangeSentence(
  t: (id: VendorListsMessageId, values?: Record<string, unknown>) => string,
  change: ChangeToSay,
): string {
  const tierName = (tier: string) => (isTier(tier) ? t(tier) : tier);
  const values = { business: change.business_name, tier: tierName(change.tier) };
  switch (change.kind) {
    case "certified":
      return t("{business} was certified ({tier}).", values);
    case "tier_changed":
      return t("{business}'s certification changed from {previous} to {tier}.", {
        ...values,
        previous: change.previous_tier ? tierName(change.previous_tier) : t("another tier"),
      });
    case "renewed":
      return t("{business}'s {tier} certification was renewed.", values);
    case "lapsed":
      return t("{business}'s {tier} certification lapsed.", values);
    case "revoked":
      return t("{business}'s {tier} certification was revoked.", values);
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
