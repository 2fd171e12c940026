import type { NoticeId } from "~/domain/languages/catalogs/notices";
import type { Language } from "~/domain/languages/languages";
import { formatDayIn } from "~/domain/languages/local-format";
import { translatorOf } from "~/domain/languages/translator";

/** `t(id, values)` of the `notices` catalogue in one language (English is the id). */
export type NoticeT = (id: NoticeId, values?: Record<string, unknown>) => string;

export const noticeTranslator = (language: Language): NoticeT =>
  translatorOf<NoticeId>(language, ["notices"]);

/**
 * A value of a notice's text: as it is (a name, a count), a day (English writes it "yyyy-mm-dd", other languages
 * their way), or written in the recipient's language (a tier's name, a budget line).
 */
export type NoticeValue = string | number | Date | ((language: Language, t: NoticeT) => string);

/** A notice's text: a `notices` message and its values, written for each recipient in their language. */
export type NoticeText = { id: NoticeId; values?: Record<string, NoticeValue> };

export const notice = (id: NoticeId, values?: Record<string, NoticeValue>): NoticeText => ({ id, values });

const TIERS = new Set<string>(["Free", "Verified", "Certified", "Preferred"]);

/** A tier's name as the recipient reads it ("Certifié"); anything else as it is. */
export const tierNotice =
  (tier: string) =>
  (_language: Language, t: NoticeT): string =>
    TIERS.has(tier) ? t(tier as NoticeId) : tier;

/** A notice's text in one language. */
export function noticeIn(
  text: NoticeText,
  language: Language,
  t: NoticeT = noticeTranslator(language),
): string {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(text.values ?? {})) {
    values[key] =
      typeof value === "function"
        ? value(language, t)
        : value instanceof Date
          ? language === "en"
            ? value.toISOString().slice(0, 10)
            : formatDayIn(value, language)
          : value;
  }
  return t(text.id, values);
}
