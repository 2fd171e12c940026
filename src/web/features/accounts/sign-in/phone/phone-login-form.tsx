import { phoneLoginSchema } from "~/domain/accounts/phone-schemas";
import { PasswordSignInFields } from "~/web/features/accounts/password-sign-in-fields";
import { PhoneField } from "~/web/features/accounts/phone/phone-field";
import { useFormSubmit } from "~/web/features/accounts/use-form-submit";
import { useT } from "~/web/features/languages/language-context";
import { authCall } from "~/web/lib/api/auth";
import { ApiError, serverMessage } from "~/web/lib/api/client";

type Props = { onSignedIn(): void; onTwoFactor(methods?: string[]): void; onForgot(): void; onOtp(): void };

/** Sign in with a phone number and password: the Login tab with "Phone" chosen. */
export function PhoneLoginForm({ onSignedIn, onTwoFactor, onForgot, onOtp }: Props) {
  const t = useT();
  const { errors, busy, onSubmit } = useFormSubmit(phoneLoginSchema, async (data) => {
    const body = { phoneNumber: data.phoneNumber, country: data.country, password: data.password };
    let signedIn: Awaited<ReturnType<typeof authCall<"/sign-in/phone-number">>>;
    try {
      signedIn = await authCall("/sign-in/phone-number", body);
    } catch (error) {
      return {
        title: "Sign in failed",
        message: serverMessage(error),
        fallback: "An error occurred during sign in.",
        field: error instanceof ApiError && "phoneNumber" in error.fields ? "phoneNumber" : null,
      };
    }
    if (signedIn.twoFactorRedirect) onTwoFactor(signedIn.twoFactorMethods);
    else onSignedIn();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t("Login with phone")}>
      <PhoneField id="login-phone" error={errors.phoneNumber} />
      <PasswordSignInFields
        error={errors.password}
        busy={busy}
        onForgot={onForgot}
        onOtp={onOtp}
        otpLabel="Text me a sign-in code"
      />
    </form>
  );
}
