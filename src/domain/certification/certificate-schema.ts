import { z } from "zod";
import { CERTIFICATE_STATUSES } from "./certificate-status";
import { CERTIFICATE_HISTORY_EVENTS } from "./certification-lifecycle";
import { TIERS } from "./tiers";

/** One dated step of a certificate's public history: no reasons, no documents, no people. */
export const certificateHistoryEntrySchema = z.object({
  event: z.enum(CERTIFICATE_HISTORY_EVENTS),
  /** When it happened (ISO): an expiry is dated at the lapse itself. */
  at: z.string(),
});
export type CertificateHistoryEntry = z.infer<typeof certificateHistoryEntrySchema>;

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
  /** Issued, renewed, expired and revoked, oldest first (decision 045). */
  history: z.array(certificateHistoryEntrySchema),
});
export type Certificate = z.infer<typeof certificateSchema>;
