import type { Business } from "~/domain/businesses/business-schema";
import { tierBadge } from "~/domain/certification/badges";
import { BADGE_TONE_CLASS } from "~/web/components/ui/badge-tone";
import { Icon } from "~/web/components/ui/icon";
import { useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";

/** Verified (blue), Certified (green) or Preferred (purple); nothing for Free, unverified or expired. */
export function TierBadge({ business, now }: { business: Business; now: Date }) {
  const t = useT();
  const badge = tierBadge(business, now);
  if (!badge) return null;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1",
        BADGE_TONE_CLASS[badge.tone],
      )}
    >
      <Icon name="badge-check" className="h-3.5 w-3.5" />
      {t(badge.tier)}
    </span>
  );
}
