import { expiryBadge } from "~/domain/certification/badges";
import type { CertificationFields } from "~/domain/certification/statuses";
import { cn } from "~/web/lib/cn";

const STATE_CLASS = {
  expired: "bg-red-100 text-red-800",
  expiring: "bg-amber-100 text-amber-900",
  valid: "bg-green-100 text-green-800",
} as const;

/** Expired / Expires Soon / Valid with the relative time, for a verified paid tier with an expiry date. */
export function ExpiryBadge({ business, now }: { business: CertificationFields; now: Date }) {
  const badge = expiryBadge(business, now);
  if (!badge) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs">
      <span className={cn("rounded-full px-2 py-0.5 font-semibold", STATE_CLASS[badge.state])}>
        {badge.label}
      </span>
      <span className="text-stone-600">{badge.text}</span>
    </p>
  );
}
