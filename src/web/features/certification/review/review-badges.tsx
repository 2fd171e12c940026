import { reviewStatusLabel } from "~/domain/certification/review-status";
import { cn } from "~/web/lib/cn";

const TIER_TONE: Record<string, string> = {
  Verified: "bg-blue-100 text-blue-800 ring-blue-200",
  Certified: "bg-green-100 text-green-800 ring-green-200",
  Preferred: "bg-purple-100 text-purple-800 ring-purple-200",
};

const BADGE = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1";

/** The tier applied for, in its colour (Verified blue, Certified green, Preferred purple). */
export function ReviewTierBadge({ tier }: { tier: string }) {
  return (
    <span className={cn(BADGE, TIER_TONE[tier] ?? "bg-stone-100 text-stone-700 ring-stone-200")}>{tier}</span>
  );
}

const TONE: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900 ring-amber-200",
  approved: "bg-green-100 text-green-800 ring-green-200",
  rejected: "bg-red-100 text-red-800 ring-red-200",
  expired: "bg-red-100 text-red-800 ring-red-200",
  revoked: "bg-stone-200 text-stone-800 ring-stone-300",
};

/** The spec's status labels: 'Pending Review', Approved, Rejected, and 'Unknown' for anything else. */
export const statusLabel = reviewStatusLabel;

export function ReviewStatusBadge({ status }: { status: string }) {
  return (
    <span className={cn(BADGE, TONE[status] ?? "bg-stone-100 text-stone-700 ring-stone-200")}>
      {statusLabel(status)}
    </span>
  );
}
