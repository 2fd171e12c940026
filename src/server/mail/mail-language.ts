import { isTier } from "~/domain/certification/tiers";
import type { MailMessageId } from "~/domain/languages/catalogs/mail";
import type { Language } from "~/domain/languages/languages";
import { translatorOf } from "~/domain/languages/translator";

/** `t(id, values)` for an e-mail: the `mail` catalogue in its recipient's language (English is the id). */
export type MailT = (id: MailMessageId, values?: Record<string, unknown>) => string;

export const mailTranslator = (language: Language): MailT => translatorOf<MailMessageId>(language, ["mail"]);

/** A tier's name as the recipient reads it ("Certifié"); anything else as it is. */
export const tierName = (t: MailT, tier: string): string => (isTier(tier) ? t(tier) : tier);
