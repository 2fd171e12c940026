import { STATUS_TONES } from "~/domain/certification/badge-tones";
import type { CertificationStatus } from "~/domain/certification/statuses";
import { CERTIFICATION_STATUS_LABELS } from "~/domain/certification/statuses";
import { BADGE_TONE_CLASS } from "~/web/components/ui/badge-tone";
import { useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";
import { asId } from "./local-words";

/** A business's certification status as a small badge. */
export function StatusBadge({ status }: { status: CertificationStatus }) {
  const t = useT();
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1",
        BADGE_TONE_CLASS[STATUS_TONES[status]],
      )}
    >
      {t(asId(CERTIFICATION_STATUS_LABELS[status]))}
    </span>
  );
}
