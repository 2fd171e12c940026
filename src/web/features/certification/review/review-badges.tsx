import { STATUS_TONES, TIER_TONES } from "~/domain/certification/badge-tones";
import { reviewStatusLabel } from "~/domain/certification/review-status";
import { isCertificationStatus } from "~/domain/certification/statuses";
import { isPaidTier } from "~/domain/certification/tiers";
import { BADGE_TONE_CLASS } from "~/web/components/ui/badge-tone";
import { cn } from "~/web/lib/cn";

const BADGE = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1";

/** The tier applied for, in its colour (Verified blue, Certified green, Preferred purple). */
export function ReviewTierBadge({ tier }: { tier: string }) {
  return (
    <span className={cn(BADGE, BADGE_TONE_CLASS[isPaidTier(tier) ? TIER_TONES[tier] : "grey"])}>{tier}</span>
  );
}

/** The spec's status labels: 'Pending Review', Approved, Rejected, and 'Unknown' for anything else. */
export const statusLabel = reviewStatusLabel;

export function ReviewStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(BADGE, BADGE_TONE_CLASS[isCertificationStatus(status) ? STATUS_TONES[status] : "grey"])}
    >
      {statusLabel(status)}
    </span>
  );
}
