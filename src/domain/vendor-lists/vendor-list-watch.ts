import { z } from "zod";
import { VENDOR_CHANGE_KINDS, VENDOR_WATCH_MESSAGES, WEBHOOK_DELIVERY_STATUSES } from "./vendor-watch-rules";

export const vendorChangeSchema = z.object({
  id: z.string(),
  kind: z.enum(VENDOR_CHANGE_KINDS),
  business_id: z.string(),
  business_name: z.string(),
  tier: z.string(),
  previous_tier: z.string().nullable(),
  /** In the request's language (Accept-Language; English without one of ours). */
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
