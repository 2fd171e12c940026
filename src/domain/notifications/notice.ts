import { isTier } from "~/domain/certification/tiers";
import type { NoticeId } from "~/domain/languages/catalogs/notices";
import type { Language } from "~/domain/languages/languages";
import { formatDayIn } from "~/domain/languages/local-format";
import { type BudgetRange, budgetLineIn, namesIn } from "~/domain/languages/names-and-budgets";
import { translatorOf } from "~/domain/languages/translator";
import { stripMarkup } from "~/domain/shared/strip-markup";

/**
 * A value of a notice's text, as JSON so that a stored notification can be written again in its reader's
 * language: as it is (a name, a count), a day (English writes it "yyyy-mm-dd", other languages their way), a
 * tier's name, a `notices` word, a list of names or a budget line, each written the language's way.
 */
export type NoticeValue =
  | string
  | number
  | { day: string }
  | { tier: string }
  | { word: NoticeId }
  | { names: string[] }
  | { budget: BudgetRange };

/** A notice's text: a `notices` message and its values, written for each reader in their language. */
export type NoticeText = { id: NoticeId; values?: Record<string, NoticeValue> };

export const notice = (id: NoticeId, values?: Record<string, NoticeValue>): NoticeText => ({ id, values });

/** A day as a notice says it. */
export const dayNotice = (at: Date): NoticeValue => ({ day: at.toISOString() });
/** A tier's name as the reader reads it ("Certifié"). */
export const tierNotice = (tier: string): NoticeValue => ({ tier });
/** A word of the `notices` catalogue ("another tier"). */
export const wordNotice = (word: NoticeId): NoticeValue => ({ word });

/** A notification's title and message as stored beside their text, to be written in each reader's language. */
export type StoredNotice = { title: NoticeText; message: NoticeText };

/** `t(id, values)` of the `notices` catalogue in one language (English is the id). */
type NoticeT = (id: NoticeId, values?: Record<string, unknown>) => string;

function valueIn(value: NoticeValue, language: Language, t: NoticeT): string | number {
  if (typeof value !== "object") return value;
  if ("day" in value) {
    return language === "en" ? value.day.slice(0, 10) : formatDayIn(new Date(value.day), language);
  }
  if ("tier" in value) return isTier(value.tier) ? t(value.tier) : value.tier;
  if ("word" in value) return t(value.word);
  if ("names" in value) return namesIn(language, value.names);
  return budgetLineIn(language, value.budget);
}

/** A notice's text in one language. */
export function noticeIn(text: NoticeText, language: Language): string {
  const t = translatorOf<NoticeId>(language, ["notices"]);
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(text.values ?? {})) values[key] = valueIn(value, language, t);
  return t(text.id, values);
}

/** A notification's title and message in `language` as the bell shows them: plain text, bounded. */
export function notificationText(
  notice: StoredNotice,
  language: Language,
): { title: string; message: string } {
  return {
    title: stripMarkup(noticeIn(notice.title, language)).slice(0, 200),
    message: stripMarkup(noticeIn(notice.message, language)).slice(0, 2000),
  };
}
