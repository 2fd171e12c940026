import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/domain/languages/languages";
import { resetCodeSms, signInCodeSms, signUpCodeSms, twoFactorCodeSms } from "./sms-texts";

/** GSM 03.38's basic characters: a text of only these is sent 160 to a segment, any other 70 (UCS-2). */
const GSM_7 =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";

function segmentLimit(text: string): number {
  return [...text].every((c) => GSM_7.includes(c)) ? 160 : 70;
}

describe("the code texts", () => {
  it.each(LANGUAGES)(
    "fit one SMS segment in %s, so that a code arrives whole and is charged once",
    (language) => {
      for (const sms of [signUpCodeSms, signInCodeSms, resetCodeSms, twoFactorCodeSms]) {
        const { text } = sms("+15555550100", "123456", language);
        expect(text).toContain("123456");
        expect([...text].length, text).toBeLessThanOrEqual(segmentLimit(text));
      }
    },
  );
});
