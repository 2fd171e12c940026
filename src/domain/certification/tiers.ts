/** The one tier list, cheapest first (decision 041: every other tier list derives from it). */
export const TIERS = ["Free", "Verified", "Certified", "Preferred"] as const;
export type Tier = (typeof TIERS)[number];

/** The tiers that are paid for: every tier but the first. */
export type PaidTier = Exclude<Tier, (typeof TIERS)[0]>;
export const PAID_TIERS = TIERS.slice(1) as unknown as readonly [PaidTier, ...PaidTier[]];

export function isPaidTier(value: unknown): value is PaidTier {
  return typeof value === "string" && (PAID_TIERS as readonly string[]).includes(value);
}

/** The one price list: annual prices in US cents. Plan cards derive the monthly equivalent. */
export const TIER_ANNUAL_PRICE_CENTS: Record<Tier, number> = {
  Free: 0,
  Verified: 18_000,
  Certified: 34_800,
  Preferred: 70_800,
};

export const TIER_FEATURES: Record<Tier, readonly string[]> = {
  Free: ["Basic profile", "Contact information", "Standard search visibility"],
  Verified: [
    "Everything in Free",
    "Verified badge",
    "Priority search results",
    "Customer reviews",
    "Affidavit verification",
  ],
  Certified: [
    "Everything in Verified",
    "Professional certification",
    "Featured listings",
    "Analytics dashboard",
    "Enhanced affidavit verification",
  ],
  Preferred: [
    "Everything in Certified",
    "Premium placement",
    "Marketing support",
    "Dedicated account manager",
    "Premium affidavit verification",
  ],
};

/** Directory sort order: Preferred, Certified, Verified, Free, then anything else. */
export const TIER_SORT_RANK: Record<Tier, number> = { Preferred: 0, Certified: 1, Verified: 2, Free: 3 };

/** The tiers in directory order (the directory's tier filter). */
export const TIERS_IN_DIRECTORY_ORDER: readonly Tier[] = [...TIERS].sort(
  (a, b) => TIER_SORT_RANK[a] - TIER_SORT_RANK[b],
);

/**
 * What an approval made of a business, for the owner's notification and e-mail: "… is now Verified certified",
 * but "… is now Certified" (the tier's name already says it).
 */
export function nowCertified(businessName: string, tier: Tier): string {
  return tier === "Certified"
    ? `${businessName} is now Certified`
    : `${businessName} is now ${tier} certified`;
}

export function isTier(value: unknown): value is Tier {
  return typeof value === "string" && (TIERS as readonly string[]).includes(value);
}

export function formatAnnualPrice(tier: Tier): string {
  const cents = TIER_ANNUAL_PRICE_CENTS[tier];
  return cents === 0 ? "Free" : `$${cents / 100}/year`;
}

export function formatMonthlyEquivalent(tier: Tier): string {
  const cents = TIER_ANNUAL_PRICE_CENTS[tier];
  return cents === 0 ? "$0" : `$${cents / 100 / 12}/month`;
}
