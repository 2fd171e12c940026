import type { ProcurementProfile } from "~/domain/procurement/procurement-schema";

/** What the "For buyers" section's loader answers: the profile, or why it could not be read. */
export type ProcurementLoad = { profile: ProcurementProfile; error: null } | { profile: null; error: string };

/** The loader the section reads a business's profile from (a fetcher's). */
export function procurementPath(businessId: string): string {
  return `/dashboard/procurement/${encodeURIComponent(businessId)}`;
}
