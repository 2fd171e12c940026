import type { Business } from "~/domain/businesses/business-schema";
import { type TierBadge as TierBadgeValue, tierBadge } from "~/domain/certification/badges";
import { Icon } from "~/web/components/ui/icon";
import { cn } from "~/web/lib/cn";

const TONE_CLASS: Record<TierBadgeValue["tone"], string> = {
  blue: "bg-blue-100 text-blue-800 ring-blue-200",
  green: "bg-green-100 text-green-800 ring-green-200",
  purple: "bg-purple-100 text-purple-800 ring-purple-200",
};

/** Verified (blue), Certified (green) or Preferred (purple); nothing for Free, unverified or expired. */
export function TierBadge({ business, now }: { business: Business; now: Date }) {
  const badge = tierBadge(business, now);
  if (!badge) return null;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1",
        TONE_CLASS[badge.tone],
      )}
    >
      <Icon name="badge-check" className="h-3.5 w-3.5" />
      {badge.tier}
    </span>
  );
}
