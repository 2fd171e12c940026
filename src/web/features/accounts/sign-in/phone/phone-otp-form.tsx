import { useState } from "react";
import { CodeStep } from "~/web/features/accounts/phone/code-step";
import { PhoneField } from "~/web/features/accounts/phone/phone-field";
import {
  type Phone,
  sendPhoneCode,
  useSendPhoneCode,
} from "~/web/features/accounts/phone/use-send-phone-code";
import { SendForm } from "~/web/features/accounts/sign-in/send-form";
import { useT } from "~/web/features/languages/language-context";
import { authCall } from "~/web/lib/api/auth";
import { serverMessage } from "~/web/lib/api/client";

type Props = { onSignedIn(): void; onBack(): void };

/** Password-less sign-in: a 6-digit code texted to the number. */
export function PhoneOtpForm({ onSignedIn, onBack }: Props) {
  const [phone, setPhone] = useState<Phone | null>(null);
  const { errors, busy, onSubmit } = useSendPhoneCode(setPhone);
  const t = useT();

  if (phone) {
    return (
      <CodeStep
        notice={t("If {address} has an account, a code is on its way. It expires in 5 minutes.", {
          address: phone.phoneNumber,
        })}
        failureTitle={t("Sign in failed")}
        onCode={async (code) => {
          try {
            await authCall("/phone-number/verify", { ...phone, code });
          } catch (error) {
            return serverMessage(error) ?? "That code is not valid.";
          }
          onSignedIn();
          return null;
        }}
        onResend={async () => {
          await sendPhoneCode(phone);
        }}
        onBack={() => setPhone(null)}
        backLabel={t("Use another number")}
      />
    );
  }
  return (
    <SendForm form="phoneCode" busy={busy} onSubmit={onSubmit} onBack={onBack}>
      <PhoneField id="otp-phone" error={errors.phoneNumber} />
    </SendForm>
  );
}
