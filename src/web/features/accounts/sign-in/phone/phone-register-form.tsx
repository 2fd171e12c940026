import { useState } from "react";
import { phoneRegisterSchema } from "~/domain/accounts/phone-schemas";
import { Button } from "~/web/components/ui/button";
import { FormField } from "~/web/components/ui/form-field";
import { NewPasswordFields } from "~/web/features/accounts/password-fields";
import { CodeStep } from "~/web/features/accounts/phone/code-step";
import { PhoneField } from "~/web/features/accounts/phone/phone-field";
import { signUpRefusal } from "~/web/features/accounts/sign-in/sign-up-refusal";
import { useFormSubmit } from "~/web/features/accounts/use-form-submit";
import { useMessageText } from "~/web/features/accounts/use-message-text";
import { useT } from "~/web/features/languages/language-context";
import { authCall } from "~/web/lib/api/auth";
import { serverMessage } from "~/web/lib/api/client";

const SERVER_FIELD: Record<string, string> = {
  password: "password",
  name: "fullName",
  phoneNumber: "phoneNumber",
};

type SignUp = { name: string; phoneNumber: string; country: string; password: string };

/** Register with a phone number: name, number and password, then the code texted to the number. */
export function PhoneRegisterForm({ onSignedIn }: { onSignedIn(): void }) {
  const [pending, setPending] = useState<SignUp | null>(null);
  const t = useT();
  const text = useMessageText();
  const send = (signUp: SignUp) => authCall("/sign-up/phone-number", signUp);
  const { errors, busy, onSubmit } = useFormSubmit(phoneRegisterSchema, async (data) => {
    const signUp = {
      name: data.fullName,
      phoneNumber: data.phoneNumber,
      country: data.country,
      password: data.password,
    };
    try {
      await send(signUp);
    } catch (error) {
      return signUpRefusal(error, SERVER_FIELD);
    }
    setPending(signUp);
  });

  if (pending) {
    return (
      <CodeStep
        notice={t(
          "We texted a code to {phone}. Enter it to finish creating your account; it expires in 5 minutes.",
          { phone: pending.phoneNumber },
        )}
        failureTitle={t("Sign up failed")}
        submitLabel={t("Create Account")}
        onCode={async (code) => {
          const body = { phoneNumber: pending.phoneNumber, country: pending.country, code };
          try {
            await authCall("/phone-number/verify", body);
          } catch (error) {
            return serverMessage(error) ?? "That code is not valid.";
          }
          onSignedIn();
          return null;
        }}
        onResend={async () => {
          await send(pending);
        }}
        onBack={() => setPending(null)}
        backLabel={t("Change the number")}
      />
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t("Register with phone")}>
      <FormField
        id="fullName"
        label={t("Full Name")}
        autoComplete="name"
        error={text(errors.fullName)}
        required
      />
      <PhoneField id="register-phone" error={errors.phoneNumber} />
      <NewPasswordFields id="password" labelId="Password" errors={errors} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t("Sending code...") : t("Text Me a Code")}
      </Button>
    </form>
  );
}
