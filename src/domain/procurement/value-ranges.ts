// What a business page shows of a procurement profile without the rest of its rules (no places, no
// zod): the value ranges' words and whether a profile says anything, so the page's script stays small.
/** The value of a past contract, in fixed ranges (US dollars), so no one types an exact figure. */
export const VALUE_RANGES = ["under_25k", "25k_100k", "100k_500k", "500k_1m", "1m_5m", "over_5m"] as const;
export type ValueRange = (typeof VALUE_RANGES)[number];
export const VALUE_RANGE_LABELS: Record<ValueRange, string> = {
  under_25k: "Under $25,000",
  "25k_100k": "$25,000 – $100,000",
  "100k_500k": "$100,000 – $500,000",
  "500k_1m": "$500,000 – $1 million",
  "1m_5m": "$1 million – $5 million",
  over_5m: "Over $5 million",
};

/** The parts of a profile a buyer reads (ProcurementProfile satisfies it; no zod here, for the pages). */
type ProfileParts = {
  naics: readonly unknown[];
  capabilities: string | null;
  differentiators: string | null;
  service_areas: readonly unknown[];
  past_performance: readonly unknown[];
  uei: string | null;
  cage: string | null;
  other_certifications: readonly unknown[];
};

/** Whether a profile has anything to show a buyer. */
export function hasProcurementContent(profile: ProfileParts): boolean {
  return (
    profile.naics.length > 0 ||
    profile.capabilities !== null ||
    profile.differentiators !== null ||
    profile.service_areas.length > 0 ||
    profile.past_performance.length > 0 ||
    profile.uei !== null ||
    profile.cage !== null ||
    profile.other_certifications.length > 0
  );
}
