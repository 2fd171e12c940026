import { z } from "zod";
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

export const vendorChangeSchema = z.object({
  id: z.string(),
  kind: z.enum(VENDOR_CHANGE_KINDS),
  business_id: z.string(),
  business_name: z.string(),
  tier: z.string(),
  previous_tier: z.string().nullable(),
  sentence: z.string(),
  happened_at: z.string(),
});
export type VendorChange = z.infer<typeof vendorChangeSchema>;

export const vendorWatchSchema = z.object({
  weekly_digest: z.boolean(),
  changes: z.array(vendorChangeSchema),
});
export type VendorWatch = z.infer<typeof vendorWatchSchema>;

export const vendorWatchInputSchema = z.object({ weekly_digest: z.boolean() });

export const webhookInputSchema = z.object({
  url: z
    .string()
    .trim()
    .max(2000)
    .refine((value) => URL.canParse(value), VENDOR_WATCH_MESSAGES.webhookUrl),
});

export const webhookDeliverySchema = z.object({
  id: z.string(),
  change_id: z.string(),
  type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
});

export const webhookSchema = z.object({
  url: z.string(),
  created_at: z.string(),
  /** Shown once, in the answer that registers the endpoint; never again. */
  secret: z.string().optional(),
  deliveries: z.array(webhookDeliverySchema),
});
export type Webhook = z.infer<typeof webhookSchema>;
