import type { MessageId } from "~/domain/languages/catalogs";
import {
  CONFIDENCE_LABELS,
  CONFIDENCE_TONES,
  type MatchConfidence,
} from "~/domain/vendor-lists/vendor-list-rules";
import { BADGE_TONE_CLASS } from "~/web/components/ui/badge-tone";
import { useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";

export function ConfidenceBadge({ confidence }: { confidence: MatchConfidence | null }) {
  const t = useT();
  const tone = confidence ? CONFIDENCE_TONES[confidence] : "grey";
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
        BADGE_TONE_CLASS[tone],
      )}
    >
      {confidence ? t(CONFIDENCE_LABELS[confidence] as MessageId) : t("Matching…")}
    </span>
  );
}
