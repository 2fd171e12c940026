import type { MessageId } from "~/domain/languages/catalogs";
import { AGREEING_FIELD_WORDS, readMatchReason } from "~/domain/vendor-lists/vendor-list-rules";
import type { VendorChange } from "~/domain/vendor-lists/vendor-list-watch";
import type { Translate } from "~/web/features/languages/language-context";

/** A change to a watched vendor's certification as the page's language says it (the API's sentence is English). */
export function changeSentence(t: Translate, change: VendorChange): string {
  const values = { business: change.business_name, tier: t(change.tier as MessageId) };
  switch (change.kind) {
    case "certified":
      return t("{business} was certified ({tier}).", values);
    case "tier_changed":
      return t("{business}'s certification changed from {previous} to {tier}.", {
        ...values,
        previous: change.previous_tier ? t(change.previous_tier as MessageId) : t("another tier"),
      });
    case "renewed":
      return t("{business}'s {tier} certification was renewed.", values);
    case "lapsed":
      return t("{business}'s {tier} certification lapsed.", values);
    case "revoked":
      return t("{business}'s {tier} certification was revoked.", values);
  }
}

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
