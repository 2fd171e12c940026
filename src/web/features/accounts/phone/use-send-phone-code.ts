import { phoneOnlySchema } from "~/domain/accounts/phone-schemas";
import { useFormSubmit } from "~/web/features/accounts/use-form-submit";
import { authCall } from "~/web/lib/api/auth";
import { serverMessage } from "~/web/lib/api/client";

export type Phone = { phoneNumber: string; country: string };

/** Texts a 6-digit code to the number (again, for "Send a new code"). */
export const sendPhoneCode = (to: Phone) => authCall("/phone-number/send-otp", to);

/** The first step of a phone form: the number's field submitted, a code texted to it, then `onSent`. */
export function useSendPhoneCode(onSent: (to: Phone) => void) {
  return useFormSubmit(phoneOnlySchema, async (data) => {
    const to = { phoneNumber: data.phoneNumber, country: data.country };
    try {
      await sendPhoneCode(to);
    } catch (error) {
      return {
        title: "Couldn't send a code",
        message: serverMessage(error),
        fallback: "Please try again.",
        field: "phoneNumber",
      };
    }
    onSent(to);
  });
}
