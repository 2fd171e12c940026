import type { OpenStatus } from "~/domain/businesses/open-status";
import { cn } from "~/web/lib/cn";

/** Open Now or Closed (computed by the loader in the business's own time zone); the full label as its title. */
export function OpenStatusBadge({ status }: { status: OpenStatus }) {
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
