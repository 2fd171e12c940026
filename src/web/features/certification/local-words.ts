import {
  DOCUMENT_KINDS,
  formatDocumentType,
  parseTemplateDocumentType,
} from "~/domain/certification/document-rules";
import { TIER_ANNUAL_PRICE_CENTS, type Tier } from "~/domain/certification/tiers";
import type { MessageId } from "~/domain/languages/catalogs";
import { LOCALES } from "~/domain/languages/local-format";
import { formatLongDay } from "~/domain/shared/format-date";
import { useFormat, useLanguage, useT } from "~/web/features/languages/language-context";

/** A text the domain writes in English that is also a message's id (a status, a document rule's message). */
export const asId = (text: string) => text as MessageId;

/**
 * The certification pages' prices, days and tier names in the page's language. English keeps the spec's
 * words: "$180/year", "$15/month billed annually", "November 5, 2026".
 */
export function useCertificationFormat() {
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  /** Whole dollars: "$348" in English, "348 $US" in French. */
  const dollars = (amount: number) =>
    language === "en"
      ? `$${amount}`
      : new Intl.NumberFormat(LOCALES[language], {
          style: "currency",
          currency: "USD",
          maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
        }).format(amount);
  const annual = TIER_ANNUAL_PRICE_CENTS;
  return {
    dollars,
    /** "$180/year", or "Free". */
    annualPrice: (tier: Tier) =>
      annual[tier] === 0 ? t("Free") : t("{price}/year", { price: dollars(annual[tier] / 100) }),
    /** "$15/month billed annually", or "$0/month" for the free tier. */
    monthlyPrice: (tier: Tier) =>
      annual[tier] === 0
        ? t("{price}/month", { price: dollars(0) })
        : t("{price}/month billed annually", { price: dollars(annual[tier] / 100 / 12) }),
    /** A tier's name ("Verified"); an unknown one as it is. */
    tier: (tier: string) => t(asId(tier)),
    /** "Nov 05, 2026". */
    day: (at: string | Date) => format.day(at),
    /** "November 5, 2026" in English; the short local day elsewhere. */
    longDay: (at: string | Date) => (language === "en" ? formatLongDay(at) : format.day(at)),
    number: format.number,
    /** A document type's name ("Business License"), by its slug; an unknown one as it is. */
    kind: (slug: string) => {
      const label = DOCUMENT_KINDS.find((k) => k.slug === slug)?.label;
      return label ? t(label) : slug;
    },
    /** A document's type as the review shows it: "BUSINESS LICENSE". */
    documentType: (documentType: string) => {
      const slug = parseTemplateDocumentType(documentType)?.kind ?? documentType;
      const label = DOCUMENT_KINDS.find((k) => k.slug === slug)?.label;
      return language === "en" || !label
        ? formatDocumentType(documentType)
        : t(label).toLocaleUpperCase(LOCALES[language]);
    },
  };
}
