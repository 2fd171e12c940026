import { AGREEING_FIELD_WORDS, readMatchReason } from "~/domain/vendor-lists/vendor-list-rules";
import type { Translate } from "~/web/features/languages/language-context";

/**
 * Why a vendor matches, in the page's language: the stored reason ("same phone; name 92 % alike") read
 * back into its parts; a reason written some other way is shown as it is.
 */
export function matchReasonText(t: Translate, reason: string): string {
  const read = readMatchReason(reason);
  if (!read) return reason;
  const parts = [
    ...read.agreeing.map((field) => t(AGREEING_FIELD_WORDS[field])),
    t("name {percent} % alike", { percent: read.percentAlike }),
  ];
  return parts.reduceRight((more, part) => t("{reason}; {more}", { reason: part, more }));
}
