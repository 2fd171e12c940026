import type { NoticeId } from "~/domain/languages/catalogs/notices";
import { type Language, pathInLanguage } from "~/domain/languages/languages";
import { translatorOf } from "~/domain/languages/translator";
import type { SmsMessage } from "./sms-sender";

const noticeTranslator = (language: Language) => translatorOf<NoticeId>(language, ["notices"]);

/**
 * The texts Ujamaa sends, in the recipient's language (the `notices` catalogue; English without one). Short: each
 * code text is one SMS segment in every language (sms-texts.test.ts). Codes are never logged (see job-queue).
 */
export function signUpCodeSms(to: string, code: string, language: Language = "en"): SmsMessage {
  const t = noticeTranslator(language);
  return {
    to,
    text: t("{code} is your Ujamaa code to finish creating your account. It expires in 5 minutes.", { code }),
  };
}

export function signInCodeSms(to: string, code: string, language: Language = "en"): SmsMessage {
  const t = noticeTranslator(language);
  return { to, text: t("{code} is your Ujamaa code. It expires in 5 minutes. Never share it.", { code }) };
}

export function resetCodeSms(to: string, code: string, language: Language = "en"): SmsMessage {
  const t = noticeTranslator(language);
  return {
    to,
    text: t("{code} is your Ujamaa code to reset your password. It expires in 5 minutes.", { code }),
  };
}

export function twoFactorCodeSms(to: string, code: string, language: Language = "en"): SmsMessage {
  const t = noticeTranslator(language);
  return {
    to,
    text: t("{code} is your Ujamaa sign-in code (two-step verification). It expires in 5 minutes.", { code }),
  };
}

/** The sign-in page it names is the one in the recipient's language (`/fr/auth`). */
export function accountExistsSms(to: string, baseUrl: string, language: Language = "en"): SmsMessage {
  const t = noticeTranslator(language);
  return {
    to,
    text: t(
      "Someone tried to create an Ujamaa account with this number. You already have one: sign in at {url} or reset your password there.",
      { url: `${baseUrl}${pathInLanguage("/auth", language)}` },
    ),
  };
}

export function numberInUseSms(to: string, language: Language = "en"): SmsMessage {
  const t = noticeTranslator(language);
  return {
    to,
    text: t(
      "Someone tried to add this number to another Ujamaa account. It stays with yours; no code was sent.",
    ),
  };
}
