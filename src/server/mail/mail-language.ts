import type { MailMessageId } from "~/domain/languages/catalogs/mail";
import type { Language } from "~/domain/languages/languages";
import { LOCALES } from "~/domain/languages/local-format";
import { translatorOf } from "~/domain/languages/translator";
import { namesList } from "~/domain/opportunities/names-list";

/** `t(id, values)` for an e-mail: the `mail` catalogue in its recipient's language (English is the id). */
export type MailT = (id: MailMessageId, values?: Record<string, unknown>) => string;

export const mailTranslator = (language: Language): MailT => translatorOf<MailMessageId>(language, ["mail"]);

const TIERS = new Set<string>(["Free", "Verified", "Certified", "Preferred"]);

/** A tier's name as the recipient reads it ("Certifié"); anything else as it is. */
export const tierName = (t: MailT, tier: string): string =>
  TIERS.has(tier) ? t(tier as MailMessageId) : tier;

/** Names as a sentence lists them: "A, B and C" in English, "A, B et C" in French. */
export function namesIn(language: Language, names: string[]): string {
  if (language === "en") return namesList(names);
  return new Intl.ListFormat(LOCALES[language], { type: "conjunction" }).format(names);
}

/** US dollars as a budget shows them: no cents when whole ("$5,000", "5 000 $US"). */
export function budgetAmount(amount: number, language: Language): string {
  if (language === "en")
    return `$${amount.toLocaleString("en-US", { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
  return new Intl.NumberFormat(LOCALES[language], {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);
}
