import type { CertificationStatus } from "~/domain/certification/statuses";
import { cn } from "~/web/lib/cn";
import { STATUS_CLASS, STATUS_LABEL } from "./certification-status";

/** A business's certification status as a small badge. */
export function StatusBadge({ status }: { status: CertificationStatus }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1",
        STATUS_CLASS[status],
      )}
    >
      {STATUS_LABEL[status]}
    </span>
  );
}
