import type { MailMessageId } from "~/domain/languages/catalogs/mail";
import type { Language } from "~/domain/languages/languages";
import { LOCALES } from "~/domain/languages/local-format";
import { translatorOf } from "~/domain/languages/translator";
import { namesList } from "~/domain/opportunities/names-list";

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

export type BudgetRange = { min: number | null; max: number | null };

/** The budget line of an opportunity (part 2 §2) in `language`, as its e-mails and notifications write it. */
export function budgetLineIn(language: Language, { min, max }: BudgetRange): string {
  const t = translatorOf<MailMessageId>(language, ["mail"]);
  const amount = (n: number) => budgetAmount(n, language);
  if (min !== null && max !== null) return `${amount(min)} - ${amount(max)}`;
  if (min !== null) return t("Starting at {amount}", { amount: amount(min) });
  if (max !== null) return t("Up to {amount}", { amount: amount(max) });
  return t("Budget negotiable");
}
