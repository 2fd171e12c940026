import { z } from "zod";
import { TIERS } from "~/domain/tiers/tiers";
import { CERTIFICATE_STATUSES } from "./certificate-status";

/** The public answer of GET /api/v1/certificates/{number}: who holds it and its live status. */
export const certificateSchema = z.object({
  certificate_number: z.string(),
  business_id: z.string(),
  business_name: z.string(),
  tier: z.enum(TIERS),
  status: z.enum(CERTIFICATE_STATUSES),
  /** The latest approval (certification_events); null when no approval was recorded. */
  issued_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;
