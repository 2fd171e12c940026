import { STATUS_TONES, TIER_TONES } from "~/domain/certification/badge-tones";
import { reviewStatusLabel } from "~/domain/certification/review-status";
import { isCertificationStatus } from "~/domain/certification/statuses";
import { isPaidTier } from "~/domain/certification/tiers";
import type { MessageId } from "~/domain/languages/catalogs";
import { BADGE_TONE_CLASS } from "~/web/components/ui/badge-tone";
import { useCertificationFormat } from "~/web/features/certification/local-words";
import { useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";

const BADGE = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1";

/** The tier applied for, in its colour (Verified blue, Certified green, Preferred purple). */
export function ReviewTierBadge({ tier }: { tier: string }) {
  const words = useCertificationFormat();
  return (
    <span className={cn(BADGE, BADGE_TONE_CLASS[isPaidTier(tier) ? TIER_TONES[tier] : "grey"])}>
      {words.tier(tier)}
    </span>
  );
}

/** The spec's status labels: 'Pending Review', Approved, Rejected, and 'Unknown' for anything else. */
export const statusLabel = reviewStatusLabel;

export function ReviewStatusBadge({ status }: { status: string }) {
  const t = useT();
  return (
    <span
      className={cn(BADGE, BADGE_TONE_CLASS[isCertificationStatus(status) ? STATUS_TONES[status] : "grey"])}
    >
      {t(statusLabel(status) as MessageId)}
    </span>
  );
}
