import type { MessageId } from "~/domain/languages/catalogs";
import { OPPORTUNITY_STATUS_LABELS, type OpportunityStatus } from "~/domain/opportunities/opportunity-status";
import { useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";

const TONES: Record<OpportunityStatus, string> = {
  open: "bg-emerald-50 text-emerald-800",
  closed: "bg-stone-200 text-stone-700",
  awarded: "bg-amber-100 text-amber-900",
  cancelled: "bg-stone-200 text-stone-700",
};

/** An opportunity's status as a small badge: Open, Closed, Awarded or Cancelled. */
export function StatusBadge({ status }: { status: OpportunityStatus }) {
  const t = useT();
  return (
    <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-medium", TONES[status])}>
      {t(OPPORTUNITY_STATUS_LABELS[status] as MessageId)}
    </span>
  );
}
