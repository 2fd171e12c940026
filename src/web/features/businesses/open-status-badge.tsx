import { openStatus } from "~/domain/hours/open-status";
import type { Business } from "~/domain/listing/business-schema";
import { cn } from "~/web/lib/cn";

/** Open Now or Closed, in the business's own time zone; the full label as its title. */
export function OpenStatusBadge({ business, now }: { business: Business; now: Date }) {
  const status = openStatus(business.business_hours, business.time_zone, now);
  return (
    <span
      title={status.label}
      className={cn(
        "inline-flex rounded-full px-2 py-0.5 text-xs font-semibold",
        status.isOpen ? "bg-green-100 text-green-800" : "bg-stone-200 text-stone-700",
      )}
    >
      {status.isOpen ? "Open Now" : "Closed"}
    </span>
  );
}
